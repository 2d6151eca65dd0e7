import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ffmpegPath } from '@stringer/server/src/platform/media';
import * as fx from '@stringer/test-support/media';
import { beforeAll, describe, expect, it } from 'vitest';
import { movieIndex, type ReadAt } from './iso-boxes';

const box = (type: string, bodyBytes = 0) => {
  const b = new Uint8Array(8 + bodyBytes);
  new DataView(b.buffer).setUint32(0, b.length);
  b.set(new TextEncoder().encode(type), 4);
  return b;
};
const join = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

/** A reader over bytes in memory, counting its reads. */
function reader(bytes: Uint8Array) {
  const reads: number[] = [];
  const read: ReadAt = async (offset, length) => {
    reads.push(offset);
    return bytes.subarray(offset, offset + length);
  };
  return { read, reads, size: bytes.length };
}

const verdict = (bytes: Uint8Array) => movieIndex(reader(bytes).read, bytes.length);
const ftyp = box('ftyp', 16);

describe('movieIndex over boxes built by hand', () => {
  it('should find a moov before or after the media', async () => {
    expect(await verdict(join(ftyp, box('moov', 40), box('mdat', 100)))).toBe('present');
    expect(await verdict(join(ftyp, box('free'), box('mdat', 100), box('moov', 40)))).toBe('present');
  });

  it('should call a file with no moov absent: an mdat to the end (size 0), one the file ends inside, or the last box', async () => {
    const toEnd = box('mdat', 100);
    new DataView(toEnd.buffer).setUint32(0, 0);
    expect(await verdict(join(ftyp, toEnd))).toBe('absent');
    expect(await verdict(join(ftyp, box('mdat', 100)).subarray(0, 60))).toBe('absent');
    expect(await verdict(join(ftyp, box('wide'), box('mdat', 100)))).toBe('absent');
    // A few bytes of padding after the last box are not a box.
    expect(await verdict(join(ftyp, box('mdat', 100), new Uint8Array(4)))).toBe('absent');
  });

  it('should leave what is not a clean walk to the server', async () => {
    const tiny = box('mdat', 100);
    new DataView(tiny.buffer).setUint32(0, 5);
    expect(await verdict(join(ftyp, tiny))).toBe('unknown');
    expect(await verdict(join(ftyp, new Uint8Array([0, 0, 0, 16, 0xff, 0, 1, 2]), new Uint8Array(8)))).toBe('unknown');
    const many = Array.from({ length: 1001 }, () => box('free'));
    expect(await verdict(join(ftyp, ...many, box('moov')))).toBe('unknown');
  });

  it('should step over a 30 GB mdat by its 64-bit size in three reads', async () => {
    const mdatSize = 30 * 1024 ** 3;
    const large = new Uint8Array(16);
    const view = new DataView(large.buffer);
    view.setUint32(0, 1);
    large.set(new TextEncoder().encode('mdat'), 4);
    view.setBigUint64(8, BigInt(mdatSize));
    const moovAt = ftyp.length + mdatSize;
    const moov = box('moov', 40);
    // Only the headers exist: a sparse file of 30 GB.
    const reads: number[] = [];
    const read: ReadAt = async (offset, length) => {
      reads.push(offset);
      if (offset === 0) return ftyp.subarray(0, length);
      if (offset === ftyp.length) return large.subarray(0, length);
      if (offset === moovAt) return moov.subarray(0, length);
      throw new Error(`read at ${offset}`);
    };
    expect(await movieIndex(read, moovAt + moov.length)).toBe('present');
    expect(reads).toEqual([0, ftyp.length, moovAt]);
    expect(await movieIndex(read, moovAt)).toBe('absent');
  });
});

// ffmpeg makes six videos (HEVC, ProRes, HDR...): seconds on a busy machine, past Vitest's 5 s.
describe('movieIndex over files ffmpeg made', { timeout: 60_000 }, () => {
  let dir: string;
  const run = (...args: string[]) => execFileSync(ffmpegPath(), ['-v', 'error', '-y', ...args]);
  const read = (file: string) => verdict(new Uint8Array(readFileSync(file)));
  beforeAll(() => {
    dir = fx.fixtureDir();
  });

  it('should find the index of MP4 and MOV files whatever their codec, first or last', async () => {
    const last = path.join(dir, 'moov-last.mp4');
    run('-f', 'lavfi', '-i', 'testsrc=size=160x90:rate=10:duration=2', '-c:v', 'libx264', '-preset', 'ultrafast', last);
    expect(await read(last)).toBe('present');
    expect(await read(fx.truncated(dir))).toBe('present');
    expect(await read(fx.hevcRotated(dir))).toBe('present');
    expect(await read(fx.proresBlackStart(dir))).toBe('present');
    expect(await read(fx.hdr10(dir))).toBe('present');
    expect(await read(fx.variableRate(dir))).toBe('present');
  });

  it('should find none in a recording that stopped before its index was written', async () => {
    const whole = path.join(dir, 'recording.mov');
    run('-f', 'lavfi', '-i', 'testsrc=size=160x90:rate=10:duration=2', '-c:v', 'prores_ks', whole);
    const bytes = readFileSync(whole);
    // The index is written last: everything before it is what a crashed camera leaves.
    const cut = path.join(dir, 'no-index.mov');
    writeFileSync(cut, bytes.subarray(0, bytes.lastIndexOf('moov') - 4));
    expect(await read(cut)).toBe('absent');
  });
});
