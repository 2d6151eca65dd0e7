import { execFileSync, spawnSync } from 'node:child_process';
import { createReadStream, readFileSync, statSync, writeFileSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ffmpeg, fixtureDir, pattern, tone, x264 } from '@stringer/test-support/media';
import { describe, expect, it } from 'vitest';
import { ffmpegPath } from '../media';
import { topLevelBoxes } from '../media/bmff';
import { probeDetailed } from '../media/probe';
import { copyStream } from '../media/stream';
import { growingCopy, partialCopy } from './growing-copy';

const dir = fixtureDir();

/** A clip as a camera writes it (ffmpeg's default: the index, `moov`, after the media), or with it first. */
function clip(name: string, faststart = false) {
  const out = path.join(dir, name);
  ffmpeg(
    ...pattern('640x360', 25, 12),
    ...tone(12),
    ...x264,
    ...['-g', '25', '-c:a', 'aac', '-shortest'],
    ...(faststart ? ['-movflags', '+faststart'] : []),
    out,
  );
  return out;
}

/** A file on disk as the object store serves it: ranged reads, each answered after `delayMs`. */
function storeOf(file: string, delayMs = 0) {
  const served: number[] = [];
  return {
    served,
    sizeOf: async () => statSync(file).size,
    stream: async (_key: string, range?: { start: number; end: number }) => {
      if (delayMs) await sleep(delayMs);
      served.push(Date.now());
      return createReadStream(file, range);
    },
  };
}

/** Every packet's checksum, as ffmpeg reads them: the same media, whatever the boxes' order. */
const packets = (file: string) =>
  execFileSync(ffmpegPath(), ['-v', 'error', '-i', file, '-map', '0', '-c', 'copy', '-f', 'framemd5', '-'])
    .toString()
    .split('\n')
    .filter((l) => l && !l.startsWith('#'));

const order = async (file: string) => {
  const size = statSync(file).size;
  const bytes = readFileSync(file);
  return (await topLevelBoxes(size, async (o, l) => bytes.subarray(o, o + l)))?.map((b) => b.type);
};

