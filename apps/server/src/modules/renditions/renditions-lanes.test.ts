import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { logIn, signUp } from '@stringer/test-support/accounts';
import { call } from '@stringer/test-support/api';
import { makeVideo } from '@stringer/test-support/media';
import { uploadReady } from '@stringer/test-support/uploads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ffmpegWrapper } from '../../../test/ffmpeg-wrapper';
import { createTestApp, RENDERS, type TestApp } from '../../../test/test-app';
import { FIRST_QUEUE, RENDITIONS_QUEUE } from './renditions.service';

/**
 * Decision 0081: a video's first step has a lane of its own, so that on one worker
 * (WORKER_CONCURRENCY=1) a new upload plays while another video's ladder is being made, and the
 * ladder's ffmpeg runs at the lowest priority, leaving the cores to the first frame. The real
 * ffmpeg runs behind a wrapper that writes down each transcode's niceness as the system gave it,
 * and holds the ladder back until the test lets it go.
 */
// The ladder is the run with -var_stream_map (the first stream is HLS too).
const ffmpeg = ffmpegWrapper(
  'lanes',
  `case " $* " in
  *" -var_stream_map "*) echo "ladder $(nice)" >> "$dir/runs"; while [ ! -e "$dir/release" ]; do sleep 0.1; done ;;
  *) echo "first $(nice)" >> "$dir/runs" ;;
esac
exec "$real" "$@"
`,
);
const runs = path.join(ffmpeg.dir, 'runs');
const release = path.join(ffmpeg.dir, 'release');

describe('two lanes: a first frame beside a ladder, on one worker', () => {
  let t: TestApp;
  let base: string;
  let token: string;
  let held: Buffer;
  let next: Buffer;

  beforeAll(async () => {
    held = makeVideo('held.mp4', 4, '640x360');
    next = makeVideo('next.mp4', 4, '640x360');
    ffmpeg.use();
    t = await createTestApp({ ...RENDERS, WORKER_CONCURRENCY: '1' });
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    token = await logIn(t.app, (await signUp(t.app)).mail);
  });
  afterAll(async () => {
    writeFileSync(release, '');
    await t?.close();
    ffmpeg.restore();
  });

  const media = async (fileId: string) =>
    (await call(t.app, 'GET', `/web/files/${fileId}/info`, { token })).body.data.media;
  const jobsOf = async (fileId: string) =>
    (
      await t.sql.query(
        `SELECT name, data->>'step' AS step, state FROM pgboss.job
          WHERE name IN ($1, $2) AND data->>'fileId' = $3 ORDER BY created_on`,
        [FIRST_QUEUE, RENDITIONS_QUEUE, fileId],
      )
    ).rows;

  it("should make a new upload playable while another video's ladder runs, the ladder's ffmpeg below it", async () => {
    const first = await uploadReady(t.app, base, token, held, { kind: 'video', filename: 'held.mp4' });
    await expect
      .poll(() => jobsOf(first), { timeout: 90_000, interval: 250 })
      .toContainEqual({
        name: RENDITIONS_QUEUE,
        step: 'ladder',
        state: 'active',
      });
    await expect.poll(() => existsSync(runs) && readFileSync(runs, 'utf8'), { timeout: 30_000 }).toContain('ladder');

    const second = await uploadReady(t.app, base, token, next, { kind: 'video', filename: 'next.mp4' });
    await expect
      .poll(() => jobsOf(second), { timeout: 90_000, interval: 250 })
      .toContainEqual({ name: FIRST_QUEUE, step: 'first', state: 'completed' });
    // It plays, while the first video's ladder is still held (and its own waits behind it): the
    // first step did not wait for the ladder.
    expect(await media(second)).toMatchObject({ streamUrl: expect.any(String), previewUrl: expect.any(String) });
    expect(await jobsOf(first)).toContainEqual({ name: RENDITIONS_QUEUE, step: 'ladder', state: 'active' });
    expect(await jobsOf(second)).toContainEqual({ name: RENDITIONS_QUEUE, step: 'ladder', state: 'created' });

    writeFileSync(release, '');
    for (const id of [first, second])
      await expect.poll(async () => (await media(id))?.state, { timeout: 90_000, interval: 250 }).toBe('ready');
    const seen = readFileSync(runs, 'utf8').trim().split('\n');
    // A first step's transcodes at nice 10, as every media run was; each ladder at 19.
    expect(new Set(seen.filter((line) => line.startsWith('first')))).toEqual(new Set(['first 10']));
    expect(seen.filter((line) => line.startsWith('ladder'))).toEqual(['ladder 19', 'ladder 19']);
  }, 240_000);
});
