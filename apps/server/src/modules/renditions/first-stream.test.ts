import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PlayerMedia, TechnicalInfo } from '@stringer/shared/schemas/files';
import { logIn, signUp } from '@stringer/test-support/accounts';
import { call } from '@stringer/test-support/api';
import {
  ffmpeg,
  ffprobeJson,
  fixtureDir,
  hevcRotated,
  meanLuma,
  pattern,
  tone,
  x264,
} from '@stringer/test-support/media';
import { newStaff } from '@stringer/test-support/staff';
import { uploadReady } from '@stringer/test-support/uploads';
import { publishWorkOf } from '@stringer/test-support/works';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeS3, s3Env, startFakeS3 } from '../../../test/s3-server';
import { createTestApp, RENDERS, type TestApp } from '../../../test/test-app';
import { ffprobePath } from '../../platform/media';
import { FINGERPRINT_QUEUE } from '../verification-desk';

const fixtures = fixtureDir();

/** H.264 High 4:2:0 with AAC, keyframes every `gop` frames at 25 fps, GPS and a capture time. */
function h264(name: string, seconds: number, gop: number) {
  const out = path.join(fixtures, name);
  ffmpeg(
    ...pattern('640x360', 25, seconds),
    ...tone(seconds),
    ...x264,
    ...['-profile:v', 'high', '-g', String(gop), '-keyint_min', String(gop), '-sc_threshold', '0'],
    ...['-c:a', 'aac', '-metadata', 'creation_time=2024-05-01T10:00:00Z'],
    ...['-metadata', 'location=+48.8577+002.2950/', out],
  );
  return out;
}

/** The video timestamps (seconds) of a file, as ffprobe reads its packets. */
function videoTimes(file: string): number[] {
  return packetTimes(file, 'v:0');
}

function packetTimes(file: string, stream: string): number[] {
  const args = ['-v', 'error', '-of', 'json', '-select_streams', stream, '-show_entries', 'packet=pts_time', file];
  const { packets } = JSON.parse(execFileSync(ffprobePath(), args).toString()) as { packets: { pts_time: string }[] };
  return packets.map((p) => Number(p.pts_time)).sort((a, b) => a - b);
}

