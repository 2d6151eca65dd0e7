import { execFileSync } from 'node:child_process';
import { existsSync, type FSWatcher, mkdirSync, readdirSync, readFileSync, watch } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { logIn, signUp } from '@stringer/test-support/accounts';
import type { Api } from '@stringer/test-support/api';
import { call, overHttp } from '@stringer/test-support/api';
import { makeVideo } from '@stringer/test-support/media';
import {
  type RunningProcess,
  type RunningServer,
  startServer,
  startWorker,
  stopProcess,
} from '@stringer/test-support/processes';
import { type EmptyDatabase, emptyDatabase } from '@stringer/test-support/test-database';
import { tusSend } from '@stringer/test-support/uploads';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ffmpegPath } from '../apps/server/src/platform/media';

/** The renditions' two lanes (decision 0081): first steps, and the rest. */
const QUEUES = ['media.renditions.first', 'media.renditions'];
const DIR_PREFIX = 'stringer-renditions-';

interface Media {
  state: string;
  progress: number | null;
  hlsUrl: string | null;
  previewUrl: string | null;
}

/** A process of the fleet and the rendition folders (one per step it ran) it made in its own TMPDIR. */
interface Member {
  name: string;
  process: RunningProcess;
  tmp: string;
  made: string[];
}

/** The pids of a process's children (`nice` execs ffmpeg: the child is ffmpeg itself). */
function childrenOf(pid: number): { pid: number; command: string }[] {
  try {
    return execFileSync('pgrep', ['-l', '-P', String(pid)], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .map((line) => {
        const [id, command] = line.split(' ');
        return { pid: Number(id), command: command ?? '' };
      });
  } catch {
    return []; // pgrep exits 1 when there is none.
  }
}

/** Gone, or a zombie nobody reaped yet: either way it runs no more. */
function isDead(pid: number) {
  try {
    return /^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
}

/**
 * A source long enough that its ladder (360p and 720p) takes several seconds on two cores:
 * moving 720p at 30 fps with a tone, encoded fast.
 */
function makeLongVideo(dir: string, seconds: number) {
  const file = path.join(dir, 'long.mp4');
  execFileSync(ffmpegPath(), [
    ...['-v', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `testsrc2=size=1280x720:rate=30:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${seconds}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac'],
    ...['-movflags', '+faststart', file],
  ]);
  return readFileSync(file);
}

describe('a worker fleet: compiled workers render what a web instance (WEB_WORKER=false) takes in', () => {
  let work: string;
  let database: EmptyDatabase;
  let sql: pg.Pool;
  let web: RunningServer;
  let app: Api;
  let token: string;
  const fleet: Member[] = [];
  const watchers: FSWatcher[] = [];
  const workers = () => fleet.filter((m) => m.name !== 'web');

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'stringer-workers-'));
    await chmod(work, 0o755);
    database = await emptyDatabase(`stringer_workers_${process.pid}`);
    const databaseUrl = database.url;
    sql = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    // The "machines" share the database and the store (DATA_DIR); each its own TMPDIR, where a
    // rendition step makes its folder: which process ran which step, and nothing left in /tmp.
    const env = (name: string) => {
      const tmp = path.join(work, 'tmp', name);
      mkdirSync(tmp, { recursive: true });
      const made: string[] = [];
      watchers.push(
        watch(tmp, (_event, file) => {
          if (file?.startsWith(DIR_PREFIX) && !made.includes(file)) made.push(file);
        }),
      );
      return {
        member: { name, tmp, made },
        env: {
          DATABASE_URL: databaseUrl,
          DATA_DIR: path.join(work, 'data'),
          TMPDIR: tmp,
          WORKER_CONCURRENCY: '1',
          // The fleet's own setting for how soon a dead worker's job moves (30 s by default): the
          // same mechanism, in a third of the wait.
          WORKER_HEARTBEAT_SECONDS: '10',
          RENDITION_RETRY_DELAY_SECONDS: '1',
          TRUST_PROXY: 'false',
        },
      };
    };
    const [w, a, b] = [env('web'), env('worker-a'), env('worker-b')];
    // Started together: one migrates under the start-up lock while the others wait.
    const started = await Promise.allSettled([
      startServer({ ...w.env, WEB_WORKER: 'false' }),
      startWorker(a.env),
      startWorker(b.env),
    ]);
    started.forEach((result, i) => {
      const { member } = [w, a, b][i] as typeof w;
      if (result.status === 'fulfilled') fleet.push({ ...member, process: result.value });
    });
    for (const result of started) if (result.status === 'rejected') throw result.reason;
    web = fleet[0]?.process as RunningServer;
    app = overHttp(web.baseUrl);
    token = await logIn(app, (await signUp(app)).mail);
  });

  afterAll(async () => {
    for (const watcher of watchers) watcher.close();
    await Promise.all(fleet.map((m) => stopProcess(m.process)));
    await sql?.end();
    await database?.drop();
    if (work) await rm(work, { recursive: true, force: true });
  });

  const mediaOf = async (fileId: string): Promise<Media> =>
    (await call(app, 'GET', `/web/files/${fileId}/info`, { token })).body.data?.media;

  /** The queue's jobs for one video, as pg-boss 12 keeps them (pgboss.job), oldest first. */
  const jobsOf = async (fileId: string) =>
    (
      await sql.query(
        `SELECT data->>'step' AS step, state, retry_count AS "retryCount" FROM pgboss.job
          WHERE name = ANY($1) AND data->>'fileId' = $2 ORDER BY created_on`,
        [QUEUES, fileId],
      )
    ).rows as { step: string; state: string; retryCount: number }[];

  const partsOf = async (fileId: string) =>
    (await sql.query('SELECT rendition_parts AS parts FROM files WHERE id = $1', [fileId])).rows[0]?.parts as
      | string[]
      | null;

  const progressOf = async (fileId: string) =>
    Number((await sql.query('SELECT rendition_progress AS p FROM files WHERE id = $1', [fileId])).rows[0]?.p ?? 0);

  /** Rendition folders the processes made for this file, by process name. */
  const madeFor = (fileId: string) =>
    Object.fromEntries(fleet.map((m) => [m.name, m.made.filter((d) => d.startsWith(`${DIR_PREFIX}${fileId}-`))]));

  /** The master playlist and each rung's, fetched as a player would (they pass the signature on). */
  async function fetchLadder(hlsUrl: string) {
    const masterUrl = new URL(hlsUrl, web.baseUrl);
    const master = await fetch(masterUrl);
    expect(master.status).toBe(200);
    const text = await master.text();
    const rungs = text.split('\n').filter((line) => line && !line.startsWith('#'));
    const playlists = await Promise.all(
      rungs.map(async (rung) => {
        const res = await fetch(new URL(rung, masterUrl));
        expect(res.status, rung).toBe(200);
        return { url: new URL(rung, masterUrl), text: await res.text() };
      }),
    );
    return { text, rungs, playlists };
  }

  it('should run each step of a video once, on a worker, never on the web instance', async () => {
    const { fileId } = await tusSend(web.baseUrl, token, makeVideo('a.mp4', 4, '640x360'), {
      kind: 'video',
      filename: 'a.mp4',
    });
    await expect.poll(() => mediaOf(fileId), { timeout: 120_000, interval: 250 }).toMatchObject({ state: 'ready' });

    expect(await jobsOf(fileId)).toEqual([
      { step: 'first', state: 'completed', retryCount: 0 },
      { step: 'ladder', state: 'completed', retryCount: 0 },
    ]);
    // Two step folders in all, both on workers: the web instance rendered nothing.
    const made = madeFor(fileId);
    expect(made.web).toEqual([]);
    expect(workers().flatMap((m) => made[m.name] ?? [])).toHaveLength(2);
    // Each step removed its folder.
    for (const m of fleet) expect(readdirSync(m.tmp).filter((d) => d.startsWith(DIR_PREFIX))).toEqual([]);

    const media = await mediaOf(fileId);
    const preview = await fetch(new URL(media.previewUrl as string, web.baseUrl));
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('video/mp4');
    expect((await preview.arrayBuffer()).byteLength).toBeGreaterThan(10_000);
    const ladder = await fetchLadder(media.hlsUrl as string);
    expect(ladder.text).toContain('RESOLUTION=640x360');
    // Its own limit: under a loaded CI run (the unit and API tests beside it) the fleet took 210 s.
  }, 180_000);

  it('should take a job up again on the other worker when its worker is killed (-9) mid-transcode, serving no half-made ladder', async () => {
    const { fileId } = await tusSend(web.baseUrl, token, makeLongVideo(work, 20), {
      kind: 'video',
      filename: 'long.mp4',
      chunkSize: 4 * 1024 * 1024,
    });
    // The ladder under way: its job active, a worker's ffmpeg running, some way into the video.
    const holder = await vi.waitFor(
      async () => {
        const ladder = (await jobsOf(fileId)).find((job) => job.step === 'ladder');
        expect(ladder?.state).toBe('active');
        expect(await progressOf(fileId)).toBeGreaterThan(0.5);
        const running = workers().filter((m) =>
          childrenOf(m.process.child.pid as number).some((c) => c.command === 'ffmpeg'),
        );
        expect(running).toHaveLength(1);
        return running[0] as Member;
      },
      { timeout: 90_000, interval: 200 },
    );
    const other = workers().find((m) => m !== holder) as Member;
    const pid = holder.process.child.pid as number;

    // Stopped first, so that it starts no other child between the listing and the kill.
    const exited = new Promise((resolve) => holder.process.child.once('exit', resolve));
    process.kill(pid, 'SIGSTOP');
    const children = childrenOf(pid);
    process.kill(pid, 'SIGKILL');
    for (const child of children) process.kill(child.pid, 'SIGKILL');
    await exited;
    expect(children.map((c) => c.command)).toContain('ffmpeg');
    await vi.waitFor(() => expect(children.filter((c) => !isDead(c.pid))).toEqual([]));
    const killedAt = (await sql.query('SELECT clock_timestamp() AS at')).rows[0].at as Date;
    const otherRanBefore = madeFor(fileId)[other.name]?.length ?? 0;

    // Nothing of the ladder was published: the half-made one stayed in the dead worker's TMPDIR;
    // the store and the API hold the first step's parts only.
    expect(readdirSync(holder.tmp).filter((d) => d.startsWith(`${DIR_PREFIX}${fileId}-`))).toHaveLength(1);
    // The first stream and the poster are made side by side: either may be listed first.
    expect((await partsOf(fileId))?.sort()).toEqual(['peaks', 'poster', 'preview', 'storyboard', 'stream']);
    expect(existsSync(path.join(work, 'data/renditions', fileId, 'hls'))).toBe(false);
    const midway = await mediaOf(fileId);
    expect(midway).toMatchObject({ state: 'processing', hlsUrl: null });
    const guessed = (midway.previewUrl as string).replace('preview.mp4', 'hls/master.m3u8');
    const refused = await fetch(new URL(guessed, web.baseUrl));
    await refused.arrayBuffer(); // read to its end: an unread body keeps the server's connection busy
    expect(refused.status).toBe(404);

    // Until it is ready, whatever the API names is whole: a ladder is served complete or not at all.
    const seen: Media[] = [];
    await vi.waitFor(
      async () => {
        const media = await mediaOf(fileId);
        seen.push(media);
        if (media.hlsUrl) {
          const ladder = await fetchLadder(media.hlsUrl);
          expect(ladder.rungs).toHaveLength(2);
          for (const p of ladder.playlists) expect(p.text).toContain('#EXT-X-ENDLIST');
        }
        expect(media.state).toBe('ready');
      },
      { timeout: 120_000, interval: 500 },
    );
    const { rows } = await sql.query(
      `SELECT extract(epoch FROM started_on - $3) AS "takenUp", extract(epoch FROM completed_on - $3) AS done
         FROM pgboss.job WHERE name = ANY($1) AND data->>'fileId' = $2 AND data->>'step' = 'ladder'`,
      [QUEUES, fileId, killedAt],
    );
    const took = rows[0] as { takenUp: string; done: string };
    console.log(`after the kill, the ladder was taken up again in ${took.takenUp} s and done in ${took.done} s`);
    expect(seen.some((m) => m.state === 'failed')).toBe(false);

    // One job per step; the ladder's retried once (its lost heartbeat), and completed.
    expect(await jobsOf(fileId)).toEqual([
      { step: 'first', state: 'completed', retryCount: 0 },
      { step: 'ladder', state: 'completed', retryCount: 1 },
    ]);
    // The ladder's second run was the other worker's: one more folder of its own after the kill.
    const made = madeFor(fileId);
    expect(made.web).toEqual([]);
    expect(made[other.name]?.length).toBe(otherRanBefore + 1);
    expect((await partsOf(fileId))?.sort()).toEqual(['hls', 'peaks', 'poster', 'preview', 'storyboard', 'stream']);

    const { text, playlists } = await fetchLadder((await mediaOf(fileId)).hlsUrl as string);
    expect(text).toMatch(/RESOLUTION=640x360[^\n]*\n360p\/index\.m3u8/);
    expect(text).toMatch(/RESOLUTION=1280x720[^\n]*\n720p\/index\.m3u8/);
    for (const { url, text: playlist } of playlists) {
      const segments = playlist.split('\n').filter((line) => line.endsWith('.ts') || line.includes('.ts?'));
      // 20 s in 4 s segments.
      expect(segments.length).toBeGreaterThanOrEqual(5);
      const last = await fetch(new URL(segments.at(-1) as string, url));
      expect(last.status).toBe(200);
      expect((await last.arrayBuffer()).byteLength).toBeGreaterThan(0);
      expect(last.headers.get('content-type')).toBe('video/mp2t');
    }
  }, 300_000);
});
