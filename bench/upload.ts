/**
 * Upload throughput over loopback: a 2 GiB file through Stringer's server (auth, file row, sniffing,
 * tus), beside a bare @tus/server with its file store and the disk's own write speed (dd), in one
 * run. Also the servers' idle RSS (ours on a second start, as every start after an install's first)
 * and their peak RSS during a small and a large upload: it should not grow with size; and
 * the CPU seconds each server's process spent per GiB of the large uploads.
 *
 *   npm run bench:upload            (BENCH_UPLOAD_MB=2048, BENCH_ROUNDS=3 by default)
 */
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  closeSync,
  copyFileSync,
  createReadStream,
  mkdtempSync,
  openSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { logIn, signUp } from '@stringer/test-support/accounts';
import { overHttp } from '@stringer/test-support/api';
import { makeVideoFile } from '@stringer/test-support/media';
import { stopProcess } from '@stringer/test-support/processes';
import {
  compiledServer,
  cpuTimes,
  loadAverage,
  peakRss,
  resetPeakRss,
  rss,
  settledRss,
  start,
  treeCpuSeconds,
} from './processes';
import { median } from './stats';

const work = mkdtempSync(path.join(tmpdir(), 'stringer-bench-'));
// Run as root, the embedded PostgreSQL's postgres user must be able to enter it.
chmodSync(work, 0o755);
const bigMb = Number(process.env.BENCH_UPLOAD_MB ?? 2048);
const smallMb = 256;
/** Rounds of big uploads, each server once per round, the order swapped every round (BENCH_ROUNDS). */
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

function makeFile(mb: number) {
  const file = path.join(work, `bench-${mb}.mp4`);
  copyFileSync(makeVideoFile(`bench-${mb}-head.mp4`, 1), file);
  const block = Buffer.alloc(8 * 1024 * 1024, 7);
  const fd = openSync(file, 'a');
  for (let written = statSync(file).size; written < mb * 1024 * 1024; written += block.length) writeSync(fd, block);
  closeSync(fd);
  return file;
}

/**
 * A tus upload as a streaming client does it (curl -T, tus-js-client with no chunk size): create,
 * then one PATCH streaming the file, so that the servers, not the client's buffering, are measured.
 */
async function send(endpoint: string, file: string, headers: Record<string, string>, kind?: string): Promise<number> {
  const size = statSync(file).size;
  const b64 = (v: string) => Buffer.from(v).toString('base64');
  const meta = [`filename ${b64(path.basename(file))}`, ...(kind ? [`kind ${b64(kind)}`] : [])].join(',');
  const began = performance.now();
  const created = await fetch(endpoint, {
    method: 'POST',
    headers: { ...headers, 'tus-resumable': '1.0.0', 'upload-length': String(size), 'upload-metadata': meta },
  });
  const location = new URL(created.headers.get('location') ?? '', endpoint);
  if (created.status !== 201) throw new Error(`create: ${created.status} ${await created.text()}`);
  await new Promise<void>((resolve, reject) => {
    const req = http.request(location, {
      method: 'PATCH',
      headers: {
        ...headers,
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
        'content-length': String(size),
      },
    });
    req.on('response', (res) => {
      res.resume();
      if (res.statusCode === 204) resolve();
      else reject(new Error(`PATCH: ${res.statusCode}`));
    });
    pipeline(createReadStream(file, { highWaterMark: 1024 * 1024 }), req).catch(reject);
  });
  return size / 1024 / 1024 / ((performance.now() - began) / 1000);
}

/** A creator signed up and signed in over HTTP, as the sign-up screen does it. */
async function creatorToken(base: string) {
  const app = overHttp(base);
  return logIn(app, (await signUp(app)).mail);
}

const small = makeFile(smallMb);
const big = makeFile(bigMb);

// dd reports on stderr.
const ddOut = spawnSync(
  'dd',
  ['if=/dev/zero', `of=${path.join(work, 'dd.bin')}`, 'bs=8M', `count=${bigMb / 8}`, 'conv=fdatasync'],
  {
    encoding: 'utf8',
  },
).stderr;
const ddSeconds = Number(/([\d.]+) s,/.exec(ddOut)?.[1]);
const ddMbs = bigMb / ddSeconds;
rmSync(path.join(work, 'dd.bin'));

// Both servers run side by side and take turns, twice each (the second round in the other order),
// best of two.
const bare = await start(['bench/bare-tus.ts', path.join(work, 'bare')], {}, /listening on (\d+)/);
// The compiled server, as `npm start` and production run it, not the sources through tsx. Its
// first start on a new DATA_DIR makes the database and seeds it; every later start (measured) does not.
const startOurs = () =>
  start(
    compiledServer(),
    { PORT: '0', DATA_DIR: path.join(work, 'data'), DATABASE_URL: '', LOG_LEVEL: 'info' },
    /Server listening at http:\/\/127\.0\.0\.1:(\d+)/,
  );
const first = await startOurs();
const firstStartRss = rss(first.child.pid as number);
await stopProcess(first);
const ours = await startOurs();
const load = loadAverage();
const bareEndpoint = `http://127.0.0.1:${bare.port}/files`;
const base = `http://127.0.0.1:${ours.port}`;
const headers = { 'stringer-token': await creatorToken(base) };
const sendBare = (file: string) => send(bareEndpoint, file, {});
const sendOurs = (file: string) => send(`${base}/web/files`, file, headers, 'video');
const startedRss = { bare: rss(bare.child.pid as number), ours: rss(ours.child.pid as number) };
// Both settle at once: each is watched from outside, and idle waiting costs neither anything.
const [settledBare, settledOurs] = await Promise.all([
  settledRss(bare.child.pid as number),
  settledRss(ours.child.pid as number),
]);
const settled = { bare: settledBare, ours: settledOurs };
const idleRss = { bare: settled.bare.mib, ours: settled.ours.mib };
// Peaks from here on are the uploads', not the start's.
resetPeakRss(bare.child.pid as number);
resetPeakRss(ours.child.pid as number);
interface Run {
  mbs: number;
  /** CPU seconds of the server's process (all threads) in user space and in the kernel. */
  user: number;
  system: number;
  /** With its children: the embedded PostgreSQL and its backends, ffprobe. */
  tree: number;
}
const perGib = (seconds: number) => seconds / (bigMb / 1024);

