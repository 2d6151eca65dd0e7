import fs from 'node:fs/promises';
import path from 'node:path';
import { frameRateOf } from '@stringer/shared/timecode';
import type { Binaries } from './binaries';
import { inputUrl } from './hardening';
import { type JobOptions, transcode, videoOf } from './job';
import { gopFrames } from './picture';
import { PREVIEW_KEYFRAME_S, previewEncoding } from './preview';
import type { MediaInfo } from './probe';
import { outputRate } from './rates';
import { ffmpeg, limitMs, TRANSCODE_LIMITS } from './run';
import { hlsArgs } from './stream';

/**
 * A long source's preview encoded in time ranges, each a job any free worker takes
 * (docs/decisions/0080), then joined. Ranges start on the preview's frame grid and keyframes, so
 * that joined they are the single encode's frames: none missing, none twice.
 */

/**
 * How a source is cut: ranges of about `rangeS` (a minute by default: ten jobs for a 10 min clip,
 * enough for a few workers to share), none below `fromS` (a range's start-up, seeking and a new
 * encoder, is not worth it for a short clip). RANGE_SECONDS and RANGED_FROM_SECONDS set them.
 */
export interface RangePlan {
  rangeS: number;
  fromS: number;
}
export const DEFAULT_RANGES: RangePlan = { rangeS: 60, fromS: 150 };

export interface Range {
  index: number;
  /** Where it starts in the source, on the preview's frame grid. */
  startS: number;
  durationS: number;
  frames: number;
}

/** The ranges a source's preview is cut into, or null when it is encoded in one run. */
export function planRanges(meta: MediaInfo, plan: RangePlan = DEFAULT_RANGES): Range[] | null {
  const video = videoOf(meta);
  if (meta.durationS < plan.fromS) return null;
  const { num, den } = frameRateOf(outputRate(video));
  const gop = gopFrames(video, PREVIEW_KEYFRAME_S);
  const perRange = gop * Math.max(1, Math.round((plan.rangeS * num) / den / gop));
  const total = Math.ceil((meta.durationS * num) / den);
  const ranges: Range[] = [];
  for (let first = 0; first < total; first += perRange) {
    // A last sliver shorter than a third of a range goes with the range before it.
    const rest = total - first - perRange;
    const frames = rest > 0 && rest < perRange / 3 ? perRange + rest : Math.min(perRange, total - first);
    ranges.push({ index: ranges.length, startS: (first * den) / num, durationS: (frames * den) / num, frames });
    if (frames !== perRange) break;
  }
  return ranges;
}

/** A range's files in the stream's folder: "r003-" before its init segment's and segments' names. */
export const rangePrefix = (index: number) => `r${String(index).padStart(3, '0')}-`;

/** ffmpeg's output options for one range of the preview, as HLS into `dir` (after `-ss` and the input). */
export function rangeOutput(meta: MediaInfo, b: Pick<Binaries, 'filters' | 'avutilMajor'>, dir: string, range: Range) {
  return [
    ...previewEncoding(meta, b),
    ...['-t', range.durationS.toFixed(6), '-frames:v', String(range.frames)],
    ...hlsArgs(dir, rangePrefix(range.index)),
  ];
}

/**
 * Encodes one range of the preview into `dir` (made here): seeking the input to its start (ffmpeg
 * decodes from the keyframe before and drops what precedes, so the first frame is exact).
 */
export async function encodeRange(
  src: string,
  container: string,
  dir: string,
  meta: MediaInfo,
  range: Range,
  opts: JobOptions = {},
) {
  await fs.mkdir(dir, { recursive: true });
  const part = { ...meta, durationS: range.durationS };
  await transcode(src, container, part, (b) => rangeOutput(meta, b, dir, range), {
    ...opts,
    before: ['-ss', range.startS.toFixed(6)],
  });
}

/**
 * The preview MP4 from the ranges' own files (each `pieces[i]` an init segment followed by its
 * media segments, made by us): joined by stream copy, each range placed at its exact length, so
 * that its first frame follows the last one before it. Inputs are our files, never an upload's.
 */
export async function joinRanges(pieces: string[], ranges: Range[], outFile: string) {
  const list = path.join(path.dirname(outFile), 'ranges.txt');
  const entries = pieces.map((piece, i) => `file '${inputUrl(piece)}'\nduration ${ranges[i]?.durationS.toFixed(6)}`);
  await fs.writeFile(list, `ffconcat version 1.0\n${entries.join('\n')}\n`);
  const lengthS = ranges.reduce((total, r) => total + r.durationS, 0);
  await ffmpeg(
    [
      ...['-protocol_whitelist', 'file', '-f', 'concat', '-safe', '0', '-i', inputUrl(list)],
      ...['-map', '0', '-c', 'copy', '-movflags', '+faststart', '-f', 'mp4', '-y', outFile],
    ],
    { timeoutMs: limitMs(TRANSCODE_LIMITS, lengthS / 20) },
  );
}
