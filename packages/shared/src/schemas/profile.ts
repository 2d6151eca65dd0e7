import { z } from 'zod';
import { LIMITS } from '../constants';
import { requiredText } from './fields';

export const nickName = requiredText('errors.nicknameRequired', LIMITS.nickNameMax).regex(
  /^[\p{L}\p{N}_]+$/u,
  'errors.nicknameRule',
);

export const intro = requiredText('errors.introRequired', LIMITS.introMax);

export const tags = z
  .array(z.number().int('errors.invalidType').positive('errors.invalidType'), { error: 'errors.invalidType' })
  .max(LIMITS.tagsMax, 'errors.tagsMax');
