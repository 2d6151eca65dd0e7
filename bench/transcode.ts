/**
 * How soon an uploaded 1080p30 video plays, H.264 (standard input) and HEVC, at the lengths
 * BENCH_TRANSCODE_LENGTHS gives (seconds, comma-separated; default "60", "60,600,1800" for the
 * whole table of issue 38): through the product (the compiled server with WEB_WORKER=false and one
 * compiled worker, WORKER_CONCURRENCY=1, on one database and DATA_DIR; a creator signed up over
 * HTTP uploads each clip by tus) beside the product's own single-pass preview command run bare
 * (platform/media's previewOutput through its runner: same binary, niceness, hardened input).
 *
 * For each clip, from the upload's end (the tus PATCH's 204):
 * - the first frame in Chromium through the product's own page and player: the creator's tab
 *   (bench/transcode-viewer.ts) is open and signed in at My works before the upload starts, so
 *   the browser's start-up is not counted; the bench publishes the work over the API as soon as
 *   the file is probed (a work takes only probed files) and sends the tab to the work's detail,
 *   where the media comes live over the socket and the page mutes and plays the `<video>` as soon
 *   as it exists. The tab is closed once it has shown a frame, so that its decoding does not take
 *   the worker's CPU for the rest;
 * - GET /web/files/:id/info first showing `media.streamUrl` (the first stream listed),
 *   `media.previewUrl` (the whole preview) and `media.state === 'ready'` (the ladder), polled
 *   every 150 ms until the preview, then every second;
 * - the CPU seconds of the worker's children (ffmpeg and ffprobe, which Node reaps, so their time
 *   lands in /proc/<worker>/stat's cutime + cstime), the change over the clip, read once the worker
 *   has no child left after the ladder. The web instance's own probe of the upload is not in it.
 * Beside them: Mux's published median time to publish for the clip's length class (April 2023,
 * "standard input"), the bare preview's wall time and CPU, and the goals (MISSED when missed).
 * The worker's RSS (its Node process, ffmpeg apart) is sampled at every poll.
 *
 *   npm run bench:transcode     (DATABASE_URL=postgres://… to use that database, else an embedded one in /tmp)
 *
 * The clips (bench/transcode-sources.ts: testsrc2 without grain, lighter than camera footage) are
 * made by the system ffmpeg on first use and kept in BENCH_TRANSCODE_SOURCES (default
 * /tmp/stringer-bench-transcode-sources) for later runs: 60 s takes ~2 min on two cores, and a
 * longer clip repeats it by stream copy in seconds. BENCH_TRANSCODE_WORKERS=2 starts two worker
 * processes (each WORKER_CONCURRENCY=1) to measure scaling. BENCH_TRANSCODE_PIN=1 pins worker i
 * (and the ffmpeg it starts) to core i: each worker then has a core of its own, as a worker machine
 * has, where unpinned one worker's ffmpeg already takes every core (decision 0080). Only errors
 * make the exit code non-zero.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import type { LoginResult } from '@stringer/shared/schemas/account';
import type { FileInfo } from '@stringer/shared/schemas/files';
import { signUp } from '@stringer/test-support/accounts';
import { call, dataOf, overHttp } from '@stringer/test-support/api';
import { makeJpeg } from '@stringer/test-support/media';
import { stopProcess } from '@stringer/test-support/processes';
import { tusSend, uploadReady } from '@stringer/test-support/uploads';
import { startEmbeddedPostgres } from '../apps/server/src/platform/db/embedded-postgres';
import { type MediaInfo, probeDetailed, resolveBinaries } from '../apps/server/src/platform/media';
import { transcode } from '../apps/server/src/platform/media/job';
import { previewOutput } from '../apps/server/src/platform/media/preview';
import { CHROMIUM } from '../e2e/support/chromium';
import { compiledServer, loadAverage, peakRss, resetPeakRss, rss, start } from './processes';
import { median } from './stats';
import { type Clip, clipsOf, makeSources, mib } from './transcode-sources';
import { launchViewer, openViewer, type Viewer } from './transcode-viewer';

const lengths = (process.env.BENCH_TRANSCODE_LENGTHS ?? '60')
  .split(',')
  .map((s) => Number(s.trim()))
  .filter((n) => n > 0);
const workerCount = Math.max(1, Number(process.env.BENCH_TRANSCODE_WORKERS ?? 1));
/**
 * For a scaling run (BENCH_TRANSCODE_WORKERS=1, then 2): `preview` stops each clip at its whole
 * preview (the ladder is not waited for, nor the CPU counted), BENCH_TRANSCODE_CODECS=HEVC keeps
 * those clips only, and BENCH_TRANSCODE_BARE=0 skips the bare run. BENCH_TRANSCODE_PRODUCT=0 runs the
 * bare preview alone: a long clip's, which in a preview-only run would share the cores with the
 * worker's ladder.
 */
