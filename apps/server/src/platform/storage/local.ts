import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileStore } from '@tus/file-store';
import { AppError } from '../errors';
import type { ByteStore } from './byte-store';

/**
 * FileStore whose failed write keeps its cause: @tus/file-store 2.1 turns every write error into
 * a bare "500", and a full disk (ENOSPC) must reach the client as "storage full" (507).
 */
class CauseKeepingFileStore extends FileStore {
  override async write(readable: Readable, fileId: string, offset: number) {
    let received = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        received += chunk.length;
        done(null, chunk);
      },
    });
    const target = path.join(this.directory, path.basename(fileId));
    await pipeline(readable, counter, createWriteStream(target, { flags: 'r+', start: offset }));
    return offset + received;
  }
}

export const DERIVED_PREFIX = 'renditions/';

/** A derived key's path below renditions/, refusing anything that would climb out of it. */
function safeTail(key: string) {
  const tail = key.slice(DERIVED_PREFIX.length);
  if (!/^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*\/?$/.test(tail) || tail.split('/').includes('..')) {
    throw new Error(`not a rendition key: ${key}`);
  }
  return tail;
}

/** Files on local disk under DATA_DIR/files, renditions under DATA_DIR/renditions. */
export async function createLocalStore(dataDir: string, expiryMs: number): Promise<ByteStore> {
  const directory = path.join(dataDir, 'files');
  await fs.mkdir(directory, { recursive: true });
  const store = new CauseKeepingFileStore({ directory, expirationPeriodInMilliseconds: expiryMs });
  const derived = path.join(dataDir, 'renditions');
  // Uploads sit flat under files/ (their key is the tus id); what the server makes from them
  // (renditions/<fileId>/…) in a tree of its own, which tus' clean-up never walks.
  const localPath = (key: string) =>
    key.startsWith(DERIVED_PREFIX) ? path.join(derived, safeTail(key)) : path.join(directory, path.basename(key));
  return {
    store,
    mediaSource: async (key) => localPath(key),
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
    async stream(key, range) {
      // Opened first: a missing file is an error before the response starts, not halfway through it.
      const handle = await fs.open(localPath(key), 'r').catch((err: NodeJS.ErrnoException) => {
        throw err.code === 'ENOENT' ? new AppError('fileGone') : err;
      });
      return handle.createReadStream(range);
    },
    async put(key, bytes) {
      const target = localPath(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      // As putFile: two requests making the same derived file never show a reader half of one.
      const partial = `${target}.${randomUUID()}.partial`;
      await fs.writeFile(partial, bytes);
      await fs.rename(partial, target);
    },
    async remove(key) {
      await store.remove(key).catch(() => {});
      // What was made from it goes with it.
      await fs.rm(path.join(derived, path.basename(key)), { recursive: true, force: true });
    },
    async putFile(key, localFile) {
      const target = localPath(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      // Written beside the target, then renamed: a reader sees the old file or the new, never half.
      const partial = `${target}.partial`;
      await fs.copyFile(localFile, partial);
      await fs.rename(partial, target);
    },
    async removeTree(prefix) {
      await fs.rm(localPath(prefix), { recursive: true, force: true });
    },
    async treeBytes(prefix) {
      const entries = await fs.readdir(localPath(prefix), { recursive: true, withFileTypes: true }).catch(() => []);
      const sizes = entries
        .filter((e) => e.isFile())
        .map(async (e) => (await fs.stat(path.join(e.parentPath, e.name)).catch(() => null))?.size ?? 0);
      return (await Promise.all(sizes)).reduce((total, size) => total + size, 0);
    },
    async sizeOf(key) {
      return (await fs.stat(localPath(key)).catch(() => null))?.size ?? null;
    },
    async copyToLocal(key, localFile) {
      await fs.copyFile(localPath(key), localFile);
    },
    async deleteExpired() {
      await store.deleteExpired().catch(() => 0);
    },
  };
}
