import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import type { ByteStore } from './index';

/** Files on local disk under DATA_DIR/files. */
export async function createLocalStore(dataDir: string, expiryMs: number): Promise<ByteStore> {
  const directory = path.join(dataDir, 'files');
  await fs.mkdir(directory, { recursive: true });
  const store = new FileStore({ directory, expirationPeriodInMilliseconds: expiryMs });
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