const untilPreview = process.env.BENCH_TRANSCODE_UNTIL === 'preview';
const codecs = process.env.BENCH_TRANSCODE_CODECS?.split(',').map((c) => c.trim());
const withBare = process.env.BENCH_TRANSCODE_BARE !== '0';
const withProduct = process.env.BENCH_TRANSCODE_PRODUCT !== '0';
const pinned = process.env.BENCH_TRANSCODE_PIN === '1';
const POLL_MS = 150;
const LADDER_POLL_MS = 1000;
/** The goals (issue 38): standard input's first frame within 3 s of the upload's end, anything else's within 10 s; the worker under 150 MiB. */
const GOAL = { standardFirstFrameS: 3, otherFirstFrameS: 10, workerMib: 150 };
/** A clip the product has not finished in this long has failed. */
const giveUpMs = (clip: Clip) => 10 * 60_000 + 3 * clip.seconds * 1000;

/**
 * Mux's median time to publish, standard input (H.264 up to 2K), by length (April 2023); a clip
 * of exactly 60 s is counted in the first class.
 */
function muxMedian(seconds: number) {
  if (seconds <= 60) return { s: 1.8, cls: '< 1 min' };
  if (seconds <= 300) return { s: 2.6, cls: '1-5 min' };
  if (seconds <= 1200) return { s: 5.5, cls: '5-20 min' };
  return { s: 26.7, cls: '20-60 min' };
}

const work = mkdtempSync(path.join(tmpdir(), 'stringer-bench-transcode-'));
// Run as root, the embedded PostgreSQL's postgres user must be able to enter it.
chmodSync(work, 0o755);
const sourcesDir = path.resolve(
  process.env.BENCH_TRANSCODE_SOURCES ?? path.join(tmpdir(), 'stringer-bench-transcode-sources'),
);
mkdirSync(sourcesDir, { recursive: true });
const clips = clipsOf(sourcesDir, lengths).filter((c) => !codecs || codecs.includes(c.codec));

const seconds = (ms: number) => ms / 1000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const TICKS_PER_SECOND = 100;

/** CPU seconds of a process's reaped children so far: /proc/<pid>/stat's cutime + cstime (fields 16 and 17). */
function childrenCpu(pid: number | 'self') {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) may hold spaces: count fields from after its closing parenthesis.
  const f = stat
    .slice(stat.lastIndexOf(')') + 2)
    .split(' ')
    .map(Number);
  return ((f[13] ?? 0) + (f[14] ?? 0)) / TICKS_PER_SECOND;
}

/** The processes `pid` has started and not yet reaped (/proc/<pid>/task/<tid>/children, every thread). */
function childrenOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((tid) =>
      readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}

/** Until none of the workers has had a child for a second (at most a minute): their ffmpeg time is then in cutime. */
async function workersIdle(pids: number[]) {
  const began = performance.now();
  let quietSince = performance.now();
  while (performance.now() - quietSince < 1000 && performance.now() - began < 60_000) {
    if (pids.some((pid) => childrenOf(pid).length > 0)) quietSince = performance.now();
    await sleep(100);
  }
}

type Milestone = 'probed' | 'published' | 'poster' | 'stream' | 'preview' | 'storyboard' | 'ready';

interface ProductRun {
  /** Milliseconds from the upload's end to each thing the info first showed (and to the work's publishing). */
  at: Partial<Record<Milestone, number>>;
  /** Milliseconds from the upload's end to the page's first `<video>` and first frame; null if none came. */
  videoAdded: number | null;
  firstFrame: number | null;
  /** How the first frame was noticed: `frame` (requestVideoFrameCallback) or `time` (currentTime > 0). */
  how: string | null;
  /** CPU seconds of the workers' children over the clip. */
  cpu: number;
  load: string;
}

interface Ctx {
  base: string;
  token: string;
  login: LoginResult;
  browser: Awaited<ReturnType<typeof launchViewer>>;
  workerPids: number[];
  rssSamples: number[];
  tagId: number;
}

