/**
 * Start to first answer and idle memory of the compiled server, on a second start (the embedded
 * PostgreSQL's cluster already made, as every start after the first), beside a Fastify hello
 * world and the source run through tsx (how `npm start` ran before the build), in one run.
 *
 *   npm run bench:startup        (BENCH_STARTS=5 by default: the median is printed)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stopProcess } from '@stringer/test-support/processes';
import { freePort } from '../apps/server/src/platform/db/embedded-postgres';
import { compiledServer, root, rss } from './processes';
import { median } from './stats';

const starts = Number(process.env.BENCH_STARTS ?? 5);
const IDLE_MS = 3_000;

interface Subject {
  name: string;
  args: string[];
  /** A path that answers once the process serves requests. */
  probe: string;
  env?: Record<string, string>;
}

async function firstAnswer(url: string, child: ChildProcess) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    const res = await fetch(url).catch(() => undefined);
    if (res) {
      await res.arrayBuffer();
      return;
    }
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** One start: milliseconds from spawn to the first answer, then RSS once it has idled. */
async function measure(subject: Subject) {
  const port = await freePort();
  const began = performance.now();
  const child = spawn(process.execPath, subject.args, {
    cwd: root,
    env: { ...process.env, ...subject.env, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await firstAnswer(`http://127.0.0.1:${port}${subject.probe}`, child);
    const ms = performance.now() - began;
    await new Promise((r) => setTimeout(r, IDLE_MS));
    return { ms, rss: rss(child.pid as number) };
  } finally {
    await stopProcess({ child });
  }
}

async function run(subject: Subject) {
  const runs = [];
  for (let i = 0; i < starts; i++) runs.push(await measure(subject));
  return { name: subject.name, ms: median(runs.map((r) => r.ms)), rss: median(runs.map((r) => r.rss)) };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'stringer-startup-'));
// Run as root, the embedded PostgreSQL's postgres user must be able to enter it.
chmodSync(dataDir, 0o755);
const serverEnv = { DATA_DIR: dataDir, DATABASE_URL: '' };
const compiled: Subject = {
  name: 'compiled server',
  args: compiledServer(),
  probe: '/api/area/countries',
  env: serverEnv,
};
// The first start makes the cluster, migrates and seeds: not what is measured.
await measure(compiled);
const results = [
  await run({ name: 'Fastify hello world', args: ['bench/hello-fastify.mjs'], probe: '/' }),
  await run(compiled),
  await run({ ...compiled, name: 'source through tsx', args: ['--import', 'tsx', 'apps/server/src/server.ts'] }),
];
rmSync(dataDir, { recursive: true, force: true });

const [hello] = results as [(typeof results)[0]];
console.log(`start to first answer and idle RSS (${IDLE_MS / 1000} s after it), median of ${starts} starts:`);
for (const r of results) {
  console.log(
    `  ${r.name.padEnd(22)} ${r.ms.toFixed(0).padStart(6)} ms  ${(r.ms / hello.ms).toFixed(1).padStart(5)}×   ` +
      `RSS ${r.rss.toFixed(0).padStart(4)} MiB  ${(r.rss / hello.rss).toFixed(1).padStart(4)}×`,
  );
}
console.log('goals for the compiled server: < 1000 ms, idle RSS < 150 MiB');
