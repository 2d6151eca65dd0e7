import { AsyncLocalStorage } from 'node:async_hooks';
import os from 'node:os';
import { onPath, resolveBinaries } from './binaries';
import { COMMON_ARGS, MediaError, MediaTimeout } from './hardening';
import { killGroup, spawnTied } from './leash';

/**
 * A ceiling of `baseMs` plus `perMediaSecond` × the media's duration in seconds and, where ffmpeg
 * reports progress, `stallMs`: killed once its output time has stood still that long. A slow
 * machine keeps advancing and is let run; a stall does not (decision 0073).
 */
export interface Limits {
  baseMs: number;
  perMediaSecond: number;
  stallMs?: number;
}

/**
 * Transcodes: judged by progress, two minutes without any; the ceiling (10 minutes + 20 s per
 * second of media, 20× real time) only stops a run that advances by crumbs forever.
 */
export const TRANSCODE_LIMITS: Limits = { baseMs: 600_000, perMediaSecond: 20_000, stallMs: 120_000 };
/** Reading headers or one frame: seconds, whatever the length; a stuck read is a hostile file. */
export const QUICK_LIMITS: Limits = { baseMs: 30_000, perMediaSecond: 0 };

export const limitMs = (limits: Limits, durationS: number) =>
  limits.baseMs + limits.perMediaSecond * Math.max(0, durationS);

export interface RunOptions {
  /** The ceiling: killed after this long whatever its progress. */
  timeoutMs: number;
  /** Killed when ffmpeg's output time has not advanced for this long (reads `-progress`). */
  stallMs?: number;
  /** With `onProgress`: the output's expected length, to turn ffmpeg's out_time into 0..1. */
  durationS?: number;
  onProgress?: (fraction: number) => void;
  /** Stream stdout here instead of collecting it (raw audio can be large). */
  onStdout?: (chunk: Buffer) => void;
}

const STDERR_TAIL = 4000;
const NICENESS = 10;
/** Work nobody waits for yet (a ladder): CFS gives a nice-10 run ~7 times its share of the cores. */
const BACKGROUND_NICENESS = 19;
const background = new AsyncLocalStorage<true>();

/**
 * Runs `work` with its media runs at the lowest priority: beside a run at the usual one (a first
 * frame) it takes what that leaves (decision 0081). A context, as `tiedTo` is, so that it reaches
 * every run of a step.
 */
export const inBackground = <T>(work: () => Promise<T>) => background.run(true, work);

let nice: string | null | undefined;

/**
 * Transcodes run below the API's priority: `nice -n 10` when the system has it (the child starts
 * low), os.setPriority on the child otherwise (a few instructions run at normal priority first).
 * Either way the child is tied to this process (leash.ts): it dies with it.
 */
function spawnLow(bin: string, args: string[]) {
  const niceness = background.getStore() ? BACKGROUND_NICENESS : NICENESS;
  nice ??= onPath('nice');
  if (nice) return spawnTied([nice, '-n', String(niceness), bin, ...args]);
  const child = spawnTied([bin, ...args]);
  try {
    if (child.pid) os.setPriority(child.pid, niceness);
  } catch {
    // Not permitted here (some containers): the job still runs, at normal priority.
  }
  return child;
}

/**
 * ffmpeg's `-progress` lines: out_time_us=1234567 (microseconds of output written). `onAdvance`
 * hears every step forward of the output time, whether or not the length is known.
 */
export function progressReader(durationS: number, onProgress: (fraction: number) => void, onAdvance = () => {}) {
  let rest = '';
  let last = 0;
  let lastUs = -1;
  return (chunk: Buffer) => {
    const lines = (rest + chunk.toString()).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      const us = Number(/^out_time_us=(\d+)/.exec(line)?.[1] ?? Number.NaN);
      if (!(us > lastUs)) continue;
      lastUs = us;
      onAdvance();
      if (durationS <= 0) continue;
      const fraction = Math.min(1, us / 1e6 / durationS);
      // Monotonic: a progress bar that goes backwards reads as a bug.
      if (fraction <= last) continue;
      last = fraction;
      onProgress(fraction);
    }
  };
}

/** Names the forced demuxer and whitelist in errors: they explain most refusals of crafted files. */
function inputSummary(args: readonly string[]) {
  const at = (flag: string) => {
    const i = args.indexOf(flag);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const format = at('-f');
  return format ? ` (input forced to -f ${format}, protocols ${at('-protocol_whitelist')})` : '';
}

export interface RunResult {
  stdout: Buffer;
  /** The last few thousand characters: enough for an error, or a filter's closing summary. */
  stderr: string;
}

function run(tool: 'ffmpeg' | 'ffprobe', bin: string, args: string[], opts: RunOptions): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawnLow(bin, args);
    const out: Buffer[] = [];
    let err = '';
    let killedFor: string | undefined;
    // The whole group: a wrapper script's ffmpeg dies with it.
    const kill = (why: string) => {
      killedFor ??= why;
      killGroup(child);
    };
    const timer = setTimeout(() => kill(`timed out after ${opts.timeoutMs} ms and was killed`), opts.timeoutMs);
    let stall: NodeJS.Timeout | undefined;
    const watch = () => {
      if (!opts.stallMs) return;
      clearTimeout(stall);
      stall = setTimeout(() => kill(`stalled (no progress for ${opts.stallMs} ms) and was killed`), opts.stallMs);
    };
    watch();
    const progress =
      opts.onProgress || opts.stallMs
        ? progressReader(opts.durationS ?? 0, opts.onProgress ?? (() => {}), watch)
        : undefined;
    child.stdout.on('data', (c: Buffer) => (progress ?? opts.onStdout ?? ((b: Buffer) => out.push(b)))(c));
    child.stderr.on('data', (c: Buffer) => {
      err = (err + c.toString()).slice(-STDERR_TAIL);
    });
    child.on('error', (e) => {
      clearTimeout(timer);
      clearTimeout(stall);
      reject(new MediaError(`${tool} did not start: ${e.message}`, { cause: e }));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      clearTimeout(stall);
      if (code === 0 && !killedFor) {
        opts.onProgress?.(1);
        return resolve({ stdout: Buffer.concat(out), stderr: err });
      }
      const Failure = killedFor ? MediaTimeout : MediaError;
      reject(
        new Failure(`${tool} ${killedFor ?? `exited with ${code ?? signal}`}${inputSummary(args)}: ${err.trim()}`),
      );
    });
  });
}

/** ffmpeg with the common options; `-progress pipe:1` when progress is heard or watched. */
export async function ffmpeg(args: string[], opts: RunOptions): Promise<RunResult> {
  const progress = opts.onProgress || opts.stallMs ? ['-progress', 'pipe:1', '-nostats'] : [];
  return run('ffmpeg', (await resolveBinaries()).ffmpeg, [...COMMON_ARGS, ...progress, ...args], opts);
}

/** ffprobe's JSON for `args` (which carry the hardened input options). */
export async function ffprobe(args: string[], opts: RunOptions): Promise<unknown> {
  const out = await run('ffprobe', (await resolveBinaries()).ffprobe, ['-print_format', 'json', ...args], opts);
  return JSON.parse(out.stdout.toString());
}
