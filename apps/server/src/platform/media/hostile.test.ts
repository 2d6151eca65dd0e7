import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { drefHostile, playlistInMp4, secretFile } from '@stringer/test-support/hostile-media';
import * as fx from '@stringer/test-support/media';
import { beforeAll, describe, expect, it } from 'vitest';
import { ffmpegPath } from './binaries';
import { inputArgs } from './hardening';
import {
  audioPeaks,
  frame,
  MediaError,
  makeHls,
  makePoster,
  makePreview,
  makeStoryboard,
  probeDetailed,
} from './index';
import { ffmpeg } from './run';

/** Hostile, broken and runaway inputs: each job rejects or produces output free of other files' bytes. */

const MOV = 'video/quicktime';
const MP4 = 'video/mp4';
const marker = `SECRET-${randomUUID()}`;

let dir: string;
let out: string;
let secret: string;

beforeAll(() => {
  dir = fx.fixtureDir();
  out = path.join(dir, 'out');
  mkdirSync(out);
  secret = secretFile(dir, marker);
});

/** Every file under `root`, recursively. */
const allFiles = (root: string): string[] =>
  readdirSync(root, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? allFiles(path.join(root, e.name)) : [path.join(root, e.name)],
  );

/** Runs each job; whichever succeed, no byte they wrote (or piped) holds the marker. */
async function assertNoLeak(src: string, container: string) {
  const meta = await probeDetailed(src, container);
  const jobDir = path.join(out, path.basename(src));
  mkdirSync(jobDir);
  const settled = await Promise.allSettled([
    makePreview(src, container, path.join(jobDir, 'preview.mp4'), meta, { preset: 'superfast' }),
    makePoster(src, container, path.join(jobDir, 'poster.jpg'), meta),
    makeStoryboard(src, container, path.join(jobDir, 'board'), meta),
    makeHls(src, container, path.join(jobDir, 'hls'), meta, { preset: 'superfast' }),
    frame(src, 0.5, container),
    audioPeaks(src, container, meta),
  ]);
  for (const s of settled) {
    if (s.status === 'rejected') expect(s.reason).toBeInstanceOf(MediaError);
  }
  if (process.env.MEDIA_TEST_VERBOSE)
    console.log(settled.map((s) => (s.status === 'rejected' ? String(s.reason).slice(0, 300) : 'ok')));
  const piped = settled.flatMap((s) => (s.status === 'fulfilled' && Buffer.isBuffer(s.value) ? [s.value] : []));
  for (const bytes of [...piped, ...allFiles(jobDir).map((f) => readFileSync(f))]) {
    expect(bytes.includes(marker)).toBe(false);
  }
  return settled;
}

describe('a MOV whose sound track is stored "in" a neighbouring file (dref alias)', () => {
  let hostile: string;
  beforeAll(() => {
    hostile = drefHostile(dir, path.basename(secret));
  });

  it('is a real attack: ffmpeg with external references enabled copies the secret out', () => {
    const leaked = execFileSync(ffmpegPath(), [
      ...['-v', 'error', '-enable_drefs', '1', '-i', hostile, '-map', '0:a', '-f', 'u8', 'pipe:1'],
    ]);
    expect(leaked.includes(marker)).toBe(true);
  });

  it('is refused by the hardened input: the same copy yields none of the secret', async () => {
    const copy = ffmpeg([...inputArgs(hostile, MOV), '-map', '0:a', '-f', 'u8', 'pipe:1'], { timeoutMs: 10_000 });
    const result = await copy.then(
      (r) => r.stdout,
      (err: unknown) => err,
    );
    if (Buffer.isBuffer(result)) expect(result.includes(marker)).toBe(false);
    else expect(String(result)).toMatch(/enable_drefs|Output file is empty/);
  });

  it('makes no rendition that holds the secret', async () => {
    await assertNoLeak(hostile, MOV);
  });
});

describe('an HLS playlist behind a valid ftyp box, named .mp4', () => {
  let hostile: string;
  beforeAll(() => {
    hostile = playlistInMp4(dir, secret);
  });

  it('is read as MOV only, and refused as one', async () => {
    const err = await probeDetailed(hostile, MP4).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MediaError);
    expect(String(err)).toMatch(/input forced to -f mov, protocols file\): .*(moov atom not found|Invalid data)/s);
  });

  it('makes nothing, and never reads the files it names', async () => {
    // It cannot be probed, so a job that skipped probing gets a real clip's metadata.
    const meta = await probeDetailed(fx.black(dir), MP4);
    const file = path.join(out, 'playlist-preview.mp4');
    const err = await makePreview(hostile, MP4, file, meta).catch((e: unknown) => e);
    expect(String(err)).toMatch(/-f mov/);
    expect(readdirSync(out).filter((n) => n.startsWith('playlist') || n.includes('partial'))).toEqual([]);
    await expect(frame(hostile, 0, MP4)).rejects.toThrow(/moov atom not found|Invalid data/);
  });

  it('is refused before ffmpeg starts when its sniffed type is not MP4 or QuickTime', async () => {
    await expect(probeDetailed(hostile, 'application/vnd.apple.mpegurl')).rejects.toThrow(/refusing container/);
  });
});

describe('broken and runaway inputs', () => {
  let portrait: string;
  beforeAll(() => {
    portrait = fx.portrait(dir);
  });

  it('a file cut in half: the preview fails cleanly or is shorter, never hangs', async () => {
    const src = fx.truncated(dir);
    const meta = await probeDetailed(src, MP4);
    const file = path.join(out, 'truncated.mp4');
    const result = await makePreview(src, MP4, file, meta, { preset: 'superfast' }).then(
      () => 'made',
      (e: unknown) => e,
    );
    if (result === 'made') {
      expect(Number(fx.ffprobeJson(file).format.duration)).toBeLessThan(meta.durationS - 0.5);
    } else expect(result).toBeInstanceOf(MediaError);
  });

  it('is killed at its time limit and leaves no partial file', async () => {
    const src = portrait;
    const meta = await probeDetailed(src, MP4);
    const file = path.join(out, 'slow.mp4');
    const limits = { baseMs: 200, perMediaSecond: 0 };
    await expect(makePreview(src, MP4, file, meta, { limits })).rejects.toThrow(/timed out after 200 ms/);
    expect(readdirSync(out).filter((n) => n.includes('slow'))).toEqual([]);
  });

  it('runs ffmpeg at niceness 10', async () => {
    const src = portrait;
    const meta = await probeDetailed(src, MP4);
    const file = path.join(out, `nice-${randomUUID()}.mp4`);
    let niceness: string | undefined;
    await makePreview(src, MP4, file, meta, {
      preset: 'superfast',
      onProgress: () => {
        niceness ??= execFileSync('ps', ['-o', 'ni=,args=', '-C', 'ffmpeg'])
          .toString()
          .split('\n')
          .find((l) => l.includes(path.basename(file)))
          ?.trim()
          .split(/\s+/)[0];
      },
    });
    expect(niceness).toBe('10');
  });

  it('an all-black video still gets a (black) poster', async () => {
    const src = fx.black(dir);
    const file = path.join(out, 'black.jpg');
    await makePoster(src, MP4, file, await probeDetailed(src, MP4));
    expect(statSync(file).size).toBeGreaterThan(0);
    expect(fx.meanLuma(file)).toBeLessThan(20);
  });
});
