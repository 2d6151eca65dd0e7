import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { logIn, signUp } from '@stringer/test-support/accounts';
import { call } from '@stringer/test-support/api';
import { newStaff } from '@stringer/test-support/staff';
import { uploadReady } from '@stringer/test-support/uploads';
import { publishWorkOf } from '@stringer/test-support/works';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ffmpegWrapper } from '../../../test/ffmpeg-wrapper';
import { connectChat } from '../../../test/sockets';
import { createTestApp, RENDERS, type TestApp } from '../../../test/test-app';
import { registry } from '../../platform/metrics';
import { RENDITIONS_QUEUE } from './renditions.service';

/**
 * Issue 36: a healthy video on a busy machine was killed at a fixed wall-clock cap and reported
 * damaged. Here the real ffmpeg runs behind a wrapper that slows it (reading its input at twice
 * real time, `-readrate`: steady progress, as a busy machine makes) or stops it for good with
 * SIGSTOP once the ladder has begun (a stall). SIGSTOP/SIGCONT cycles were tried for the slow
 * case and dropped: a resumed process may see EINTR, a fault no busy machine makes.
 */
/** Short for a test, long enough that a loaded test machine's slow start is no stall. */
const STALL_S = 5;
/** 20 s of media at twice real time: 10 s per transcode, two stall windows. */
const READ_RATE = 2;
// The ladder is the run with -var_stream_map (the first stream is HLS too).
const ffmpeg = ffmpegWrapper(
  'slow',
  `mode=$(cat "$dir/mode")
case " $* " in *" -var_stream_map "*) echo "$mode" >> "$dir/ladder-runs" ;; esac
[ "$mode" = slow ] && exec "$real" -readrate ${READ_RATE} "$@"
"$real" "$@" &
pid=$!
case "$mode $*" in *stall*" -var_stream_map "*) sleep 0.2; kill -STOP $pid ;; esac
wait $pid
`,
);
const { real, dir } = ffmpeg;
const modeFile = path.join(dir, 'mode');
const ladderRuns = path.join(dir, 'ladder-runs');
const setMode = (mode: 'slow' | 'stall' | 'pass') => writeFileSync(modeFile, mode);

/** `seconds` of 640×360 at 29.97 with sound: a healthy clip. */
function healthyClip(seconds: number) {
  const file = path.join(dir, `healthy-${seconds}.mp4`);
  execFileSync(real, [
    ...['-v', 'error', '-f', 'lavfi', '-i', `testsrc2=size=640x360:rate=30000/1001:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`, '-c:v', 'libx264', '-preset', 'ultrafast'],
    ...['-c:a', 'aac', '-shortest', file],
  ]);
  return readFileSync(file);
}

const sample = async (name: string, labels: string) => {
  const line = (await registry.metrics()).split('\n').find((l) => l.startsWith(`${name}{${labels}}`));
  return Number(line?.split(' ').at(-1) ?? 0);
};
const failedRuns = () => sample('stringer_job_run_seconds_count', `queue="${RENDITIONS_QUEUE}",outcome="failed"`);

