import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { VerificationDesk } from '@stringer/shared/schemas/verification-desk';
import { logIn, signUp } from '@stringer/test-support/accounts';
import { call } from '@stringer/test-support/api';
import { ffmpeg, fixtureDir, pattern } from '@stringer/test-support/media';
import { newStaff } from '@stringer/test-support/staff';
import { uploadReady } from '@stringer/test-support/uploads';
import { publishWorkOf } from '@stringer/test-support/works';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, RENDERS, type TestApp } from '../../../test/test-app';
import { FINGERPRINT_QUEUE } from './lib/queues';

const fixtures = fixtureDir();

/** An "original" as a phone writes it: 1080p, a keyframe every second. */
function original() {
  const out = path.join(fixtures, 'original.mp4');
  ffmpeg(
    ...pattern('1920x1080', 25, 8),
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-g', '25', out],
  );
  return out;
}

/**
 * The same footage as someone else would send it after a platform had it: scaled to 720p, at a
 * fifth of the bit rate, a keyframe every 2 s, and a channel's logo over its top right corner.
 */
function reupload(src: string) {
  const out = path.join(fixtures, 'reupload.mp4');
  ffmpeg(
    ...['-i', src, '-vf', 'scale=-2:720,drawbox=x=iw*0.86:y=ih*0.04:w=iw*0.11:h=ih*0.1:color=white:t=fill'],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-b:v', '900k', '-g', '50', '-pix_fmt', 'yuv420p', out],
  );
  return out;
}

/** Footage of something else entirely. */
function unrelated() {
  const out = path.join(fixtures, 'unrelated.mp4');
  ffmpeg(
    ...['-f', 'lavfi', '-i', 'mandelbrot=size=1280x720:rate=25', '-t', '8'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-g', '25', out],
  );
  return out;
}

describe('seen before? (issue 39, decision 0082)', () => {
  let t: TestApp;
  let base: string;
  let first: string;
  let second: string;
  let reviewer: string;
  let admin: string;
  const works: Record<'original' | 'reupload' | 'unrelated' | 'again', number> = {
    original: 0,
    reupload: 0,
    unrelated: 0,
    again: 0,
  };
  let originalFile = '';

  beforeAll(async () => {
    t = await createTestApp({ ...RENDERS });
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    first = await logIn(t.app, (await signUp(t.app, { realName: 'Wang Fang' })).mail);
    second = await logIn(t.app, (await signUp(t.app, { realName: 'Li Lei' })).mail);
    reviewer = (await newStaff(t.app, t.url, 'reviewer')).token;
    admin = (await newStaff(t.app, t.url, 'admin')).token;
    const source = original();
    const send = async (token: string, file: string, name: string) => {
      const fileId = await uploadReady(t.app, base, token, readFileSync(file), { kind: 'video', filename: name });
      return { fileId, worksId: await publishWorkOf(t.app, base, token, [fileId]) };
    };
    const sent = await send(first, source, 'harbour.mp4');
    works.original = sent.worksId;
    originalFile = sent.fileId;
    works.reupload = (await send(second, reupload(source), 'harbour-720.mp4')).worksId;
    works.unrelated = (await send(second, unrelated(), 'fractal.mp4')).worksId;
    // The very same bytes, sent again by their creator in another work.
    works.again = (await send(first, source, 'harbour-again.mp4')).worksId;
  }, 240_000);
  afterAll(() => t.close());

  const desk = async (worksId: number, token = reviewer) =>
    (await call(t.app, 'GET', `/manager/works/${worksId}/verification`, { token })).body.data as VerificationDesk;
  /** The desk once every video of the work is fingerprinted and every poster is made. */
  const settled = async (worksId: number) => {
    await expect
      .poll(
        async () => {
          const d = await desk(worksId);
          return d.files.every((f) => f.fingerprinted && f.matches.every((m) => m.posterUrl && m.matchPosterUrl));
        },
        { timeout: 120_000, interval: 500 },
      )
      .toBe(true);
    return desk(worksId);
  };

  it('finds the original of a re-encoded, scaled, re-branded copy sent by another creator', async () => {
    const d = await settled(works.reupload);
    const [video] = d.files;
    const match = video?.matches.find((m) => m.worksId === works.original);
    expect(match).toMatchObject({
      fileId: originalFile,
      exact: false,
      creatorName: 'Wang Fang',
      sameCreator: false,
    });
    expect(match?.similarity).toBeGreaterThanOrEqual(0.8);
    expect(Date.parse(match?.uploadedAt ?? '')).not.toBeNaN();
    // Both frames, side by side: this video's poster and the original's, each signed.
    expect(match?.posterUrl).toMatch(/poster/);
    expect(match?.matchPosterUrl).toMatch(/poster/);
    expect((await fetch(new URL(match?.matchPosterUrl as string, base))).status).toBe(200);
    expect(video?.sha256).toMatch(/^[0-9a-f]{64}$/);
  }, 150_000);

  it('finds nothing for unrelated footage', async () => {
    const d = await settled(works.unrelated);
    expect(d.files).toHaveLength(1);
    expect(d.files[0]?.fingerprinted).toBe(true);
    expect(d.files[0]?.matches).toEqual([]);
  }, 150_000);

  it('flags the same bytes sent twice as an exact copy, the same creator’s other work', async () => {
    const d = await settled(works.again);
    const [video] = d.files;
    const exact = video?.matches.find((m) => m.exact);
    expect(exact).toMatchObject({
      worksId: works.original,
      similarity: 1,
      sameCreator: true,
      creatorName: 'Wang Fang',
    });
    expect(video?.matches[0]?.exact).toBe(true);
    const before = await desk(works.original);
    expect(before.files[0]?.sha256).toBe(video?.sha256);
  }, 150_000);

  it('fingerprints, by its hourly run, a video that has none (one sent before fingerprints were made)', async () => {
    await settled(works.unrelated);
    const [video] = (await desk(works.unrelated)).files;
    await t.sql.query('DELETE FROM video_fingerprints WHERE file_id = $1', [video?.fileId]);
    expect((await desk(works.unrelated)).files[0]?.fingerprinted).toBe(false);
    // The hourly run, queued now through pg-boss as its schedule would.
    const boss = new PgBoss(t.url);
    await boss.start();
    await boss.send(FINGERPRINT_QUEUE, {});
    await boss.stop({ graceful: false, close: true });
    const again = await settled(works.unrelated);
    expect(again.files[0]?.sha256).toBe(video?.sha256);
  }, 150_000);

  it('is for reviewers and admins: a creator is refused, a work that does not exist is not found', async () => {
    expect((await call(t.app, 'GET', `/manager/works/${works.original}/verification`, { token: admin })).status).toBe(
      200,
    );
    expect((await call(t.app, 'GET', `/manager/works/${works.original}/verification`, { token: first })).status).toBe(
      403,
    );
    expect((await call(t.app, 'GET', '/manager/works/99999999/verification', { token: reviewer })).status).toBe(404);
  });
});
