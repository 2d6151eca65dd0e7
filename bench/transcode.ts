/**
 * Renditions of a 60 s 1080p30 upload, H.264 and HEVC (AAC audio, testsrc2's moving pattern under
 * temporal grain, at phone-like bitrates): through the product (the compiled server with
 * WEB_WORKER=false and one compiled worker, WORKER_CONCURRENCY=1, on one database and DATA_DIR;
 * a creator signed up over HTTP uploads each clip by tus) beside the same ffmpeg commands run bare,
 * one after another, in the same run. The bare commands are the product's own: the output options
 * come from platform/media's builders (previewOutput, posterOutput, storyboardOutput, hlsOutput)
 * and run through its runner (same binary, niceness, common options, hardened input); the
 * worker's actual ffmpeg command lines, read from /proc while it runs, are compared with them.
 *
 * Product times run from the upload's end (the tus PATCH's 204) to the moment
 * GET /web/files/:id/info first shows `media.previewUrl` (playable) and `media.state === 'ready'`
 * (the whole ladder), polled every 150 ms until playable, then every second. The worker's RSS
 * (its Node process, not the ffmpeg children) is sampled at every poll.
 *
 *   npm run bench:transcode     (DATABASE_URL=postgres://… to use that database, else an embedded one in /tmp)
 *
 * BENCH_TRANSCODE_SECONDS (default 60) is the clips' length; BENCH_TRANSCODE_SOURCES=dir keeps the
 * clips there and reuses them in later runs (else they are made in the run's temporary folder).
 * Goals are printed beside the figures (MISSED when missed); only errors make the exit code non-zero.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { mkdir, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FileInfo } from '@stringer/shared/schemas/files';
import { logIn, signUp } from '@stringer/test-support/accounts';
import { call, overHttp } from '@stringer/test-support/api';
import { stopProcess } from '@stringer/test-support/processes';
import { tusSend } from '@stringer/test-support/uploads';
import { startEmbeddedPostgres } from '../apps/server/src/platform/db/embedded-postgres';
import {
  audioPeaks,
  ladder,
  loudness,
  type MediaInfo,
  probeDetailed,
  resolveBinaries,
  type VideoInfo,
} from '../apps/server/src/platform/media';
import { COMMON_ARGS, inputArgs } from '../apps/server/src/platform/media/hardening';
import { hlsOutput } from '../apps/server/src/platform/media/hls';
import { transcode } from '../apps/server/src/platform/media/job';
import { posterInput, posterOutput } from '../apps/server/src/platform/media/poster';
import { previewOutput } from '../apps/server/src/platform/media/preview';
import { storyboardOutput } from '../apps/server/src/platform/media/storyboard';
import { compiledServer, loadAverage, peakRss, resetPeakRss, rss, start } from './processes';
import { median } from './stats';

const SYSTEM_FFMPEG = '/usr/bin/ffmpeg';
const clipSeconds = Number(process.env.BENCH_TRANSCODE_SECONDS ?? 60);
const POLL_MS = 150;
const LADDER_POLL_MS = 1000;
/** The goals: playable within 30 s of the upload's end, the ladder at ≥ 95 % of bare ffmpeg's speed, the worker under 150 MiB. */
const GOAL = { playableS: 30, throughput: 0.95, workerMib: 150 };
/** A clip the product has not finished in this long has failed (the worker's own limit is 60 s + 4 s per media second per run). */
const GIVE_UP_MS = 30 * 60_000;

const work = mkdtempSync(path.join(tmpdir(), 'stringer-bench-transcode-'));
// Run as root, the embedded PostgreSQL's postgres user must be able to enter it.
chmodSync(work, 0o755);
const sourcesDir = process.env.BENCH_TRANSCODE_SOURCES
  ? path.resolve(process.env.BENCH_TRANSCODE_SOURCES)
  : path.join(work, 'sources');
mkdirSync(sourcesDir, { recursive: true });