describe('renditions on a slow or stalled ffmpeg', () => {
  let t: TestApp;
  let base: string;
  let creator: { token: string };
  let reviewer: { token: string };
  let admin: { token: string };
  let clip: Buffer;
  /** A stall needs no length: a short clip keeps the first step quick on a loaded machine. */
  let shortClip: Buffer;

  beforeAll(async () => {
    clip = healthyClip(20);
    shortClip = healthyClip(6);
    setMode('pass');
    ffmpeg.use();
    t = await createTestApp({
      ...RENDERS,
      TRANSCODE_STALL_SECONDS: String(STALL_S),
      RENDITION_RETRIES: '1',
      RENDITION_RETRY_DELAY_SECONDS: '1',
    });
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { mail } = await signUp(t.app);
    creator = { token: await logIn(t.app, mail) };
    reviewer = await newStaff(t.app, t.url, 'reviewer');
    admin = await newStaff(t.app, t.url, 'admin');
  });
  afterAll(async () => {
    await t.close();
    ffmpeg.restore();
  });

  const media = async (fileId: string) =>
    (await call(t.app, 'GET', `/web/files/${fileId}/info`, { token: creator.token })).body.data.media;
  /** Ready, or failed for good: a time-out that will be tried again is not an outcome yet. */
  const settled = async (fileId: string) => {
    const outcome = async () => {
      const m = await media(fileId);
      return m?.state === 'ready' || (m?.state === 'failed' && m.errorKey !== 'errors.videoTookTooLong');
    };
    await expect.poll(outcome, { timeout: 240_000, interval: 250 }).toBe(true);
    return media(fileId);
  };
  const renditionJobs = async (fileId: string) =>
    (
      await t.sql.query(
        `SELECT state, retry_count, output->>'message' AS message FROM pgboss.job
         WHERE name = $1 AND data->>'fileId' = $2 AND data->>'step' = 'ladder' ORDER BY created_on`,
        [RENDITIONS_QUEUE, fileId],
      )
    ).rows;

  it('should let a slowed ffmpeg that keeps progressing run past the stall window and finish', async () => {
    setMode('slow');
    // The registry is the process's: files run before this one in the same worker counted theirs.
    const failedBefore = await failedRuns();
    const socket = await connectChat(t.app, creator.token, base);
    const heard: { state: string | undefined; at: number }[] = [];
    socket.on('media', (e) => heard.push({ state: e.media?.state, at: performance.now() }));
    const fileId = await uploadReady(t.app, base, creator.token, clip, { kind: 'video', filename: 'slow.mp4' });
    const done = await settled(fileId);
    socket.close();
    expect(done).toMatchObject({ state: 'ready', errorKey: null });
    // Longer than the stall window, several times over: a wall-clock cap of that size would have
    // killed it, and a slow run is judged by its progress only.
    const first = heard.find((e) => e.state === 'processing')?.at ?? 0;
    const last = heard.findLast((e) => e.state === 'ready')?.at ?? 0;
    expect(last - first).toBeGreaterThan(2 * STALL_S * 1000);
    expect(readFileSync(ladderRuns, 'utf8').trim().split('\n')).toEqual(['slow']);
    expect((await failedRuns()) - failedBefore).toBe(0);
  }, 480_000);

  it('should fail a stalled ffmpeg as a time-out, never as damage, try it again, count and list it, and let staff run it again', async () => {
    writeFileSync(ladderRuns, '');
    setMode('stall');
    const failedBefore = await failedRuns();
    const fileId = await uploadReady(t.app, base, creator.token, shortClip, { kind: 'video', filename: 'stall.mp4' });
    await expect
      .poll(async () => (await renditionJobs(fileId)).map((j) => j.state), { timeout: 240_000, interval: 250 })
      .toEqual(['failed']);
    // Tried again once (RENDITION_RETRIES), stalled both times: a time-out, not the file.
    expect(readFileSync(ladderRuns, 'utf8').trim().split('\n')).toEqual(['stall', 'stall']);
    const [job] = await renditionJobs(fileId);
    expect(job.retry_count).toBe(1);
    expect(job.message).toMatch(/stalled \(no progress for 5000 ms\)/);
    expect(await media(fileId)).toMatchObject({
      state: 'failed',
      errorKey: 'errors.videoTookTooLongGaveUp',
      errorAtS: null,
    });

    // Counted as failed, in /metrics' run figures and in the queue's figures.
    expect((await failedRuns()) - failedBefore).toBe(2);
    const system = (await call(t.app, 'GET', '/manager/system', { token: admin.token })).body.data;
    expect(system.queues.find((q: { queue: string }) => q.queue === RENDITIONS_QUEUE).failed).toBe(1);
    expect(system.failedJobs).toEqual(
      expect.arrayContaining([expect.objectContaining({ queue: RENDITIONS_QUEUE, attempts: 2 })]),
    );

    // Staff run it again on a machine that is well again; audited, the creator told.
    const work = await publishWorkOf(t.app, base, creator.token, [fileId], {
      title: 'Stalled clip',
      description: 'As shot',
    });
    setMode('pass');
    const retried = await call(t.app, 'POST', `/manager/files/${fileId}/renditions/retry`, { token: reviewer.token });
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(await settled(fileId)).toMatchObject({ state: 'ready', errorKey: null });
    const audit = await t.sql.query("SELECT 1 FROM audit_log WHERE action = 'renditionsRetry' AND entity_id = $1", [
      work,
    ]);
    expect(audit.rows).toHaveLength(1);
    const told = await t.sql.query("SELECT link FROM notifications WHERE type = 'videoRetried'");
    expect(told.rows).toEqual([{ link: `/home/worksdetail?id=${work}` }]);
  }, 480_000);
});
