import fs from 'node:fs/promises';
import { writeFileAtomically } from './atomic';
import type { Binaries } from './binaries';
import { inputArgs, STRIP_METADATA } from './hardening';
import { type JobOptions, transcode, videoOf } from './job';
import { fit, picture } from './picture';
import type { MediaInfo } from './probe';
import { ffmpeg, limitMs, QUICK_LIMITS } from './run';

/** Where the poster search starts: 10 % in skips fades from black and slates, capped for long videos. */
const START_FRACTION = 0.1;
const START_MAX_S = 30;
/** How long a stretch is searched, sampled at SAMPLE_FPS. */
const WINDOW_S = 10;
const SAMPLE_FPS = 2;
/** Mean luma (0..255, black is 16 in TV range) below which a frame counts as black. */
const DARK_YAVG = 32;

const seconds = (s: number) => s.toFixed(3); // ffmpeg reads no exponent: 1e-7 must reach it as 0.000

/** JPEG quality 2..31, lower is better: 3 is near-lossless at a quarter of the size of 2. */
const JPEG_ARGS = ['-c:v', 'mjpeg', '-q:v', '3', '-frames:v', '1'] as const;

/** The stretch the poster is searched in: from 10 % in, WINDOW_S long at most. */
function posterWindow(meta: MediaInfo) {
  const start = Math.min(meta.durationS * START_FRACTION, START_MAX_S);
  return { start, window: Math.max(1, Math.min(WINDOW_S, meta.durationS - start)) };
}

/**
 * ffmpeg's input options for the poster, before the hardened input: the window searched, and by
 * default its keyframes only (`-skip_frame nokey`): a phone's keyframe every second or two gives
 * enough candidates, and decoding them alone costs an eighth of decoding every frame, which is what
 * lets the poster come before the preview without delaying it.
 */
export function posterInput(meta: MediaInfo, keyframesOnly = true): string[] {
  const { start, window } = posterWindow(meta);
  return [...(keyframesOnly ? ['-skip_frame', 'nokey'] : []), '-ss', seconds(start), '-t', seconds(window)];
}

/**
 * ffmpeg's output options for the poster into `outFile`: the most typical bright frame of the
 * window, or (`pick` false, when every frame was dark) its first. What makePoster runs, exported
 * (with posterInput) so that bench/transcode.ts runs the same command bare.
 */
export function posterOutput(meta: MediaInfo, b: Pick<Binaries, 'filters'>, outFile: string, pick = true): string[] {
  const video = videoOf(meta);
  const { window } = posterWindow(meta);
  const select = [
    `fps=${SAMPLE_FPS}`,
    'signalstats',
    `metadata=mode=select:key=lavfi.signalstats.YAVG:value=${DARK_YAVG}:function=greater`,
    `thumbnail=${Math.ceil(window * SAMPLE_FPS)}`,
  ];
  return [
    '-vf',
    [picture(video, b.filters, fit(video, 720)), ...(pick ? select : [])].join(','),
    ...JPEG_ARGS,
    ...STRIP_METADATA,
    '-f',
    'image2',
    outFile,
  ];
}

/**
 * A JPEG poster (720 on the short side) that is not a black frame. Over a window starting 10 %
 * in, frames whose mean luma (signalstats YAVG) is dark are dropped and ffmpeg's `thumbnail`
 * filter picks the most typical of the rest (the one nearest the window's average histogram:
 * no flash frame, no transition). The window's keyframes are searched first; when none of them
 * is bright (a long-GOP file, a fade), every frame is; a window that is all dark (a black video)
 * yields the frame at its start instead: a black poster for a black video is honest.
 */
export async function makePoster(
  src: string,
  container: string,
  outFile: string,
  meta: MediaInfo,
  opts: Pick<JobOptions, 'limits'> = {},
): Promise<void> {
  videoOf(meta);
  const grab = (tmp: string, keyframesOnly: boolean, pick: boolean) =>
    transcode(src, container, meta, (b) => posterOutput(meta, b, tmp, pick), {
      limits: opts.limits ?? QUICK_LIMITS,
      before: posterInput(meta, keyframesOnly),
    });
  // Nothing selected: ffmpeg succeeds and writes nothing.
  const written = (tmp: string) =>
    fs.stat(tmp).then(
      (s) => s.size > 0,
      () => false,
    );
  await writeFileAtomically(outFile, async (tmp) => {
    await grab(tmp, true, true);
    if (!(await written(tmp))) await grab(tmp, false, true);
    if (!(await written(tmp))) await grab(tmp, false, false);
  });
}

/**
 * One JPEG frame at `atS` seconds, at most 1280 px wide, as a Buffer (the API streams it).
 * QuickTime by default: callers from before containers were named pass MP4 or MOV, both `mov`.
 */
export async function frame(src: string, atS: number, container = 'video/quicktime'): Promise<Buffer> {
  const { stdout } = await ffmpeg(
    [
      '-ss',
      seconds(atS),
      ...inputArgs(src, container),
      '-vf',
      "scale='min(1280,iw)':-2",
      ...JPEG_ARGS,
      ...STRIP_METADATA,
      '-f',
      'image2pipe',
      'pipe:1',
    ],
    { timeoutMs: limitMs(QUICK_LIMITS, 0) },
  );
  return stdout;
}
