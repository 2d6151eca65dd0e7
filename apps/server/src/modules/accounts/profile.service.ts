import { randomUUID } from 'node:crypto';
import type { CustomInfo } from '@stringer/shared/schemas/account';
import type { AuthSession } from '../../platform/auth';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import type { Storage } from '../../platform/storage';
import { bytesOf, type CheckOwnedFiles, type FileRows, servedAs } from '../files';
import type { TagRows } from '../tags';
import { accountsRepository as repo } from './accounts.repository';

const AVATAR_PX = 200;
export const avatarPath = (fileId: string) => `/web/avatars/${fileId}`;

interface Deps {
  database: Pick<Database, 'db' | 'transaction'>;
  storage: Pick<Storage, 'stream' | 'put' | 'remove' | 'sizeOf'>;
  /** The account as its owner sees it (accounts.service), what every call answers with. */
  info(auth: AuthSession): Promise<CustomInfo>;
  /** File rows read or replaced in this module's transactions. */
  fileRows: FileRows;
  /** Counts the tags a body names, to refuse any that is not a tag of its kind. */
  tagRows: TagRows;
  /** Refuses files that are not the creator's own uploads, done and of the field's kind. */
  checkOwnedFiles: CheckOwnedFiles;
}

/**
 * Account Settings: each field set by its own call, for the caller's own account only (a body's
 * `customId` naming anyone else is refused before this, by `platform/auth.ts`).
 */
export function createProfileService({
  database: { db, transaction },
  storage,
  info,
  fileRows,
  tagRows,
  checkOwnedFiles,
}: Deps) {
  /** The stored avatar the account shows now, which a new one replaces. */
  const currentAvatar = async (accountId: number) => {
    const url = (await repo.findById(db, accountId))?.avatarUrl;
    const row = url?.startsWith(avatarPath('')) ? await fileRows.find(db, url.slice(avatarPath('').length)) : undefined;
    return row?.kind === 'avatar' && row.ownerId === accountId ? row : undefined;
  };
  const set = async (auth: AuthSession, values: Parameters<typeof repo.update>[2]) => {
    await repo.update(db, auth.accountId, values);
    return info(auth);
  };

  return {
    /** A stored avatar's bytes: avatars show on public profiles, so anyone may read one. */
    async avatar(id: string) {
      const row = await fileRows.find(db, id);
      if (row?.kind !== 'avatar' || row.state !== 'ready') throw new AppError('fileNotExist');
      const avatar = await servedAs(storage, row);
      return { ...avatar, bytes: await storage.stream(avatar.storageKey) };
    },

    setNickName: (auth: AuthSession, b: { nickName: string }) => set(auth, { nickName: b.nickName }),
    setRealName: (auth: AuthSession, b: { realName: string }) => set(auth, { realName: b.realName }),
    setIntro: (auth: AuthSession, b: { intro: string }) => set(auth, { intro: b.intro }),

    /** Personal tags only, at most 5 (the schema counts them). */
    async setTags(auth: AuthSession, { tags }: { tags: number[] }) {
      if ((await tagRows.countOf(db, 'personal', tags)) !== tags.length) {
        throw new AppError('validation', [{ field: 'tags', msgKey: 'errors.invalidValue' }]);
      }
      await transaction((tx) => repo.setTags(tx.db, auth.accountId, tags));
      return info(auth);
    },

    /**
     * The uploaded picture (cropped square in the browser) is stored again at 200x200 JPEG, and
     * the original goes: the avatar is what the profile shows, and it is served without a session.
     */
    async setAvatar(auth: AuthSession, { fileId }: { fileId: string }) {
      const original = (
        await checkOwnedFiles(db, auth.accountId, [{ ids: [fileId], kind: 'avatar', field: 'fileId' }])
      ).get(fileId);
      if (!original) throw new AppError('fileNotExist');
      const { default: sharp } = await import('sharp');
      const jpeg = await sharp(await bytesOf(await storage.stream(original.storageKey)))
        .rotate()
        .resize(AVATAR_PX, AVATAR_PX, { fit: 'cover' })
        .jpeg({ quality: 85 })
        .toBuffer()
        .catch(() => {
          throw new AppError('fileMismatch', [{ field: 'fileId', msgKey: 'errors.fileMismatch' }]);
        });
      const previous = await currentAvatar(auth.accountId);
      const id = randomUUID().replaceAll('-', '');
      await storage.put(id, jpeg, 'image/jpeg');
      await transaction(async (tx) => {
        await fileRows.insert(tx.db, {
          id,
          ownerId: auth.accountId,
          kind: 'avatar',
          originalName: 'avatar.jpg',
          size: jpeg.length,
          storageKey: id,
          mime: 'image/jpeg',
          state: 'ready',
          width: AVATAR_PX,
          height: AVATAR_PX,
        });
        await repo.update(tx.db, auth.accountId, { avatarUrl: avatarPath(id) });
        await fileRows.remove(tx.db, original.id);
        if (previous) await fileRows.remove(tx.db, previous.id);
      });
      await storage.remove(original.storageKey);
      if (previous) await storage.remove(previous.storageKey);
      return info(auth);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
