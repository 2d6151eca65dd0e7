/** The user type of the `uuid` box that holds a C2PA manifest store in an ISO BMFF file (MP4, MOV). */
const C2PA_UUID = Buffer.from('d8fec3d61b0e483c92975828877ec481', 'hex');
/** Top-level boxes looked at at most: a real file has a handful; a crafted one gets no endless walk. */
const MAX_BOXES = 1000;
/** Enough for a box's header (large size included) and a `uuid` box's user type. */
const HEADER_BYTES = 32;

/** Reads up to `length` bytes at `offset` of the file (fewer at its end). */
export type ReadAt = (offset: number, length: number) => Promise<Buffer>;

/**
 * Whether an MP4 or MOV carries an embedded C2PA manifest store: a top-level `uuid` box of C2PA's
 * type. Only box headers are read (one read of 32 bytes per top-level box, on S3 a ranged GET),
 * so every video can be asked, and only the few that carry credentials pay for reading them whole.
 */
export async function hasManifestBox(size: number, readAt: ReadAt): Promise<boolean> {
  let at = 0;
  for (let n = 0; n < MAX_BOXES && at + 8 <= size; n++) {
    const head = await readAt(at, Math.min(HEADER_BYTES, size - at));
    if (head.length < 8) return false;
    const short = head.readUInt32BE(0);
    const large = short === 1;
    if (large && head.length < 16) return false;
    const headerLength = large ? 16 : 8;
    const length = large ? Number(head.readBigUInt64BE(8)) : short === 0 ? size - at : short;
    if (length < headerLength) return false;
    const userType = head.subarray(headerLength, headerLength + 16);
    if (head.toString('latin1', 4, 8) === 'uuid' && userType.equals(C2PA_UUID)) return true;
    at += length;
  }
  return false;
}