describe('the first stream: playable within seconds of the upload (decision 0080)', () => {
  let t: TestApp;
  let base: string;
  let creator: string;
  let reviewer: string;

  beforeAll(async () => {
    t = await createTestApp({ ...RENDERS });
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    creator = await logIn(t.app, (await signUp(t.app)).mail);
    reviewer = (await newStaff(t.app, t.url, 'reviewer')).token;
  });
  afterAll(() => t.close());

  const media = async (fileId: string): Promise<PlayerMedia> =>
    (await call(t.app, 'GET', `/web/files/${fileId}/info`, { token: creator })).body.data.media;
  const ready = async (fileId: string) => {
    await expect.poll(async () => (await media(fileId)).state, { timeout: 90_000, interval: 250 }).toBe('ready');
    return media(fileId);
  };
  const get = (url: string) => fetch(new URL(url, base));

  /** The stream's playlist, and its segments joined after its init segment into one local file. */
  async function joined(streamUrl: string, name: string) {
    const res = await get(streamUrl);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    const playlist = await res.text();
    const map = /#EXT-X-MAP:URI="([^"]+)"/.exec(playlist)?.[1] as string;
    // Every file it names carries the signature: the player's requests send no session.
    expect(map).toMatch(/^init\.mp4\?exp=\d+&sig=/);
    const segments = playlist.split('\n').filter((l) => l && !l.startsWith('#'));
    const parts = [map, ...segments].map((uri) => new URL(uri, new URL(streamUrl, base)).toString());
    const bytes = await Promise.all(parts.map(async (u) => Buffer.from(await (await fetch(u)).arrayBuffer())));
    const file = path.join(fixtures, name);
    writeFileSync(file, Buffer.concat(bytes));
    return { playlist, file };
  }

  const technical = async (fileId: string): Promise<TechnicalInfo> => {
    // Staff read the facts of a work's videos.
    await publishWorkOf(t.app, base, creator, [fileId]);
    return (await call(t.app, 'GET', `/manager/files/${fileId}/technical`, { token: reviewer })).body.data;
  };

  it('should package standard H.264 as it is, every frame, without its capture time or place', async () => {
    const fileId = await uploadReady(t.app, base, creator, readFileSync(h264('h264.mp4', 6, 25)), {
      kind: 'video',
      filename: 'h264.mp4',
    });
    const done = await ready(fileId);
    const { playlist, file } = await joined(done.streamUrl as string, 'copied.mp4');
    expect(playlist).toContain('#EXT-X-PLAYLIST-TYPE:EVENT');
    expect(playlist).toMatch(/#EXT-X-ENDLIST\n$/);
    const probed = ffprobeJson(file);
    const video = probed.streams.find((s) => s.codec_type === 'video');
    // The original's picture, not a rendition's: full size, every frame (25 fps × 6 s).
    expect([video?.codec_name, video?.width, video?.height]).toEqual(['h264', 640, 360]);
    expect(videoTimes(file)).toHaveLength(150);
    expect(probed.streams.some((s) => s.codec_type === 'audio')).toBe(true);
    expect(JSON.stringify(probed)).not.toMatch(/"location"|2024-05-01|48\.8577/);
    expect(meanLuma(file, 3)).toBeGreaterThan(40);
    expect(await technical(fileId)).toMatchObject({ firstStream: 'copied', notCopiedKey: null });
    // The preview and the ladder still come, for the public pages and the quality menu.
    expect(done.previewUrl).not.toBeNull();
    expect(done.hlsUrl).not.toBeNull();
  });

  it("should package an upright phone's H.264 as it is, turned as it was held", async () => {
    const lying = h264('portrait-source.mp4', 3, 25);
    const held = path.join(fixtures, 'portrait.mp4');
    ffmpeg('-i', lying, '-c', 'copy', '-metadata:s:v:0', 'rotate=90', held);
    const fileId = await uploadReady(t.app, base, creator, readFileSync(held), {
      kind: 'video',
      filename: 'portrait.mp4',
    });
    const done = await ready(fileId);
    const { file } = await joined(done.streamUrl as string, 'portrait-stream.mp4');
    // The stored picture lies as the phone's sensor does; the init segment turns it, as the original did.
    const rotation = execFileSync(ffprobePath(), [
      ...['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream_side_data=rotation'],
      ...['-of', 'csv=p=0', file],
    ]).toString();
    expect(rotation.trim()).toMatch(/^-?90$/);
    expect(await technical(fileId)).toMatchObject({ firstStream: 'copied', rotation: 90 });
  });

  it('should encode the stream of a phone clip (HEVC, rotated), upright and without a seam, and say why', async () => {
    const fileId = await uploadReady(t.app, base, creator, readFileSync(hevcRotated(fixtures)), {
      kind: 'video',
      filename: 'IMG_0001.MOV',
    });
    const done = await ready(fileId);
    const { file } = await joined(done.streamUrl as string, 'encoded.mp4');
    const video = ffprobeJson(file).streams.find((s) => s.codec_type === 'video');
    expect(video?.codec_name).toBe('h264');
    expect(Number(video?.height)).toBeGreaterThan(Number(video?.width));
    // 2 s at 15 fps: every frame once, one frame's time apart across the segments' joins.
    const times = videoTimes(file);
    expect(times).toHaveLength(30);
    const steps = new Set(times.slice(1).map((at, i) => Math.round((at - (times[i] as number)) * 1000)));
    expect([...steps]).toEqual([67]);
    expect(meanLuma(file, 1)).toBeGreaterThan(40);
    expect(await technical(fileId)).toMatchObject({
      firstStream: 'encoded',
      notCopiedKey: 'technical.notCopied.codec',
    });
  });

  it('should encode H.264 whose keyframes are too far apart for its segments, saying so', async () => {
    // One keyframe in 12 s: a copied first segment would be 12 s long.
    const fileId = await uploadReady(t.app, base, creator, readFileSync(h264('sparse.mp4', 12, 300)), {
      kind: 'video',
      filename: 'sparse.mp4',
    });
    const done = await ready(fileId);
    const { file } = await joined(done.streamUrl as string, 'sparse-stream.mp4');
    expect(ffprobeJson(file).streams.find((s) => s.codec_type === 'video')?.height).toBe(360);
    expect(videoTimes(file)).toHaveLength(300);
    expect(await technical(fileId)).toMatchObject({
      firstStream: 'encoded',
      notCopiedKey: 'technical.notCopied.keyframes',
    });
  });
});

// In a bucket, each range job fetches its own samples into a sparse copy (decision 0080): the
// clip is grainy there (~10 MB), so that the ranges after the first leave most of it a hole.
describe.each([
  ['on local disk', false],
  ['in an S3-compatible bucket, each range from its own bytes', true],
])('a long video encoded in ranges, each a job of its own, joined without a seam (%s)', (_, inBucket) => {
  let s3: FakeS3 | undefined;
  let t: TestApp;
  let base: string;
  let creator: string;

  beforeAll(async () => {
    s3 = inBucket ? await startFakeS3() : undefined;
    // Ranges of 4 s from 10 s: a 13 s clip is cut as a 13 min one is by default.
    t = await createTestApp({ ...RENDERS, ...(s3 && s3Env(s3)), RANGE_SECONDS: '4', RANGED_FROM_SECONDS: '10' });
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    creator = await logIn(t.app, (await signUp(t.app)).mail);
  });
  afterAll(async () => {
    await t.close();
    await s3?.close();
  });

  it('should play the stream as ranges finish, and join the preview with every frame once and the sound in step', async () => {
    const clip = path.join(fixtures, inBucket ? 'long-hevc-grainy.mov' : 'long-hevc.mov');
    ffmpeg(
      ...(inBucket
        ? ['-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=25:duration=13,noise=alls=40:allf=t']
        : pattern('320x180', 25, 13)),
      ...tone(13),
      ...['-c:v', 'libx265', '-preset', 'ultrafast', ...(inBucket ? ['-b:v', '6M'] : [])],
      // A keyframe a second in the bucket, so that a range's bytes start near it and end before the file does.
      ...['-x265-params', `log-level=error${inBucket ? ':keyint=25' : ''}`, '-tag:v', 'hvc1', '-c:a', 'aac', clip],
    );
    const fileId = await uploadReady(t.app, base, creator, readFileSync(clip), { kind: 'video', filename: 'long.mov' });
    const info = async (): Promise<PlayerMedia> =>
      (await call(t.app, 'GET', `/web/files/${fileId}/info`, { token: creator })).body.data.media;
    await expect.poll(async () => (await info()).state, { timeout: 120_000, interval: 250 }).toBe('ready');
    const done = await info();
    const playlist = await (await fetch(new URL(done.streamUrl as string, base))).text();
    // 325 frames in ranges of 100: the last 25 go with the third.
    expect(playlist.match(/#EXT-X-MAP:URI="r00\d-init\.mp4\?exp=/g)).toHaveLength(3);
    expect(playlist.match(/#EXT-X-DISCONTINUITY/g)).toHaveLength(2);
    expect(playlist).toMatch(/#EXT-X-ENDLIST\n$/);
    const seconds = [...playlist.matchAll(/#EXTINF:([\d.]+)/g)].reduce((total, m) => total + Number(m[1]), 0);
    expect(seconds).toBeCloseTo(13, 1);
    expect(
      await t.sql.query('SELECT count(*)::int AS n FROM rendition_ranges WHERE file_id = $1', [fileId]),
    ).toMatchObject({
      rows: [{ n: 3 }],
    });

    const preview = path.join(fixtures, 'long-preview.mp4');
    writeFileSync(preview, Buffer.from(await (await fetch(new URL(done.previewUrl as string, base))).arrayBuffer()));
    const times = videoTimes(preview);
    expect(times).toHaveLength(325);
    const steps = new Set(times.slice(1).map((at, i) => Math.round((at - (times[i] as number)) * 1000)));
    expect([...steps]).toEqual([40]);
    // The sound runs on across the joins: no gap or overlap as long as a frame.
    const audio = packetTimes(preview, 'a:0');
    const jumps = audio.slice(1).map((at, i) => at - (audio[i] as number));
    expect(Math.max(...jumps)).toBeLessThan(0.04);
    expect(Math.min(...jumps)).toBeGreaterThan(0);
    expect(audio.at(-1)).toBeGreaterThan(12.9);
    for (const at of [3.9, 4.1, 8.1, 12.5]) expect(meanLuma(preview, at)).toBeGreaterThan(40);
  }, 180_000);
});

describe('an original in an S3-compatible bucket, packaged while it is still being copied (decision 0080)', () => {
  let s3: FakeS3;
  let t: TestApp;
  let base: string;
  let creator: string;

  beforeAll(async () => {
    s3 = await startFakeS3();
    t = await createTestApp({ ...RENDERS, ...s3Env(s3) });
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    creator = await logIn(t.app, (await signUp(t.app)).mail);
  });
  let release: () => void = () => {};
  afterAll(async () => {
    release();
    await t.close();
    await s3.close();
  });

  it('should list the copied stream before the worker has the whole original, then finish it', async () => {
    // 14 s of grainy H.264 at 12 Mbit/s, its index last as a camera writes it: ~21 MB, three of
    // the worker's 8 MiB reads. Small frames (320x180): the size is the bit rate's, the encodes a third.
    const clip = path.join(fixtures, 'grainy.mp4');
    ffmpeg(
      ...['-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=25:duration=14,noise=alls=60:allf=t'],
      ...tone(14),
      ...x264,
      ...['-profile:v', 'high', '-g', '25', '-b:v', '12M', '-maxrate', '12M', '-bufsize', '24M', '-c:a', 'aac', clip],
    );
    const heldFrom = 8 * 1024 * 1024;
    const size = readFileSync(clip).length;
    expect(size).toBeGreaterThan(heldFrom + 8 * 1024 * 1024);
    // The worker's reads of the media past its first 8 MiB wait (not those of the index, in the
    // file's last kilobytes): it has the index and the first seconds, not the rest.
    const link = new Promise<void>((resolve) => {
      release = resolve;
    });
    s3.rangeGate = async (_key, start) => {
      if (start >= heldFrom && start < size - 1024 * 1024) await link;
    };
    const fileId = await uploadReady(t.app, base, creator, readFileSync(clip), {
      kind: 'video',
      filename: 'grainy.mp4',
    });
    const parts = async () =>
      ((await t.sql.query('SELECT rendition_parts FROM files WHERE id = $1', [fileId])).rows[0]?.rendition_parts ??
        []) as string[];
    await expect.poll(parts, { timeout: 60_000, interval: 200 }).toContain('stream');
    const [{ storage_key: key }] = (await t.sql.query('SELECT storage_key FROM files WHERE id = $1', [fileId])).rows;
    // Listed while the worker's reads of the rest were still held: none of them had been answered.
    const workersReads = () => s3.rangesServed.filter((r) => r.key === key && r.closed);
    expect(workersReads().filter((r) => r.start >= heldFrom && r.start < size - 1024 * 1024)).toEqual([]);
    // The fingerprint, which decodes the original too, waits until the preview is whole
    // (decision 0081): it had been queued at the probe and took the cores from the first frame.
    const fingerprintJobs = async () =>
      (
        await t.sql.query('SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND data->>$2 = $3', [
          FINGERPRINT_QUEUE,
          'fileId',
          fileId,
        ])
      ).rows[0]?.n;
    expect(await fingerprintJobs()).toBe(0);
    release();
    await expect
      .poll(async () => (await call(t.app, 'GET', `/web/files/${fileId}/info`, { token: creator })).body.data.media, {
        timeout: 120_000,
        interval: 500,
      })
      .toMatchObject({ state: 'ready' });
    const media = (await call(t.app, 'GET', `/web/files/${fileId}/info`, { token: creator })).body.data
      .media as PlayerMedia;
    const playlist = await (await fetch(new URL(media.streamUrl as string, base))).text();
    // Copied, not encoded, and whole: 14 s in segments, ended.
    expect(playlist).toMatch(/#EXT-X-ENDLIST\n$/);
    const listed = [...playlist.matchAll(/#EXTINF:([\d.]+)/g)].reduce((sum, m) => sum + Number(m[1]), 0);
    expect(listed).toBeCloseTo(14, 0);
    expect(media.previewUrl).not.toBeNull();
    // Read by ranges of at most 8 MiB, never the whole object at once.
    expect(workersReads().every((r) => r.end - r.start < 8 * 1024 * 1024)).toBe(true);
    expect(await fingerprintJobs()).toBe(1);
  }, 240_000);
});
