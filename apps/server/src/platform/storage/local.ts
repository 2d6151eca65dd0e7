import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileStore } from '@tus/file-store';
import type { ByteStore } from './index';

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

/** Files on local disk under DATA_DIR/files. */
export async function createLocalStore(dataDir: string, expiryMs: number): Promise<ByteStore> {
  const directory = path.join(dataDir, 'files');
  await fs.mkdir(directory, { recursive: true });
  const store = new CauseKeepingFileStore({ directory, expirationPeriodInMilliseconds: expiryMs });
  const localPath = (key: string) => path.join(directory, path.basename(key));
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
    stream: async (key, range) => createReadStream(localPath(key), range),
    put: (key, bytes) => fs.writeFile(localPath(key), bytes),
    async remove(key) {
      await store.remove(key).catch(() => {});
    },
    async deleteExpired() {
      await store.deleteExpired().catch(() => 0);
    },
  };
}
