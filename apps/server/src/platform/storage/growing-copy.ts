import { open, truncate, writeFile } from 'node:fs/promises';
import { buffer } from 'node:stream/consumers';
import { type ReadAt, shiftChunkOffsets, topLevelBoxes } from '../media/bmff';
import { samplesSpan } from '../media/sample-table';
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
 * How a copy is laid out: its head (the boxes before the media, `moov` among them, moved there
 * with its chunk offsets shifted when the camera wrote it last), then the original's `regions`
 * ([from, to) each) one after another. `moov` is the index as the original has it.
 */
interface Layout {
  size: number;
  head: Buffer;
  regions: [number, number][];
  moov: Buffer;
}

/** The copy's layout of a stored original; null when its top level is not one it can reorder. */
async function layoutOf(store: Source, key: string): Promise<Layout | null> {
  const size = await store.sizeOf(key);
  if (size === null) return null;
  const readAt = rangeReader(store, key);
  const boxes = await topLevelBoxes(size, readAt);
  const moovs = boxes?.filter((b) => b.type === 'moov') ?? [];
  const media = boxes?.find((b) => b.type === 'mdat');
  const [index] = moovs;
  if (moovs.length !== 1 || !index || !media) return null;
  const before = media.offset;
  if (index.offset < before) {
    if (before > MAX_HEAD) return null;
    const head = await readAt(0, before);
    return { size, head, regions: [[before, size]], moov: head.subarray(index.offset, index.offset + index.size) };
  }
  if (before + index.size > MAX_HEAD) return null;
  const moov = await readAt(index.offset, index.size);
  const moved = shiftChunkOffsets(moov, before, index.offset, index.size);
  if (!moved) return null;
  const regions: [number, number][] = [
    [before, index.offset],
    [index.offset + index.size, size],
  ];
  return { size, head: Buffer.concat([await readAt(0, before), moved]), regions, moov };
}

/**
 * An original in the object store copied to `dest` by ranged reads, arriving in an order a reader
 * can follow (decision 0080): its boxes before the media and its `moov` first, then the media
 * front to back. Resolves once the head and the first media bytes are in, the rest still
 * arriving; null when the file's top level is not one it can reorder (no single `moov`, no
 * `mdat`, a box list that does not parse): the caller copies it whole.
 */
export async function growingCopy(
  store: Source,
  key: string,
  dest: string,
  { chunk = CHUNK, readyAfter = READY_AFTER } = {},
): Promise<Arriving | null> {
  const layout = await layoutOf(store, key);
  if (!layout) return null;
  await writeFile(dest, layout.head);

  const stopped = new AbortController();
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  const whole = (async () => {
    const out = await open(dest, 'a');
    try {
      let copied = 0;
      for (const [from, to] of layout.regions) {
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

/** A copy holding only the media a step asks for: the rest of the file is a hole. */
export interface PartialCopy {
  /** Fetches the bytes of every picture and sound sample from `fromS` to `toS` (all of them when the index does not say). */
  need(fromS: number, toS: number): Promise<void>;
  /** Media bytes fetched so far. */
  fetched(): number;
}

/** Seconds fetched beyond what a range asks for: a seek's keyframe and timestamps that the index's decode times leave out. */
const MARGIN_S = 2;

/**
 * An original copied to `dest` as a sparse file of its full size, with the head and the first
 * media bytes in (what the probe reads); `need` fetches the samples of a stretch of time, by the
 * index's sample tables, so that one range of a long video is encoded from its own bytes, not
 * the whole original (decision 0080). Null as `growingCopy`.
 */
export async function partialCopy(store: Source, key: string, dest: string, { chunk = CHUNK } = {}) {
  const layout = await layoutOf(store, key);
  if (!layout) return null;
  const { head, regions, moov } = layout;
  await writeFile(dest, head);
  await truncate(dest, layout.size);
  let fetched = 0;
  /** The original's bytes [from, to) written where the copy holds them. */
  const fill = async (from: number, to: number) => {
    const out = await open(dest, 'r+');
    try {
      let copyAt = head.length;
      for (const [start, end] of regions) {
        for (let at = Math.max(from, start); at < Math.min(to, end); at += chunk) {
          const last = Math.min(to, end, at + chunk) - 1;
          let position = copyAt + (at - start);
          for await (const piece of await store.stream(key, { start: at, end: last })) {
            await out.write(piece as Buffer, 0, (piece as Buffer).length, position);
            position += (piece as Buffer).length;
          }
          fetched += last - at + 1;
        }
        copyAt += end - start;
      }
    } finally {
      await out.close();
    }
  };
  const mediaStart = regions[0]?.[0] ?? 0;
  await fill(mediaStart, mediaStart + READY_AFTER);
  const copy: PartialCopy = {
    async need(fromS, toS) {
      const span = samplesSpan(moov, Math.max(0, fromS - MARGIN_S), toS + MARGIN_S);
      // The first media bytes are in already: a span that starts among them is not fetched twice.
      if (span) await fill(Math.max(span.start, mediaStart + READY_AFTER), span.end);
      else await fill(mediaStart, layout.size);
    },
    fetched: () => fetched,
  };
  return copy;
}
