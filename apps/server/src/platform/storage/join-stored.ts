import { open, rm } from 'node:fs/promises';
import type { ByteStore } from './byte-store';

/** Bytes moved at a time: one buffer for the whole join. */
const CHUNK = 1 << 20;

/**
 * Writes the stored objects `keys` one after another into the local file `target`, each fetched
 * to `scratch` (a local path of the caller's) first. Every byte then passes through one buffer:
 * a read stream per object allocates a fresh 64 KiB chunk per read, and a 30 min video's 450
 * segments left ~30 MiB of them outside V8's heap until a collection, which the allocator kept
 * (the worker's peak RSS, docs/decisions/0080).
 */
export async function joinStored(
  store: Pick<ByteStore, 'copyToLocal'>,
  keys: string[],
  target: string,
  scratch: string,
) {
  const buffer = Buffer.allocUnsafe(CHUNK);
  const out = await open(target, 'w');
  try {
    for (const key of keys) {
      await store.copyToLocal(key, scratch);
      const input = await open(scratch, 'r');
      try {
        for (;;) {
          const { bytesRead } = await input.read(buffer, 0, CHUNK, null);
          if (bytesRead === 0) break;
          for (let at = 0; at < bytesRead; ) at += (await out.write(buffer, at, bytesRead - at)).bytesWritten;
        }
      } finally {
        await input.close();
      }
    }
  } finally {
    await out.close();
    await rm(scratch, { force: true });
  }
}