interface Clip {
  name: string;
  file: string;
  /** The type the server sniffs: bare runs bind the same demuxer (mov for both). */
  mime: 'video/mp4' | 'video/quicktime';
}
const clips: Clip[] = [
  { name: 'H.264', file: path.join(sourcesDir, `h264-1080p30-${clipSeconds}s.mp4`), mime: 'video/mp4' },
  { name: 'HEVC', file: path.join(sourcesDir, `hevc-1080p30-${clipSeconds}s.mov`), mime: 'video/quicktime' },
];

/**
 * Both clips from one run of the system ffmpeg: testsrc2 (moving blocks, a scrolling gradient, a
 * counter) under temporal noise, so that every frame differs everywhere, as a camera's grain does;
 * a beeping tone as stereo AAC. Bitrates as phones record 1080p30: ~16 Mbit/s H.264, ~8 HEVC.
 */
function makeSources() {
  if (clips.every((c) => existsSync(c.file))) return false;
  const partial = clips.map((c) => `${c.file}.partial${path.extname(c.file)}`);
  const audio = ['-map', '1:a', '-c:a', 'aac', '-b:a', '128k', '-ac', '2'];
  execFileSync(
    SYSTEM_FFMPEG,
    [
      ...['-hide_banner', '-v', 'error', '-y'],
      ...['-f', 'lavfi', '-i', `testsrc2=size=1920x1080:rate=30:duration=${clipSeconds}`],
      ...['-f', 'lavfi', '-i', `sine=frequency=440:beep_factor=4:sample_rate=48000:duration=${clipSeconds}`],
      ...['-filter_complex', '[0:v]noise=alls=10:allf=t+u,split=2[h264][hevc]'],
      ...['-map', '[h264]', '-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p'],
      ...['-b:v', '16M', '-maxrate', '20M', '-bufsize', '32M', '-g', '60', ...audio],
      ...['-movflags', '+faststart', partial[0] as string],
      ...['-map', '[hevc]', '-c:v', 'libx265', '-preset', 'ultrafast', '-x265-params', 'log-level=error'],
      ...['-b:v', '8M', '-tag:v', 'hvc1', '-pix_fmt', 'yuv420p', ...audio, partial[1] as string],
    ],
    { stdio: 'inherit' },
  );
  for (const [i, c] of clips.entries()) renameSync(partial[i] as string, c.file);
  return true;
}

const seconds = (ms: number) => ms / 1000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

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

/** A command line with `nice -n N` dropped and every absolute path (input URL, outputs) as <path>: comparable across runs. */
function shape(argv: string[]) {
  const rest = argv[0]?.endsWith('nice') ? argv.slice(3) : argv;
  return rest.map((a) => (a.startsWith('/') || a.startsWith('file:/') ? '<path>' : a)).join(' ');
}

/** Every distinct worker ffmpeg command line seen, by shape. */
const workerCommands = new Set<string>();
/** One clip's worker ffmpeg runs, by shape: when first and last seen, ms after the upload's end. */
type Seen = Map<string, { first: number; last: number }>;

function sampleCommands(workerPid: number, runs: Seen, now: number) {
  for (const child of childrenOf(workerPid)) {
    try {
      const argv = readFileSync(`/proc/${child}/cmdline`, 'utf8').split('\0').slice(0, -1);
      if (!argv.some((a) => /ffmpeg$/.test(a))) continue;
      const key = shape(argv);
      workerCommands.add(key);
      const run = runs.get(key);
      if (run) run.last = now;
      else runs.set(key, { first: now, last: now });
    } catch {
      // Ended since the listing.
    }
  }
}

interface ProductRun {
  /** Milliseconds from the upload's end to each thing the info first showed. */
  probed: number;
  poster: number;
  preview: number;
  storyboard: number;
  ready: number;
  /** The worker's ffmpeg runs, as sampled. */
  runs: Seen;
  load: string;
}

type Milestone = Exclude<keyof ProductRun, 'runs' | 'load'>;