/** Uploads a clip through the product, shows its work in the creator's tab, and follows its info until the ladder is ready. */
async function throughProduct(ctx: Ctx, clip: Clip): Promise<ProductRun> {
  const app = overHttp(ctx.base);
  const { token } = ctx;
  // Everything but the upload itself before the clock starts: the work's cover, the tab.
  const coverFileId = await uploadReady(app, ctx.base, token, makeJpeg('cover.jpg'), {
    kind: 'cover',
    filename: 'cover.jpg',
  });
  const viewer: Viewer = await openViewer(ctx.browser, ctx.base, ctx.login);
  await workersIdle(ctx.workerPids);
  const cpuBefore = ctx.workerPids.reduce((sum, pid) => sum + childrenCpu(pid), 0);
  const load = loadAverage();
  const bytes = readFileSync(clip.file);
  // One PATCH with the whole file, as a streaming client sends it: its 204 is the upload's end.
  const { fileId } = await tusSend(ctx.base, token, bytes, {
    kind: 'video',
    filename: path.basename(clip.file),
    chunkSize: bytes.length,
  });
  const ended = performance.now();
  const endedWall = Date.now();
  const at: ProductRun['at'] = {};
  const mark = (what: Milestone, when: number) => {
    at[what] ??= when;
  };
  let stopWatching = false;
  let watching: Promise<Awaited<ReturnType<Viewer['seen']>>> | undefined;
  let watchError: unknown;
  const publish = async () => {
    const res = await call(app, 'POST', '/web/works', {
      token,
      body: {
        title: `${clip.name} ${new Date().toISOString()}`,
        description: 'bench:transcode',
        tags: [ctx.tagId],
        coverFileId,
        videoFileIds: [fileId],
      },
    });
    if (res.status !== 200) throw new Error(`the work was not published: ${JSON.stringify(res.body)}`);
    mark('published', performance.now() - ended);
    await viewer.show(res.body.data.worksId as number);
    const seen = await viewer.firstFrame(() => stopWatching);
    // Its decoding would take the worker's CPU from here on.
    await viewer.close();
    return seen;
  };
  try {
    for (;;) {
      for (const pid of ctx.workerPids) ctx.rssSamples.push(rss(pid));
      const res = await call(app, 'GET', `/web/files/${fileId}/info`, { token });
      const when = performance.now() - ended;
      const info = res.body.data as FileInfo | undefined;
      if (res.status !== 200 || !info) throw new Error(`info: ${res.status} ${JSON.stringify(res.body)}`);
      if (info.state === 'refused') throw new Error(`${clip.name}: the upload was refused (${info.refusedKey})`);
      const media = info.media;
      if (media?.state === 'failed') throw new Error(`${clip.name}: renditions failed: ${media.errorKey}`);
      if (info.state === 'ready') {
        mark('probed', when);
        watching ??= publish().catch((e) => {
          watchError = e;
          return { videoAt: null, frameAt: null, how: null };
        });
      }
      if (media?.posterUrl) mark('poster', when);
      if (media?.streamUrl) mark('stream', when);
      if (media?.previewUrl) mark('preview', when);
      if (media?.storyboardUrl) mark('storyboard', when);
      if (media?.state === 'ready') {
        mark('ready', when);
        break;
      }
      if (untilPreview && at.preview !== undefined) break;
      if (when > giveUpMs(clip)) throw new Error(`${clip.name}: not ready after ${seconds(giveUpMs(clip))} s`);
      // Once playable, polling slows: every poll takes CPU from the ffmpeg being measured.
      await sleep(at.preview === undefined ? POLL_MS : LADDER_POLL_MS);
    }
    // The page has had the whole ladder for a while: if it has shown nothing by then, it will not.
    const late = setTimeout(() => {
      stopWatching = true;
    }, 30_000);
    const seen = await watching;
    clearTimeout(late);
    if (watchError) throw watchError;
    // Stopped at the preview, the ladder is still being made: its CPU would be counted half.
    if (!untilPreview) await workersIdle(ctx.workerPids);
    const cpu = untilPreview ? Number.NaN : ctx.workerPids.reduce((sum, pid) => sum + childrenCpu(pid), 0) - cpuBefore;
    const since = (t: number | null | undefined) => (t == null ? null : t - endedWall);
    return {
      at,
      videoAdded: since(seen?.videoAt),
      firstFrame: since(seen?.frameAt),
      how: seen?.how ?? null,
      cpu,
      load,
    };
  } finally {
    stopWatching = true;
    await viewer.close().catch(() => {});
  }
}

