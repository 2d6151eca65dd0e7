import { open, writeFile } from 'node:fs/promises';
import { buffer } from 'node:stream/consumers';
import { type ReadAt, shiftChunkOffsets, topLevelBoxes } from '../media/bmff';
import type { ByteStore } from './byte-store';

/** Bytes fetched per ranged GET. */
const CHUNK = 8 * 1024 * 1024;
/** Media bytes in the copy before it counts as ready: enough for the probe's look at the first packets. */
const READY_AFTER = 4 * 1024 * 1024;
/** A `moov` or a head larger than this is not fetched into memory: the copy is made whole instead. */
const MAX_HEAD = 64 * 1024 * 1024;

export interface Arriving {
  /** Resolves once every byte is in the local file; rejects if the copy failed or was stopped. */
  whole: Promise<void>;
  /** Stops the copy: the step that needed it has ended. */
  stop(): void;
}

type Source = Pick<ByteStore, 'stream' | 'sizeOf'>;

/** Bytes of a stored object by offset and length, each read a ranged GET on S3. */
export const rangeReader =
  (store: Pick<ByteStore, 'stream'>, key: string): ReadAt =>
  async (offset, length) =>
    length === 0 ? Buffer.alloc(0) : buffer(await store.stream(key, { start: offset, end: offset + length - 1 }));

/**
 * An original in the object store copied to `dest` by ranged reads, arriving in an order a reader
 * can follow (decision 0080): its boxes before the media and its `moov` first (moved there, with
 * its chunk offsets shifted, when the camera wrote it last), then the media front to back.
 * Resolves once the head and the first media bytes are in, the rest still arriving; null when the
 * file's top level is not one it can reorder (no single `moov`, no `mdat`, a box list that does
 * not parse): the caller copies it whole.
 */
export async function growingCopy(
  store: Source,
  key: string,
  dest: string,
  { chunk = CHUNK, readyAfter = READY_AFTER } = {},
): Promise<Arriving | null> {
  const size = await store.sizeOf(key);
  if (size === null) return null;
  const readAt = rangeReader(store, key);
  const boxes = await topLevelBoxes(size, readAt);
  const moov = boxes?.filter((b) => b.type === 'moov') ?? [];
  const media = boxes?.find((b) => b.type === 'mdat');
  const [index] = moov;
  if (moov.length !== 1 || !index || !media) return null;
  const before = media.offset;
  let head: Buffer;
  let rest: [number, number][];
  if (index.offset < before) {
    if (before > MAX_HEAD) return null;
    head = await readAt(0, before);
    rest = [[before, size]];
  } else {
    if (before + index.size > MAX_HEAD) return null;
    const moved = shiftChunkOffsets(await readAt(index.offset, index.size), before, index.offset, index.size);
    if (!moved) return null;
    head = Buffer.concat([await readAt(0, before), moved]);
    rest = [
      [before, index.offset],
      [index.offset + index.size, size],
    ];
  }
  await writeFile(dest, head);

  const stopped = new AbortController();
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  const whole = (async () => {
    const out = await open(dest, 'a');
    try {
      let copied = 0;
      for (const [from, to] of rest) {
        for (let at = from; at < to; at += chunk) {
          stopped.signal.throwIfAborted();
          const end = Math.min(to, at + chunk) - 1;
          for await (const piece of await store.stream(key, { start: at, end })) await out.write(piece as Buffer);
          copied += end - at + 1;
          if (copied >= readyAfter) markReady();
        }
      }
    } finally {
      await out.close();
      markReady();
    }
  })();
  // The caller learns of a failed copy from `whole`; `ready` only says when to start reading.
  whole.catch(() => {});
  await Promise.race([ready, whole]);
  return { whole, stop: () => stopped.abort() };
}