/** Uploads a clip through the product and follows its info until the ladder is ready. */
async function throughProduct(base: string, token: string, clip: Clip, workerPid: number, rssSamples: number[]) {
  const load = loadAverage();
  const bytes = readFileSync(clip.file);
  // One PATCH with the whole file, as a streaming client sends it: its 204 is the upload's end.
  const { fileId } = await tusSend(base, token, bytes, {
    kind: 'video',
    filename: path.basename(clip.file),
    chunkSize: bytes.length,
  });
  const ended = performance.now();
  const app = overHttp(base);
  const seen: Partial<Record<Milestone, number>> = {};
  const runs: Seen = new Map();
  const mark = (what: Milestone, when: number) => {
    seen[what] ??= when;
  };
  for (;;) {
    rssSamples.push(rss(workerPid));
    sampleCommands(workerPid, runs, performance.now() - ended);
    const res = await call(app, 'GET', `/web/files/${fileId}/info`, { token });
    const when = performance.now() - ended;
    const info = res.body.data as FileInfo | undefined;
    if (res.status !== 200 || !info) throw new Error(`info: ${res.status} ${JSON.stringify(res.body)}`);
    if (info.state === 'refused') throw new Error(`${clip.name}: the upload was refused (${info.refusedKey})`);
    const media = info.media;
    if (media?.state === 'failed') throw new Error(`${clip.name}: renditions failed: ${media.errorKey}`);
    if (info.state === 'ready') mark('probed', when);
    if (media?.posterUrl) mark('poster', when);
    if (media?.previewUrl) mark('preview', when);
    if (media?.storyboardUrl) mark('storyboard', when);
    if (media?.state === 'ready') {
      mark('ready', when);
      break;
    }
    if (when > GIVE_UP_MS) throw new Error(`${clip.name}: not ready after ${seconds(GIVE_UP_MS)} s`);
    // Once playable, polling slows: the ladder's minute and a half needs no 150 ms precision, and
    // every poll (an info call, a /proc walk) takes CPU from the ffmpeg being measured.
    await sleep(seen.preview === undefined ? POLL_MS : LADDER_POLL_MS);
  }
  return { ...(seen as Record<Milestone, number>), runs, load };
}

/** The bare runs, in the order the product makes them; milliseconds each. */
interface BareRun {
  probe: number;
  poster: number;
  preview: number;
  loudness: number;
  storyboard: number;
  peaks: number;
  hls: number;
  load: string;
}

/** What the bare runs passed to ffmpeg, by shape, to compare with the worker's. */
const bareCommands = new Map<string, string>();

/**
 * The product's ffmpeg commands on `clip`, one after another, nothing between them: the same
 * runner (platform/media's transcode: binary, niceness, common and hardened input options, the
 * progress pipe where the worker asks for progress) and the same output options.
 */
async function bare(clip: Clip): Promise<BareRun> {
  const load = loadAverage();
  const out = await mkdtemp(path.join(work, 'bare-'));
  const b = await resolveBinaries();
  const time = async (run: () => Promise<unknown>) => {
    const began = performance.now();
    await run();
    return performance.now() - began;
  };
  const progress = { onProgress: () => {} };
  const note = (what: string, before: string[], output: string[], withProgress: boolean) =>
    bareCommands.set(
      what,
      shape([
        b.ffmpeg,
        ...COMMON_ARGS,
        ...(withProgress ? ['-progress', 'pipe:1', '-nostats'] : []),
        ...before,
        ...inputArgs(clip.file, clip.mime),
        ...output,
      ]),
    );
  let meta: MediaInfo | undefined;
  const probe = await time(async () => {
    meta = await probeDetailed(clip.file, clip.mime);
  });
  const m = meta as MediaInfo;
  const run: Omit<BareRun, 'load'> = {
    probe,
    poster: await time(() => {
      const output = posterOutput(m, b, path.join(out, 'poster.jpg'));
      note('poster', posterInput(m), output, false);
      return transcode(clip.file, clip.mime, m, () => output, { before: posterInput(m) });
    }),
    preview: await time(() => {
      const output = previewOutput(m, b, path.join(out, 'preview.mp4'));
      note('preview', [], output, true);
      return transcode(clip.file, clip.mime, m, () => output, progress);
    }),
    loudness: await time(() => loudness(clip.file, clip.mime, m)),
    storyboard: await time(async () => {
      await mkdir(path.join(out, 'storyboard'));
      const output = storyboardOutput(m, b, path.join(out, 'storyboard'));
      note('storyboard', [], output, false);
      return transcode(clip.file, clip.mime, m, () => output);
    }),
    peaks: await time(() => audioPeaks(clip.file, clip.mime, m)),
    hls: await time(async () => {
      for (const r of ladder(m.video as VideoInfo)) await mkdir(path.join(out, 'hls', r.name), { recursive: true });
      const output = hlsOutput(m, b, path.join(out, 'hls'));
      note('hls', [], output, true);
      return transcode(clip.file, clip.mime, m, () => output, progress);
    }),
  };
  rmSync(out, { recursive: true, force: true });
  return { ...run, load };
}