describe('an original copied from the object store as it arrives (decision 0080)', () => {
  it("moves a camera's trailing moov before the media, every packet the same", async () => {
    const src = clip('camera.mp4');
    expect((await order(src))?.slice(-1)).toEqual(['moov']);
    const dest = path.join(dir, 'copy.mp4');
    const arriving = await growingCopy(storeOf(src), 'k', dest, { chunk: 256 * 1024, readyAfter: 256 * 1024 });
    await arriving?.whole;
    expect(await order(dest)).toEqual(['ftyp', 'free', 'moov', 'mdat']);
    expect(statSync(dest).size).toBe(statSync(src).size);
    expect(packets(dest)).toEqual(packets(src));
  });

  it('copies one whose moov is first byte for byte, and refuses a top level it cannot reorder', async () => {
    const src = clip('faststart.mp4', true);
    const dest = path.join(dir, 'copy-fast.mp4');
    await (await growingCopy(storeOf(src), 'k', dest))?.whole;
    expect(readFileSync(dest).equals(readFileSync(src))).toBe(true);
    const broken = path.join(dir, 'broken.mp4');
    const bytes = readFileSync(src);
    bytes.writeUInt32BE(3, 0);
    writeFileSync(broken, bytes);
    expect(await growingCopy(storeOf(broken), 'k', path.join(dir, 'never.mp4'))).toBeNull();
  });

  it('lets the packager start on the copy while it arrives and follow it to the end', async () => {
    const src = clip('slow.mov');
    const store = storeOf(src, 150);
    const dest = path.join(dir, 'arriving.mov');
    const arriving = await growingCopy(store, 'k', dest, { chunk: 128 * 1024, readyAfter: 128 * 1024 });
    if (!arriving) throw new Error('not reorderable');
    let wholeAt = 0;
    const whole = arriving.whole.then(() => {
      wholeAt = Date.now();
    });
    const meta = await probeDetailed(dest, 'video/quicktime');
    const out = path.join(dir, 'stream');
    await copyStream(dest, 'video/quicktime', out, meta, { growing: true });
    await whole;
    const segments = (await readdir(out)).filter((f) => f.endsWith('.m4s')).sort();
    expect(segments.length).toBeGreaterThanOrEqual(3);
    // The first segment was written while the copy was still arriving, and the last is whole.
    expect((await stat(path.join(out, segments[0] as string))).mtimeMs).toBeLessThan(wholeAt);
    expect(store.served.length).toBeGreaterThan(5);
    const playlist = readFileSync(path.join(out, 'index.m3u8'), 'utf8');
    expect(playlist).toContain('#EXT-X-ENDLIST');
    const listed = [...playlist.matchAll(/#EXTINF:([\d.]+)/g)].reduce((sum, m) => sum + Number(m[1]), 0);
    expect(listed).toBeCloseTo(12, 0);
  });
});

/**
 * What ffmpeg decodes from `atS` for `seconds` (seeking as a range's encode does): every frame's
 * and sound packet's checksum, and what it said of the packets it could not decode.
 */
function decoded(file: string, atS: number, seconds: number) {
  const run = spawnSync(ffmpegPath(), [
    ...['-v', 'error', '-ss', String(atS), '-i', file, '-t', String(seconds), '-map', '0', '-f', 'framemd5', '-'],
  ]);
  const lines = run.stdout
    .toString()
    .split('\n')
    .filter((l) => l && !l.startsWith('#'));
  return { lines, errors: run.stderr.toString() };
}

describe("one range of an original fetched alone, by the index's sample tables (decision 0080)", () => {
  // 24 s of grainy 640x360 (~24 MB), a keyframe every 5 s and B-frames: a range seeks back to one.
  const grainy = (name: string, faststart: boolean) => {
    const out = path.join(dir, name);
    ffmpeg(
      ...['-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25:duration=24,noise=alls=60:allf=t'],
      ...tone(24),
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-g', '125', '-b:v', '8M'],
      ...['-maxrate', '8M', '-bufsize', '16M', '-c:a', 'aac', '-shortest'],
      ...(faststart ? ['-movflags', '+faststart'] : []),
      out,
    );
    return out;
  };

  it.each([
    ['its index last, as a camera writes it', 'range-camera.mov', false],
    ['its index first', 'range-fast.mp4', true],
  ])(
    'decodes the range from its own bytes as from the whole file (%s)',
    async (_, name, faststart) => {
      const src = grainy(name, faststart);
      const dest = path.join(dir, `part-${name}`);
      const copy = await partialCopy(storeOf(src), 'k', dest, { chunk: 1024 * 1024 });
      if (!copy) throw new Error('not reorderable');
      // The probe reads the copy's head and first media bytes, as the step does before it asks.
      const mime = faststart ? 'video/mp4' : 'video/quicktime';
      expect(await probeDetailed(dest, mime)).toEqual(await probeDetailed(src, mime));
      await copy.need(12, 16);
      expect(statSync(dest).size).toBe(statSync(src).size);
      expect(copy.fetched()).toBeLessThan(statSync(src).size * 0.6);
      // Nothing read from the hole: no packet fails to decode, even those before the range's start.
      expect(decoded(dest, 12, 4)).toEqual({ ...decoded(src, 12, 4), errors: '' });
    },
    60_000,
  );

  it('fetches the whole media of a file whose index holds no samples (fragmented)', async () => {
    const src = path.join(dir, 'fragmented.mp4');
    ffmpeg(...pattern('320x180', 25, 6), ...x264, ...['-g', '25', '-movflags', 'frag_keyframe+empty_moov', src]);
    const dest = path.join(dir, 'part-fragmented.mp4');
    const copy = await partialCopy(storeOf(src), 'k', dest);
    await copy?.need(2, 3);
    expect(readFileSync(dest).equals(readFileSync(src))).toBe(true);
  });
});
