/**
 * Upload throughput over loopback: a 2 GiB file through Stringer's server (auth, file row, sniffing,
 * tus), beside a bare @tus/server with its file store and the disk's own write speed (dd), in one
 * run. Also the servers' peak RSS, for a small and a large file: it should not grow with size.
 *
 *   npm run bench:upload            (BENCH_UPLOAD_MB=2048 by default)
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  closeSync,
  copyFileSync,
  createReadStream,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { makeVideoFile } from '../apps/server/test/media';

const root = path.resolve(import.meta.dirname, '..');
const work = mkdtempSync(path.join(tmpdir(), 'stringer-bench-'));
// Run as root, the embedded PostgreSQL's postgres user must be able to enter it.
chmodSync(work, 0o755);
const bigMb = Number(process.env.BENCH_UPLOAD_MB ?? 2048);
const smallMb = 256;

function makeFile(mb: number) {
  const file = path.join(work, `bench-${mb}.mp4`);
  copyFileSync(makeVideoFile(`bench-${mb}-head.mp4`, 1), file);
  const block = Buffer.alloc(8 * 1024 * 1024, 7);
  const fd = openSync(file, 'a');
  for (let written = statSync(file).size; written < mb * 1024 * 1024; written += block.length) writeSync(fd, block);
  closeSync(fd);
  return file;
}

function start(
  args: string[],
  env: Record<string, string>,
  ready: RegExp,
): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout?.on('data', (c: Buffer) => {
      out += c.toString();
      const m = ready.exec(out);
      if (m) resolve({ child, port: Number(m[1]) });
    });
    child.once('exit', (code) => reject(new Error(`exited ${code}: ${out.slice(-2000)}`)));
  });
}

/** Peak resident memory of a process so far, in MiB (VmHWM). */
const peakRss = (pid: number) =>
  Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

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

async function api<T>(base: string, method: string, p: string, body?: unknown): Promise<T> {
  const res = await fetch(base + p, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  return ((await res.json()) as { data: T }).data;
}

async function creatorToken(base: string) {
  const mail = `bench.${Date.now()}@example.com`;
  await api(base, 'POST', '/web/custom/mail/code', { mail });
  let code = '';
  for (let i = 0; i < 100 && !code; i++) {
    await new Promise((r) => setTimeout(r, 100));
    const mails = await api<{ text: string }[]>(base, 'GET', `/dev/mail?to=${mail}`);
    code = /\b(\d{6})\b/.exec(mails[0]?.text ?? '')?.[1] ?? '';
  }
  type List = { list: { id: number; name: string }[] };
  const japan = (await api<List>(base, 'GET', '/api/area/countries')).list.find((c) => c.name === 'Japan');
  const tokyo = (await api<List>(base, 'GET', `/api/area/provinces?countryId=${japan?.id}`)).list.find((p) =>
    p.name.startsWith('Tokyo'),
  );
  const city = (await api<List>(base, 'GET', `/api/area/cities?provinceId=${tokyo?.id}`)).list[0];
  const region = { countryId: japan?.id, provinceId: tokyo?.id, cityId: city?.id };
  await api(base, 'POST', '/web/custom/create', {
    realName: 'Bench',
    ...region,
    account: `bench${Date.now()}`,
    mail,
    code,
    password: 'Bench1234',
  });
  return (
    await api<{ token: string }>(base, 'POST', '/web/account/email/login', { email: mail, password: 'Bench1234' })
  ).token;
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

// Both servers run side by side and take turns, twice each, best of two: the one that writes
// second would otherwise pay for the first one's dirty pages being flushed.
const bare = await start(['bench/bare-tus.ts', path.join(work, 'bare')], {}, /listening on (\d+)/);
const ours = await start(
  ['apps/server/src/server.ts'],
  { PORT: '0', DATA_DIR: path.join(work, 'data'), DATABASE_URL: '', LOG_LEVEL: 'info' },
  /Server listening at http:\/\/127\.0\.0\.1:(\d+)/,
);
const bareEndpoint = `http://127.0.0.1:${bare.port}/files`;
const base = `http://127.0.0.1:${ours.port}`;
const headers = { 'stringer-token': await creatorToken(base) };
const sendBare = (file: string) => send(bareEndpoint, file, {});
const sendOurs = (file: string) => send(`${base}/web/files`, file, headers, 'video');

const bareSmall = await sendBare(small);
const bareSmallRss = peakRss(bare.child.pid as number);
const oursSmall = await sendOurs(small);
const oursSmallRss = peakRss(ours.child.pid as number);
let bareMbs = 0;
let oursMbs = 0;
for (let round = 0; round < 2; round++) {
  bareMbs = Math.max(bareMbs, await sendBare(big));
  oursMbs = Math.max(oursMbs, await sendOurs(big));
}
const bareRss = peakRss(bare.child.pid as number);
const oursRss = peakRss(ours.child.pid as number);
bare.child.kill();
ours.child.kill('SIGTERM');
await new Promise((r) => ours.child.once('exit', r));
rmSync(work, { recursive: true, force: true });

const f = (n: number) => n.toFixed(0).padStart(6);
console.log(
  `upload of ${bigMb} MiB over loopback (MiB/s, best of 2), peak RSS after ${smallMb} MiB and after ${bigMb} MiB:`,
);
console.log(`  disk (dd, fdatasync)   ${f(ddMbs)}`);
console.log(
  `  bare @tus/server       ${f(bareMbs)}   RSS ${f(bareSmallRss)} → ${f(bareRss)} MiB   (${f(bareSmall)} MiB/s for ${smallMb} MiB)`,
);
console.log(
  `  Stringer /web/files    ${f(oursMbs)}   RSS ${f(oursSmallRss)} → ${f(oursRss)} MiB   (${f(oursSmall)} MiB/s for ${smallMb} MiB)`,
);
console.log(
  `ratios: Stringer/bare ${(oursMbs / bareMbs).toFixed(2)}, Stringer/disk ${(oursMbs / ddMbs).toFixed(2)} (target ≥ 0.90 each)`,
);
console.log(
  `RSS growth from ${smallMb} MiB to ${bigMb} MiB: Stringer ${(oursRss - oursSmallRss).toFixed(0)} MiB, bare ${(bareRss - bareSmallRss).toFixed(0)} MiB`,
);
