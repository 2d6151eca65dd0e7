import { describe, expect, it } from 'vitest';
import { hasManifestBox } from './manifest-box';

const C2PA_UUID = Buffer.from('d8fec3d61b0e483c92975828877ec481', 'hex');

/** A top-level box: a 32-bit size, or 1 and a 64-bit size after the type. */
function box(type: string, payload: Buffer, large = false) {
  const head = Buffer.alloc(large ? 16 : 8);
  const size = head.length + payload.length;
  head.writeUInt32BE(large ? 1 : size, 0);
  head.write(type, 4, 'latin1');
  if (large) head.writeBigUInt64BE(BigInt(size), 8);
  return Buffer.concat([head, payload]);
}

const reads: number[] = [];
const ask = (file: Buffer) => {
  reads.length = 0;
  return hasManifestBox(file.length, async (offset, length) => {
    reads.push(offset);
    return file.subarray(offset, offset + length);
  });
};

const ftyp = box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2avc1mp41', 'latin1'));
const mdat = box('mdat', Buffer.alloc(5000, 7));
const moov = box('moov', Buffer.alloc(300, 1));

describe('hasManifestBox', () => {
  it('finds a C2PA uuid box after ftyp, reading only box headers', async () => {
    const file = Buffer.concat([ftyp, box('uuid', Buffer.concat([C2PA_UUID, Buffer.alloc(100)])), mdat, moov]);
    expect(await ask(file)).toBe(true);
    // One read per top-level box, at its start: never the media in between.
    expect(reads).toEqual([0, ftyp.length, ftyp.length + 124, ftyp.length + 124 + mdat.length]);
  });

  it('finds one behind a large-size mdat, and in a last box that runs to the end (size 0)', async () => {
    const late = box('uuid', Buffer.concat([C2PA_UUID, Buffer.alloc(10)]));
    expect(await ask(Buffer.concat([ftyp, box('mdat', Buffer.alloc(5000), true), late]))).toBe(true);
    const toEnd = Buffer.from(late);
    toEnd.writeUInt32BE(0, 0);
    expect(await ask(Buffer.concat([ftyp, mdat, toEnd]))).toBe(true);
  });

  it('says no for a plain file, another uuid box, and a damaged or endless box list', async () => {
    expect(await ask(Buffer.concat([ftyp, mdat, moov]))).toBe(false);
    expect(await ask(Buffer.concat([ftyp, box('uuid', Buffer.alloc(40, 3)), mdat]))).toBe(false);
    const tooSmall = Buffer.from(mdat);
    tooSmall.writeUInt32BE(4, 0);
    expect(await ask(Buffer.concat([ftyp, tooSmall]))).toBe(false);
    // Thousands of empty boxes: given up after a bounded walk, never read to the end.
    const many = Buffer.concat(Array.from({ length: 3000 }, () => box('free', Buffer.alloc(0))));
    expect(await ask(many)).toBe(false);
    expect(reads.length).toBeLessThanOrEqual(1000);
  });
});
