import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { eq } from 'drizzle-orm';
import { appSecrets } from '../db/schema';
import type { Db } from './db/database';

/** Abandoned uploads are removed after this long without a byte. */
export const UPLOAD_EXPIRY_MS = 3 * 24 * 3_600_000;

export interface Storage {
  /** The tus data store uploads go to. */
  store: FileStore;
  /** A stored file's path on this machine, for ffmpeg and range reads. */
  localPath(key: string): string;
  readHead(key: string, bytes: number): Promise<Buffer>;
  remove(key: string): Promise<void>;
  /** A URL that serves the file for `ttlMs` without a session header (video elements send none). */
  signedUrl(fileId: string, ttlMs?: number): string;
  verify(fileId: string, exp: number, sig: string): boolean;
  stream(key: string, range?: { start: number; end: number }): NodeJS.ReadableStream;
}

async function urlSecret(db: Db) {
  const value = randomBytes(32).toString('base64url');
  await db.insert(appSecrets).values({ name: 'file-urls', value }).onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, 'file-urls'));
  return row?.value ?? value;
}

/** Files on local disk under DATA_DIR/files (the zero-setup shape). */
export async function createStorage({ dataDir, db }: { dataDir: string; db: Db }): Promise<Storage> {
  const directory = path.join(dataDir, 'files');
  await fs.mkdir(directory, { recursive: true });
  const store = new FileStore({ directory, expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS });
  const secret = await urlSecret(db);
  const sign = (fileId: string, exp: number) =>
    createHmac('sha256', secret).update(`${fileId}:${exp}`).digest('base64url');
  const localPath = (key: string) => path.join(directory, path.basename(key));
  return {
    store,
    localPath,
    async readHead(key, bytes) {
      const handle = await fs.open(localPath(key), 'r');
      try {
        const buffer = Buffer.alloc(bytes);
        const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
        return buffer.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },
    async remove(key) {
      await store.remove(key).catch(() => {});
    },
    signedUrl(fileId, ttlMs = 6 * 3_600_000) {
      const exp = Math.floor((Date.now() + ttlMs) / 1000);
      return `/web/files/${fileId}/content?exp=${exp}&sig=${sign(fileId, exp)}`;
    },
    verify(fileId, exp, sig) {
      if (exp * 1000 < Date.now()) return false;
      const expected = Buffer.from(sign(fileId, exp));
      const given = Buffer.from(sig);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
    stream: (key, range) => createReadStream(localPath(key), range),
  };
}
