import { z } from 'zod';
import { LIMITS } from '../constants';
import { anyId, distinct, id, requiredText } from './fields';

export const nickName = requiredText('errors.nicknameRequired', LIMITS.nickNameMax).regex(
  /^[\p{L}\p{N}_]+$/u,
  'errors.nicknameRule',
);

export const intro = requiredText('errors.introRequired', LIMITS.introMax);

export const tags = distinct(z.array(anyId(), { error: 'errors.invalidType' }).max(LIMITS.tagsMax, 'errors.tagsMax'));

/** The Account Settings calls: each sets one field; `customId` must be the caller's own. */
const forCustom = <T extends z.ZodRawShape>(shape: T) => z.object({ customId: id(), ...shape });

export const nickNameBody = forCustom({ nickName });
export const realName = requiredText('errors.nameRequired', LIMITS.realNameMax);
export const realNameBody = forCustom({ realName });
export const introBody = forCustom({ intro });
export const tagsBody = forCustom({ tags });
export const avatarBody = forCustom({
  fileId: z
    .string({ error: 'errors.fileNotExist' })
    .max(64, 'errors.fileNotExist')
    .regex(/^[A-Za-z0-9_-]+$/, 'errors.fileNotExist'),
});