/** The product's preview command on `clip`, bare: wall milliseconds and CPU seconds (this process's reaped children). */
async function barePreview(clip: Clip) {
  const load = loadAverage();
  const out = await mkdtemp(path.join(work, 'bare-'));
  const b = await resolveBinaries();
  const meta: MediaInfo = await probeDetailed(clip.file, clip.mime);
  const cpuBefore = childrenCpu('self');
  const began = performance.now();
  await transcode(clip.file, clip.mime, meta, () => previewOutput(meta, b, path.join(out, 'preview.mp4')), {
    onProgress: () => {},
  });
  const wall = performance.now() - began;
  const cpu = childrenCpu('self') - cpuBefore;
  rmSync(out, { recursive: true, force: true });
  return { wall, cpu, load };
}

// --- the run -------------------------------------------------------------------------------------

const began = performance.now();
const loadAtStart = loadAverage();
const made = makeSources(clips);
console.log(
  `sources (${sourcesDir}) ${made ? `${made} made` : 'reused'} in ${seconds(performance.now() - began).toFixed(0)} s: ` +
    clips.map((c) => `${c.name} ${mib(c.file).toFixed(0)} MiB`).join(', '),
);

const quiet = { info() {}, debug() {}, warn() {} };
const embedded = process.env.DATABASE_URL ? undefined : await startEmbeddedPostgres(path.join(work, 'pg'), quiet);
const databaseUrl = process.env.DATABASE_URL || (embedded?.url as string);
const shared = { DATA_DIR: path.join(work, 'data'), DATABASE_URL: databaseUrl, LOG_LEVEL: 'info' };
const serverArgs = compiledServer();
// The web instance renders nothing (WEB_WORKER=false); each worker, as `npm run worker` launches
// it (the server's node flags, its own bundle from the same build), renders one video at a time.
const server = await start(
  serverArgs,
  { ...shared, PORT: '0', WEB_WORKER: 'false' },
  /Server listening at http:\/\/127\.0\.0\.1:(\d+)/,
);
const workers: Awaited<ReturnType<typeof start>>[] = [];
for (let i = 0; i < workerCount; i++) {
  workers.push(
    await start(
      [...serverArgs.slice(0, -1), 'apps/server/dist/worker.js'],
      { ...shared, WORKER_CONCURRENCY: '1' },
      /"msg":"worker started"/,
    ),
  );
}
const workerPids = workers.map((w) => w.child.pid as number);
// Every thread of the worker (-a) and, inherited, every ffmpeg it starts: ffmpeg and x264 count the
// cores they may run on, so a pinned encode runs one thread as on a one-core machine.
if (pinned) {
  for (const [i, pid] of workerPids.entries()) {
    execFileSync('taskset', ['-a', '-p', '-c', String(i % availableParallelism()), String(pid)], { stdio: 'ignore' });
  }
}
const binaries = await resolveBinaries();
const browser = await launchViewer();

type Row = { clip: Clip; product: ProductRun | undefined; bare: Awaited<ReturnType<typeof barePreview>> | undefined };
const rows: Row[] = [];
const rssSamples: number[] = [];
let workerIdle = 0;
let workerPeak = 0;
try {
  const base = `http://127.0.0.1:${server.port}`;
  const app = overHttp(base);
  const { mail, password } = await signUp(app);
  const login = await dataOf<LoginResult>(app, 'POST', '/web/account/email/login', { body: { email: mail, password } });
  const [tag] = await dataOf<{ id: number }[]>(app, 'GET', '/web/tag/works/select/list');
  const ctx: Ctx = { base, token: login.token, login, browser, workerPids, rssSamples, tagId: tag?.id as number };
  workerIdle = Math.max(...workerPids.map(rss));
  // The workers' peak from here on: the renditions', not their start's.
  for (const pid of workerPids) resetPeakRss(pid);
  for (const [i, clip] of clips.entries()) {
    // The order swapped every clip: a machine that drifts favours neither side.
    const productFirst = i % 2 === 0;
    let product: ProductRun | undefined;
    let bare: Row['bare'] | undefined;
    const sides = (productFirst ? ['product', 'bare'] : ['bare', 'product']).filter((side) =>
      side === 'product' ? withProduct : withBare,
    );
    for (const side of sides) {
      if (side === 'product') {
        product = await throughProduct(ctx, clip);
        const frame = product.firstFrame === null ? 'no frame' : `first frame ${s(product.firstFrame)}`;
        console.log(`  ${clip.name} through the product: ${frame}, ladder ${s(product.at.ready)} after the upload`);
      } else {
        bare = await barePreview(clip);
        console.log(`  ${clip.name} bare preview: ${s(bare.wall)}, ${bare.cpu.toFixed(1)} CPU s`);
      }
    }
    rows.push({ clip, product, bare });
  }
  workerPeak = Math.max(...workerPids.map(peakRss), ...rssSamples);
} finally {
  await browser.close();
  for (const w of workers) await stopProcess(w);
  await stopProcess(server);
  await embedded?.stop();
  rmSync(work, { recursive: true, force: true });
}

