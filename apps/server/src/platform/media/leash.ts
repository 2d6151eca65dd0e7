import { AsyncLocalStorage } from 'node:async_hooks';
import { type ChildProcess, type ChildProcessByStdio, execFileSync, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import type { Readable } from 'node:stream';
import { onPath } from './binaries';

/**
 * Set, to our pid, in the environment of every ffmpeg and ffprobe we start: what tells the
 * start-up sweep (`killOrphans`) that a process whose starter is gone is ours.
 */
export const OWNER_ENV = 'STRINGER_MEDIA_OWNER';

const running = new Set<ChildProcess>();
let leash: string[] | undefined;
/** The job the media runs below serve, by its signal (`tiedTo`). */
const job = new AsyncLocalStorage<AbortSignal>();

/**
 * Runs `work` so that every media process it starts is killed when `signal` aborts: pg-boss aborts
 * a job's signal when its heartbeat finds the job taken up again elsewhere (after an outage longer
 * than the lease), so the first run's ffmpeg does not go on beside the retry's. A context rather
 * than an option: it reaches every probe and transcode of a step without each passing it on.
 */
export const tiedTo = <T>(signal: AbortSignal, work: () => Promise<T>) => job.run(signal, work);

/**
 * `setpriv --pdeathsig KILL --` where util-linux has it: the kernel sends the child SIGKILL when
 * its starter dies, by kill -9 too, which no handler of ours sees. Tried once, since an older
 * setpriv without the option would fail every run.
 */
function leashPrefix(): string[] {
  if (leash) return leash;
  leash = [];
  const setpriv = process.platform === 'linux' ? onPath('setpriv') : null;
  if (!setpriv) return leash;
  try {
    execFileSync(setpriv, ['--pdeathsig', 'KILL', '--', 'true'], { stdio: 'ignore' });
    leash = [setpriv, '--pdeathsig', 'KILL', '--'];
  } catch {
    // No --pdeathsig here: the exit hook and the sweep remain.
  }
  return leash;
}

/** Kills a media run with everything it started (a wrapper's child too). */
export function killGroup(child: ChildProcess) {
  try {
    process.kill(-(child.pid as number), 'SIGKILL');
  } catch {
    // Ended meanwhile.
  }
}

function killRunning() {
  for (const child of running) killGroup(child);
}

/**
 * Starts a media tool (through `nice`, given as part of `command`) so that it dies with this
 * process: in a process group of its own, so a terminal's Ctrl-C or a signal to ours does not
 * stop it halfway while a job finishes gracefully; killed with its group when this process exits
 * (after SIGTERM, or an error), or when the job it serves is lost (`tiedTo`); and on Linux killed
 * by the kernel when this process dies by any means. Processes of a starter killed where none of that applies are `killOrphans`'s.
 */
export function spawnTied(command: string[]): ChildProcessByStdio<null, Readable, Readable> {
  const [file, ...args] = [...leashPrefix(), ...command] as [string, ...string[]];
  const child = spawn(file, args, {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, [OWNER_ENV]: String(process.pid) },
  });
  if (child.pid === undefined) return child;
  if (running.size === 0) process.on('exit', killRunning);
  running.add(child);
  const signal = job.getStore();
  const abort = () => killGroup(child);
  if (signal?.aborted) abort();
  signal?.addEventListener('abort', abort, { once: true });
  child.once('exit', () => {
    running.delete(child);
    if (running.size === 0) process.off('exit', killRunning);
    signal?.removeEventListener('abort', abort);
  });
  return child;
}

/** A process's state and parent, from /proc (Linux). */
function statOf(pid: string) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // "pid (comm) state ppid …": the command name may hold spaces and parentheses.
  const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { state, ppid: ppid ?? '0' };
}

/**
 * Whether `owner` is among `pid`'s ancestors. Not only its parent: an operator's FFMPEG_PATH may
 * be a wrapper script, whose ffmpeg is the starter's grandchild (and was killed as an orphan by
 * every worker that started beside it).
 */
function descendsFrom(pid: string, owner: string) {
  let at = pid;
  for (let depth = 0; depth < 32 && at !== '0' && at !== '1'; depth++) {
    at = statOf(at).ppid;
    if (at === owner) return true;
  }
  return false;
}

/**
 * Kills the media processes of ours whose starter is gone (it died where the kernel's leash is
 * missing): the pid they carry is no longer among their ancestors. Linux only, by /proc; run as a
 * worker starts, before it takes a job, so that a retried job never runs beside its first run's
 * ffmpeg. Returns how many it killed.
 */
export function killOrphans(): number {
  let killed = 0;
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return 0;
  }
  for (const pid of pids) {
    try {
      if (statOf(pid).state === 'Z') continue;
      const environ = readFileSync(`/proc/${pid}/environ`, 'latin1');
      const owner = new RegExp(`(?:^|\\0)${OWNER_ENV}=(\\d+)(?:\\0|$)`).exec(environ)?.[1];
      if (!owner || descendsFrom(pid, owner)) continue;
      process.kill(Number(pid), 'SIGKILL');
      killed++;
    } catch {
      // Ended meanwhile, or another user's process we may not read: not ours either way.
    }
  }
  return killed;
}