/** Every run the product makes, bare: the server's probe and one per worker step, then the rest. */
const bareAll = (b: BareRun) => 3 * b.probe + b.loudness + b.poster + b.preview + b.storyboard + b.peaks + b.hls;

// --- the run -------------------------------------------------------------------------------------

const began = performance.now();
const loadAtStart = loadAverage();
const madeSources = makeSources();
console.log(
  `sources ${madeSources ? 'made' : 'reused'} in ${seconds(performance.now() - began).toFixed(0)} s: ` +
    clips.map((c) => `${c.name} ${(readFileSync(c.file).length / 1024 ** 2).toFixed(0)} MiB`).join(', '),
);

const quiet = { info() {}, debug() {}, warn() {} };
const embedded = process.env.DATABASE_URL ? undefined : await startEmbeddedPostgres(path.join(work, 'pg'), quiet);
const databaseUrl = process.env.DATABASE_URL || (embedded?.url as string);
const shared = { DATA_DIR: path.join(work, 'data'), DATABASE_URL: databaseUrl, LOG_LEVEL: 'info' };
const serverArgs = compiledServer();
// The web instance renders nothing (WEB_WORKER=false); the worker, as `npm run worker` launches
// it (the server's node flags, its own bundle from the same build), renders one video at a time.
const server = await start(
  serverArgs,
  { ...shared, PORT: '0', WEB_WORKER: 'false' },
  /Server listening at http:\/\/127\.0\.0\.1:(\d+)/,
);
const worker = await start(
  [...serverArgs.slice(0, -1), 'apps/server/dist/worker.js'],
  { ...shared, WORKER_CONCURRENCY: '1' },
  /"msg":"worker started"/,
);
const workerPid = worker.child.pid as number;
const binaries = await resolveBinaries();

type Row = { clip: Clip; product: ProductRun; bare: BareRun };
const rows: Row[] = [];
const rssSamples: number[] = [];
let workerIdle = 0;
let workerPeak = 0;
try {
  const base = `http://127.0.0.1:${server.port}`;
  const app = overHttp(base);
  const token = await logIn(app, (await signUp(app)).mail);
  workerIdle = rss(workerPid);
  // The worker's peak from here on: the renditions', not its start's.
  resetPeakRss(workerPid);
  for (const [i, clip] of clips.entries()) {
    // The order swapped every clip: a machine that drifts favours neither side.
    const productFirst = i % 2 === 0;
    let product: ProductRun | undefined;
    let bareRun: BareRun | undefined;
    for (const side of productFirst ? ['product', 'bare'] : ['bare', 'product']) {
      if (side === 'product') {
        product = await throughProduct(base, token, clip, workerPid, rssSamples);
        console.log(
          `  ${clip.name} through the product: ready ${seconds(product.ready).toFixed(1)} s after the upload`,
        );
      } else {
        bareRun = await bare(clip);
        console.log(`  ${clip.name} bare: every run done in ${seconds(bareAll(bareRun)).toFixed(1)} s`);
      }
    }
    rows.push({ clip, product: product as ProductRun, bare: bareRun as BareRun });
  }
  workerPeak = Math.max(peakRss(workerPid), ...rssSamples);
} finally {
  await stopProcess(worker);
  await stopProcess(server);
  await embedded?.stop();
  rmSync(work, { recursive: true, force: true });
}

// --- the table -----------------------------------------------------------------------------------

