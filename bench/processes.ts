/** Child processes the benches measure, with their CPU time and memory read from /proc. */
import { execFileSync } from 'node:child_process';
import { appendFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startProcess } from '@stringer/test-support/processes';
import { NODE_FLAGS } from '../apps/server/src/platform/node-flags';

/**
 * The checkout whose product is run: this one, or BENCH_PRODUCT_ROOT (another checkout's build, an
 * earlier commit's, to measure before and after in one run of the same bench).
 */
export const root = path.resolve(process.env.BENCH_PRODUCT_ROOT ?? path.join(import.meta.dirname, '..'));

/**
 * The server as production runs it: the esbuild bundle (docs/decisions/0020) serving the built web
 * app, both built first if their sources changed since the last build (as `npm start` does), with
 * the node flags it is launched with (BENCH_SERVER_FLAGS replaces them, e.g. with nothing to
 * measure the server without them). Arguments for `start`.
 */
export function compiledServer() {
  execFileSync(process.execPath, ['scripts/build.mjs', '--changed'], { cwd: root, stdio: 'inherit' });
  const flags = process.env.BENCH_SERVER_FLAGS?.split(' ').filter(Boolean) ?? NODE_FLAGS;
  return [...flags, 'apps/server/dist/server.js'];
}

/**
 * Starts `node ...args` (through tsx when the script is TypeScript) and resolves with the port the
 * `ready` pattern captures from its stdout.
 */
export async function start(args: string[], env: Record<string, string>, ready: RegExp) {
  // BENCH_CPU_PROF=dir: each server writes a V8 CPU profile there when it exits. BENCH_NODE_ARGS:
  // more flags for node (`--trace-gc`: its lines go to BENCH_LOG_DIR/<pid>.log with the rest of stdout).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const extra = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const logDir = process.env.BENCH_LOG_DIR;
  const loader = args[0]?.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const running = await startProcess(process.execPath, [...extra, ...profile, ...loader, ...args], {
    cwd: root,
    env,
    // A pattern without a group (a worker's "started") is ready with no port.
    ready: (log) => {
      const found = ready.exec(log);
      return found ? { port: Number(found[1] ?? 0) } : undefined;
    },
    onOutput: logDir ? (chunk, child) => appendFileSync(path.join(logDir, `${child.pid}.log`), chunk) : undefined,
    keepLog: false,
  });
  // A bench that throws must not leave its servers running.
  process.once('exit', () => running.child.kill());
  return running;
}

/** Peak resident memory of a process so far, in MiB (VmHWM). */
export const peakRss = (pid: number) =>
  Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/**
 * A process's resident memory once it has settled after starting (unchanged by more than 1 MiB
 * for 10 s, at most 60 s): V8 keeps the young generation a start grew (up to 32 MiB) until its
 * memory reducer runs, ~8 s after the process goes quiet. Resolves with the MiB and the seconds
 * it took.
 */
export async function settledRss(pid: number) {
  const began = performance.now();
  let last = rss(pid);
  let steadySince = began;
  while (performance.now() - steadySince < 10_000 && performance.now() - began < 60_000) {
    await new Promise((r) => setTimeout(r, 500));
    const now = rss(pid);
    if (Math.abs(now - last) > 1) steadySince = performance.now();
    last = now;
  }
  return { mib: last, seconds: (performance.now() - began) / 1000 };
}

/** Starts a process's peak resident memory (VmHWM) again from what it holds now (Linux ≥ 4.0). */
export const resetPeakRss = (pid: number) => writeFileSync(`/proc/${pid}/clear_refs`, '5');

/** Resident memory of a process now, in MiB (VmRSS). */
export const rss = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

const TICKS_PER_SECOND = 100;

function statFields(pid: number) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) may hold spaces: count fields from after its closing parenthesis.
  return stat
    .slice(stat.lastIndexOf(')') + 2)
    .split(' ')
    .map(Number);
}

/** CPU seconds a process (all its threads) has spent so far in user space and in the kernel: fields 14 and 15 of /proc/<pid>/stat. */
export function cpuTimes(pid: number) {
  const f = statFields(pid);
  return { user: (f[11] ?? 0) / TICKS_PER_SECOND, system: (f[12] ?? 0) / TICKS_PER_SECOND };
}

/**
 * CPU seconds of a process and everything under it: its live descendants (an embedded PostgreSQL
 * and its backends) and the children they have reaped (ffprobe runs, ended backends), fields 14-17.
 */
export function treeCpuSeconds(pid: number) {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      parents.set(Number(entry), statFields(Number(entry))[1] ?? 0);
    } catch {
      // Gone since the listing.
    }
  }
  const tree = new Set([pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [child, parent] of parents) {
      if (tree.has(parent) && !tree.has(child)) {
        tree.add(child);
        grew = true;
      }
    }
  }
  let ticks = 0;
  for (const member of tree) {
    try {
      const f = statFields(member);
      ticks += (f[11] ?? 0) + (f[12] ?? 0) + (f[13] ?? 0) + (f[14] ?? 0);
    } catch {
      // Ended while counting.
    }
  }
  return ticks / TICKS_PER_SECOND;
}

/** The machine's load averages, to print beside figures measured on a shared machine. */
export const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