// --- the tables ----------------------------------------------------------------------------------

function s(ms: number | null | undefined) {
  return ms == null ? '—' : `${seconds(ms).toFixed(1)} s`;
}
const missed = (ok: boolean) => (ok ? '' : ' MISSED');
const workersSaid = `${workerCount === 1 ? 'one worker' : `${workerCount} worker processes`}${pinned ? ' pinned to a core each' : ''}`;
console.log(
  `\n1080p30 uploads through the product (compiled server, WEB_WORKER=false, ${workersSaid}, WORKER_CONCURRENCY=1 each; ` +
    `first frame in headless Chromium (${CHROMIUM}) through the work detail's player) beside Mux's medians ` +
    `and the product's preview command run bare; times from the upload's end; ${binaries.version} (${binaries.ffmpeg}); ` +
    `load at the start ${loadAtStart}\n`,
);
console.log(
  '| clip | first frame in Chromium (goal) | Mux median (its class) | whole preview | ladder ready | worker ffmpeg CPU | bare preview: wall / CPU | load (1/5/15 min): product / bare |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---|');
for (const { clip, product: p, bare } of rows) {
  const goal = clip.codec === 'H.264' ? GOAL.standardFirstFrameS : GOAL.otherFirstFrameS;
  const ok = p?.firstFrame != null && seconds(p.firstFrame) <= goal;
  const mux = muxMedian(clip.seconds);
  console.log(
    `| ${clip.name} | ${p ? `${s(p.firstFrame)} (≤ ${goal} s)${missed(ok)}` : '—'} | ${mux.s} s (${mux.cls}) | ` +
      `${s(p?.at.preview)} | ${s(p?.at.ready)} | ${p ? `${p.cpu.toFixed(1)} s` : '—'} | ` +
      `${bare ? `${s(bare.wall)} / ${bare.cpu.toFixed(1)} s` : '—'} | ${p?.load ?? '—'} / ${bare?.load ?? '—'} |`,
  );
}
// A bare-only run has nothing more to say.
if (!withProduct) process.exit(0);
console.log(
  `\nworker RSS (its Node process, ffmpeg apart${workerCount > 1 ? ', the larger of the workers' : ''}): peak ${workerPeak.toFixed(0)} MiB${missed(workerPeak < GOAL.workerMib)} (goal < ${GOAL.workerMib}), ` +
    `median ${median(rssSamples).toFixed(0)} MiB over ${rssSamples.length} samples, ${workerIdle.toFixed(0)} MiB idle before the uploads`,
);

console.log(
  "\nwhere the time goes (seconds after the upload's end; the info polled every 150 ms until the preview, then every second):",
);
console.log(
  '| clip | probed | work published | `<video>` in the page | first frame (noticed by) | poster | first stream listed | whole preview | storyboard | ladder ready |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const { clip, product: p } of rows) {
  if (!p) continue;
  const f = (ms: number | null | undefined) => (ms == null ? '—' : seconds(ms).toFixed(1));
  console.log(
    `| ${clip.name} | ${f(p.at.probed)} | ${f(p.at.published)} | ${f(p.videoAdded)} | ` +
      `${f(p.firstFrame)}${p.how ? ` (${p.how})` : ''} | ${f(p.at.poster)} | ${f(p.at.stream)} | ${f(p.at.preview)} | ` +
      `${f(p.at.storyboard)} | ${f(p.at.ready)} |`,
  );
}
