import { inputArgs, MediaError } from './hardening';
import type { JobOptions } from './job';
import type { MediaInfo } from './probe';
import { ffmpeg, limitMs, TRANSCODE_LIMITS } from './run';

/** Audio only, first audio stream: `-vn` so no video is decoded at all. */
const audioInput = (src: string, container: string) => [...inputArgs(src, container), '-vn', '-map', '0:a:0'];

const timeout = (meta: MediaInfo, opts: Pick<JobOptions, 'limits'>) => ({
  timeoutMs: limitMs(opts.limits ?? TRANSCODE_LIMITS, meta.durationS),
});

/**
 * Integrated loudness (EBU R128, LUFS) of the first audio stream, or null without audio. From
 * ebur128's closing summary, which ffmpeg logs at "info" level; digital silence reads -70.
 */
export async function loudness(
  src: string,
  container: string,
  meta: MediaInfo,
  opts: Pick<JobOptions, 'limits'> = {},
): Promise<number | null> {
  if (!meta.audio) return null;
  const { stderr } = await ffmpeg(
    [...audioInput(src, container), '-af', 'ebur128=framelog=verbose', '-f', 'null', '-', '-v', 'info'],
    timeout(meta, opts),
  );
  // The summary's "Integrated loudness: I: -23.0 LUFS" (per-frame lines go to the "verbose" level, not shown).
  const value = /Integrated loudness:\s*I:\s*(-?[\d.]+|-inf) LUFS/.exec(stderr)?.[1];
  if (value === undefined) throw new MediaError(`ffmpeg: no ebur128 summary in: ${stderr.slice(-500)}`);
  return value === '-inf' ? -70 : Number(value);
}

/** Sample rate the peaks are read at: a waveform needs no treble, and 8 kHz keeps the pipe small. */
const PEAK_RATE = 8000;

/**
 * Folds signed 16-bit little-endian samples into `blocks`: the max |sample| per block of
 * `blockSize`, streaming (an hour of audio never sits in memory). A chunk may end mid-sample.
 */
export function peakFolder(blockSize: number) {
  const blocks: number[] = [];
  let carry: Buffer | null = null;
  let index = 0;
  return {
    push(chunk: Buffer) {
      const data: Buffer = carry ? Buffer.concat([carry, chunk]) : chunk;
      const whole = data.length - (data.length % 2);
      carry = whole < data.length ? data.subarray(whole) : null;
      for (let at = 0; at < whole; at += 2, index++) {
        const block = Math.floor(index / blockSize);
        const v = Math.abs(data.readInt16LE(at)) / 32768;
        if (!(v <= (blocks[block] ?? -1))) blocks[block] = v;
      }
    },
    blocks: () => blocks,
  };
}

/** Reduces any number of block peaks to exactly `count` values (max per range); [] stays []. */
export function resample(blocks: number[], count: number): number[] {
  if (!blocks.length) return [];
  return Array.from({ length: count }, (_, i) => {
    const from = Math.floor((i * blocks.length) / count);
    const to = Math.max(from + 1, Math.floor(((i + 1) * blocks.length) / count));
    let max = 0;
    for (let j = from; j < to && j < blocks.length; j++) max = Math.max(max, blocks[j] ?? 0);
    return Math.min(1, max);
  });
}

/**
 * A waveform: `count` peaks, 0..1 of full scale (not normalised: a quiet recording looks quiet),
 * from mono 8 kHz samples piped out of ffmpeg. [] when the file has no audio.
 */
export async function audioPeaks(
  src: string,
  container: string,
  meta: MediaInfo,
  opts: Pick<JobOptions, 'limits'> & { count?: number } = {},
): Promise<number[]> {
  if (!meta.audio) return [];
  const count = opts.count ?? 1000;
  // Blocks four times finer than the buckets: the duration ffprobe reports is only an estimate.
  const expected = Math.max(1, meta.durationS * PEAK_RATE);
  const folder = peakFolder(Math.max(1, Math.floor(expected / (count * 4))));
  await ffmpeg([...audioInput(src, container), '-ac', '1', '-ar', String(PEAK_RATE), '-f', 's16le', 'pipe:1'], {
    ...timeout(meta, opts),
    onStdout: folder.push,
  });
  return resample(folder.blocks(), count);
}
