/**
 * The top level of an ISO BMFF file (MP4, MOV), read from box headers alone, and the one change
 * the worker makes to a copy of one: its `moov` moved before its media (decision 0080), so that a
 * copy still arriving can be read from its start.
 */

/** Reads up to `length` bytes at `offset` of the file (fewer at its end). */
export type ReadAt = (offset: number, length: number) => Promise<Buffer>;

export interface TopBox {
  type: string;
  offset: number;
  size: number;
  /** The box's first bytes (up to 32): its header, and a `uuid` box's user type after it. */
  head: Buffer;
  headerSize: number;
}

/** Top-level boxes looked at at most: a real file has a handful; a crafted one gets no endless walk. */
const MAX_BOXES = 1000;
const HEAD_BYTES = 32;

/**
 * The file's top-level boxes in order, one read of 32 bytes each (on S3 a ranged GET each); null
 * when they do not tile the file (a damaged size, or more than MAX_BOXES).
 */
export async function topLevelBoxes(size: number, readAt: ReadAt): Promise<TopBox[] | null> {
  const boxes: TopBox[] = [];
  let at = 0;
  while (at < size) {
    if (boxes.length === MAX_BOXES || size - at < 8) return null;
    const head = await readAt(at, Math.min(HEAD_BYTES, size - at));
    if (head.length < 8) return null;
    const short = head.readUInt32BE(0);
    const large = short === 1;
    if (large && head.length < 16) return null;
    const headerSize = large ? 16 : 8;
    const length = large ? Number(head.readBigUInt64BE(8)) : short === 0 ? size - at : short;
    if (length < headerSize || at + length > size) return null;
    boxes.push({ type: head.toString('latin1', 4, 8), offset: at, size: length, head, headerSize });
    at += length;
  }
  return boxes;
}

/** A box inside a buffer: its type, where its body starts and where it ends. */
export interface Box {
  type: string;
  body: number;
  end: number;
}

/** The boxes inside [start, end) of `buf`; null when their sizes do not tile it. */
export function childBoxes(buf: Buffer, start: number, end: number): Box[] | null {
  const boxes: Box[] = [];
  for (let at = start; at < end; ) {
    if (at + 8 > end) return null;
    let size = buf.readUInt32BE(at);
    let header = 8;
    if (size === 1) {
      if (at + 16 > end) return null;
      size = Number(buf.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) size = end - at;
    if (size < header || at + size > end) return null;
    boxes.push({ type: buf.toString('latin1', at + 4, at + 8), body: at + header, end: at + size });
    at += size;
  }
  return boxes;
}

/** Boxes on the way from `moov` to its chunk offset tables (stco, co64); nothing else holds file offsets. */
const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'stbl']);

/**
 * `moov` (a whole box) with every chunk offset that points into [from, to) moved by `delta`:
 * what moving `moov` from `to` back to `from` does to the media after it. Null when an offset
 * would no longer fit its 32-bit table (a file past 4 GiB), or the boxes do not parse.
 */
export function shiftChunkOffsets(moov: Buffer, from: number, to: number, delta: number): Buffer | null {
  const out = Buffer.from(moov);
  const walk = (start: number, end: number): boolean =>
    childBoxes(out, start, end)?.every(
      ({ type, body, end: boxEnd }) =>
        (!CONTAINERS.has(type) || walk(body, boxEnd)) &&
        ((type !== 'stco' && type !== 'co64') || shiftTable(body, boxEnd, type === 'co64')),
    ) ?? false;
  const shiftTable = (body: number, end: number, wide: boolean) => {
    // version and flags (4 bytes), entry count (4), then the offsets.
    if (body + 8 > end) return false;
    const count = out.readUInt32BE(body + 4);
    const width = wide ? 8 : 4;
    if (body + 8 + count * width > end) return false;
    for (let i = 0; i < count; i++) {
      const at = body + 8 + i * width;
      const offset = wide ? Number(out.readBigUInt64BE(at)) : out.readUInt32BE(at);
      if (offset < from || offset >= to) continue;
      const moved = offset + delta;
      if (wide) out.writeBigUInt64BE(BigInt(moved), at);
      else if (moved > 0xffffffff) return false;
      else out.writeUInt32BE(moved, at);
    }
    return true;
  };
  return out.length >= 8 && out.toString('latin1', 4, 8) === 'moov' && walk(8, out.length) ? out : null;
}