async function timed(who: 'bare' | 'ours', upload: () => Promise<number>): Promise<Run> {
  // Each upload starts with no dirty pages: the one after another would pay for its flushing.
  spawnSync('sync');
  const pid = (who === 'bare' ? bare : ours).child.pid as number;
  const [times, tree] = [cpuTimes(pid), treeCpuSeconds(pid)];
  const mbs = await upload();
  const after = cpuTimes(pid);
  const run = {
    mbs,
    user: after.user - times.user,
    system: after.system - times.system,
    tree: treeCpuSeconds(pid) - tree,
  };
  console.log(
    `  ${who.padEnd(4)} ${mbs.toFixed(0).padStart(5)} MiB/s, CPU-s/GiB ${perGib(run.user).toFixed(2)} user + ${perGib(run.system).toFixed(2)} system`,
  );
  return run;
}

const bareSmall = await sendBare(small);
const bareSmallRss = peakRss(bare.child.pid as number);
const oursSmall = await sendOurs(small);
const oursSmallRss = peakRss(ours.child.pid as number);
// Each round uploads through both, one right after the other, the order swapped every round: the
// disk's speed drifts (a VM's more than most), so each round's pair is compared, not bests.
const runs: { bare: Run; ours: Run }[] = [];
for (let round = 0; round < rounds; round++) {
  const pair: Partial<Record<'bare' | 'ours', Run>> = {};
  for (const who of round % 2 === 0 ? (['bare', 'ours'] as const) : (['ours', 'bare'] as const)) {
    pair[who] = await timed(who, () => (who === 'bare' ? sendBare(big) : sendOurs(big)));
  }
  runs.push(pair as { bare: Run; ours: Run });
}
const medianOf = (who: 'bare' | 'ours', pick: (run: Run) => number) => median(runs.map((pair) => pick(pair[who])));
const ratio = (pick: (run: Run) => number) => median(runs.map((pair) => pick(pair.ours) / pick(pair.bare)));
const bareRss = peakRss(bare.child.pid as number);
const oursRss = peakRss(ours.child.pid as number);
await stopProcess(bare);
await stopProcess(ours);
rmSync(work, { recursive: true, force: true });

const f = (n: number) => n.toFixed(0).padStart(6);
const g = (seconds: number) => perGib(seconds).toFixed(2).padStart(6);
const cpuLine = (who: 'bare' | 'ours') =>
  `${g(medianOf(who, (r) => r.user + r.system))} CPU-s/GiB (${g(medianOf(who, (r) => r.user)).trim()} user)`;
console.log(
  `upload of ${bigMb} MiB over loopback, ${rounds} rounds (medians); RSS idle (settled, after a second start), then the peak during the ${smallMb} MiB and the ${bigMb} MiB uploads (load ${load}):`,
);
console.log(`  disk (dd, fdatasync)   ${f(ddMbs)}`);
console.log(
  `  bare @tus/server       ${f(medianOf('bare', (r) => r.mbs))}   RSS ${f(idleRss.bare)} idle, ${f(bareSmallRss)} → ${f(bareRss)} MiB   ${cpuLine('bare')}   (${f(bareSmall)} MiB/s for ${smallMb} MiB)`,
);
console.log(
  `  Stringer /web/files    ${f(medianOf('ours', (r) => r.mbs))}   RSS ${f(idleRss.ours)} idle, ${f(oursSmallRss)} → ${f(oursRss)} MiB   ${cpuLine('ours')}   (${f(oursSmall)} MiB/s for ${smallMb} MiB)`,
);
console.log(
  `ratios (median of the rounds' pairs): Stringer/bare ${ratio((r) => r.mbs).toFixed(2)} (target ≥ 0.90), ` +
    `Stringer/disk ${(medianOf('ours', (r) => r.mbs) / ddMbs).toFixed(2)}`,
);
console.log(
  `CPU per GiB (the server's process, all threads): Stringer/bare ${ratio((r) => r.user + r.system).toFixed(2)} (target ≤ 1.2), ` +
    `user space only ${ratio((r) => r.user).toFixed(2)}; with its children (embedded PostgreSQL, ffprobe): ` +
    `${g(medianOf('ours', (r) => r.tree))} vs ${g(medianOf('bare', (r) => r.tree))} CPU-s/GiB`,
);
console.log(
  `RSS right after starting: Stringer ${startedRss.ours.toFixed(0)} MiB (its first start, database made and seeded: ${firstStartRss.toFixed(0)} MiB), bare ${startedRss.bare.toFixed(0)} MiB; ` +
    `settled (idle above) after ${settled.ours.seconds.toFixed(0)} s and ${settled.bare.seconds.toFixed(0)} s`,
);
console.log(
  `RSS growth from ${smallMb} MiB to ${bigMb} MiB: Stringer ${(oursRss - oursSmallRss).toFixed(0)} MiB, bare ${(bareRss - bareSmallRss).toFixed(0)} MiB`,
);