const s = (ms: number) => `${seconds(ms).toFixed(1)} s`;
const missed = (ok: boolean) => (ok ? '' : ' MISSED');
console.log(
  `\nrenditions of ${clipSeconds} s 1080p30 clips: the product (compiled server, WEB_WORKER=false, one worker, WORKER_CONCURRENCY=1) ` +
    `beside the same ffmpeg commands run bare, sequentially; ${binaries.version} (${binaries.ffmpeg}); load at the start ${loadAtStart}\n`,
);
console.log(
  '| clip | playable preview: product | bare preview alone | ladder ready: product | bare poster + preview + storyboard + HLS | throughput bare / product (goal ≥ 0.95) | playable within 30 s (goal) | load (1/5/15 min) |',
);
console.log('|---|---:|---:|---:|---:|---:|---|---|');
for (const { clip, product, bare: b } of rows) {
  const bareFour = b.poster + b.preview + b.storyboard + b.hls;
  const ratio = bareFour / product.ready;
  const playable = seconds(product.preview) <= GOAL.playableS;
  console.log(
    `| ${clip.name} | ${s(product.preview)} | ${s(b.preview)} | ${s(product.ready)} | ${s(bareFour)} | ` +
      `${ratio.toFixed(2)}${missed(ratio >= GOAL.throughput)} | ${playable ? 'yes' : 'no'}${missed(playable)} | ${product.load} / ${b.load} |`,
  );
}
console.log(
  `\nworker RSS (its Node process, ffmpeg apart): peak ${workerPeak.toFixed(0)} MiB${missed(workerPeak < GOAL.workerMib)} (goal < ${GOAL.workerMib}), ` +
    `median ${median(rssSamples).toFixed(0)} MiB over ${rssSamples.length} samples, ${workerIdle.toFixed(0)} MiB idle before the uploads`,
);

console.log('\nwhere the time goes (seconds):');
console.log(
  "| clip | product: probed / poster / preview / storyboard / ready | bare: probe / poster / preview / loudness / storyboard / peaks / HLS | bare, all the product's runs (3 probes) | to preview, bare in the product's order | throughput against all runs |",
);
console.log('|---|---|---|---:|---:|---:|');
for (const { clip, product: p, bare: b } of rows) {
  const f = (ms: number) => seconds(ms).toFixed(1);
  const all = bareAll(b);
  const toPreview = 2 * b.probe + b.poster + b.preview;
  console.log(
    `| ${clip.name} | ${[p.probed, p.poster, p.preview, p.storyboard, p.ready].map(f).join(' / ')} | ` +
      `${[b.probe, b.poster, b.preview, b.loudness, b.storyboard, b.peaks, b.hls].map(f).join(' / ')} | ${f(all)} | ${f(toPreview)} | ${(all / p.ready).toFixed(2)} |`,
  );
}

const steps = ['poster', 'preview', 'storyboard', 'hls'] as const;
console.log(
  `\nthe worker's ffmpeg runs as sampled (from first to last seen, seconds after the upload's end; ±${POLL_MS} ms until playable, ±${LADDER_POLL_MS} ms after) beside the same run bare:`,
);
console.log(`| clip | ${steps.map((step) => `${step}: worker from–to (for) / bare`).join(' | ')} |`);
console.log(`|---|${steps.map(() => '---').join('|')}|`);
for (const { clip, product: p, bare: b } of rows) {
  const f = (ms: number) => seconds(ms).toFixed(1);
  const cells = steps.map((step) => {
    const run = p.runs.get(bareCommands.get(step) ?? '');
    return `${run ? `${f(run.first)}–${f(run.last)} (${f(run.last - run.first)})` : 'not seen'} / ${f(b[step])}`;
  });
  console.log(`| ${clip.name} | ${cells.join(' | ')} |`);
}

const compared = [...bareCommands].map(
  ([what, bareShape]) => `${what} ${workerCommands.has(bareShape) ? 'same' : 'NOT SEEN'}`,
);
console.log(
  `\nthe worker's ffmpeg command lines (${workerCommands.size} distinct, read from /proc at every poll) against the bare runs', paths aside: ${compared.join(', ')}`,
);
if (compared.some((c) => c.endsWith('NOT SEEN'))) {
  console.log('  seen in the worker:');
  for (const c of workerCommands) console.log(`    ${c}`);
  console.log('  bare:');
  for (const c of bareCommands.values()) console.log(`    ${c}`);
}
