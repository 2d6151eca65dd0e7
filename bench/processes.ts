/** Child processes the benches measure: started through tsx, with their CPU time and memory read from /proc. */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

/** Starts `node --import tsx ...args` and resolves with the port the `ready` pattern captures from its stdout. */
export function start(
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
    // A bench that throws must not leave its servers running.
    process.once('exit', () => child.kill());
    let out = '';
    let found = false;
    child.stdout?.on('data', (c: Buffer) => {
      if (found) return;
      out += c.toString();
      const m = ready.exec(out);
      if (m) {
        found = true;
        resolve({ child, port: Number(m[1]) });
      }
    });
    child.once('exit', (code) => reject(new Error(`exited ${code}: ${out.slice(-2000)}`)));
  });
}

/** Stops a child and waits until it has gone. */
export async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await gone;
}

/** Peak resident memory of a process so far, in MiB (VmHWM). */
export const peakRss = (pid: number) =>
  Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** Resident memory of a process now, in MiB (VmRSS). */
export const rss = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system, all threads) a process has used so far: fields 14 and 15 of /proc/<pid>/stat. */
export function cpuSeconds(pid: number) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) may hold spaces: count fields from after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** The machine's load averages, to print beside figures measured on a shared machine. */
export const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
