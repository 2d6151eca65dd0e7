/**
 * The top-level boxes of an MP4 or QuickTime file (ISO/IEC 14496-12 section 4.2), read header by
 * header: a few reads of 16 bytes, each seeking past the box before it, so a 30 GB file costs what
 * a small one does. Nothing is decoded: an HEVC or ProRes file reads as well as an H.264 one.
 */

/** Up to `length` bytes at `offset` (fewer at the end of the file). */
export type ReadAt = (offset: number, length: number) => Promise<Uint8Array>;

/**
 * Whether the file has its `moov` (the index saying where every frame is): `absent` only when the
 * boxes were walked cleanly to the end (or to a last box the file ends inside, a cut file) without
 * one. Boxes that make no sense, or too many of them, are `unknown`: the server judges those.
 */
export type MovieIndex = 'present' | 'absent' | 'unknown';

// A file of more top-level boxes than this before its index is not one a camera or editor writes.
const MAX_BOXES = 1000;

export async function movieIndex(read: ReadAt, fileSize: number): Promise<MovieIndex> {
  let offset = 0;
  for (let n = 0; n < MAX_BOXES; n++) {
    // Fewer than a header's bytes left: padding after the last box.
    if (fileSize - offset < 8) return 'absent';
    const head = await read(offset, 16);
    if (head.length < 8) return 'unknown';
    const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
    const type = head.subarray(4, 8);
    // A type is four printable characters: anything else is not a box, and not ours to judge.
    if (type.some((c) => c < 0x20 || c > 0x7e)) return 'unknown';
    if (String.fromCharCode(...type) === 'moov') return 'present';
    let size = view.getUint32(0);
    if (size === 1) {
      // A 64-bit size follows the type (an mdat over 4 GB).
      if (head.length < 16) return 'unknown';
      size = Number(view.getBigUint64(8));
      if (size < 16) return 'unknown';
    } else if (size === 0) {
      // "To the end of the file": the last box.
      return 'absent';
    } else if (size < 8) return 'unknown';
    offset += size;
    if (offset >= fileSize) return 'absent';
  }
  return 'unknown';
}
