import fs from 'node:fs/promises';
import path from 'node:path';
import { writeDirAtomically } from './atomic';
import type { Binaries } from './binaries';
import { STRIP_METADATA } from './hardening';
import { type JobOptions, transcode, videoOf } from './job';
import { fit, picture, type Size } from './picture';
import type { MediaInfo } from './probe';
import { TRANSCODE_LIMITS } from './run';

/** Thumbnails 160 px wide, 10 × 10 to a sprite: one request shows 100 scrub positions. */
const THUMB_WIDTH = 160;
const COLUMNS = 10;
const ROWS = 10;
/** At most about this many thumbnails: a one-hour video gets one every 24 s. */
const MAX_THUMBS = 150;

export interface StoryboardPlan {
  intervalS: number;
  count: number;
  thumb: Size;
}

/**
 * One thumbnail every `intervalS` (whole seconds, at least 1). `count` is what ffmpeg's fps filter
 * yields for the length: round(duration / interval), at least one.
 */
export function planStoryboard(video: { width: number; height: number }, durationS: number): StoryboardPlan {
  const intervalS = Math.max(1, Math.ceil(durationS / MAX_THUMBS));
  const count = Math.max(1, Math.round(durationS / intervalS));
  const short = video.width >= video.height ? (THUMB_WIDTH * video.height) / video.width : THUMB_WIDTH;
  return { intervalS, count, thumb: fit(video, short) };
}

const timestamp = (s: number) => {
  const ms = Math.round(s * 1000);
  const hh = String(Math.floor(ms / 3_600_000)).padStart(2, '0');
  const mm = String(Math.floor(ms / 60_000) % 60).padStart(2, '0');
  const ss = String(Math.floor(ms / 1000) % 60).padStart(2, '0');
  return `${hh}:${mm}:${ss}.${String(ms % 1000).padStart(3, '0')}`;
};

export const spriteName = (index: number) => `sprite-${index + 1}.jpg`;

/**
 * WebVTT whose cues name a sprite and the thumbnail's rectangle in it (`#xywh=`), the format
 * players' thumbnail plugins read. Names are relative: the server rewrites them to signed URLs.
 */
export function storyboardVtt(plan: StoryboardPlan, durationS: number): string {
  const perSprite = COLUMNS * ROWS;
  const { width, height } = plan.thumb;
  const cues = Array.from({ length: plan.count }, (_, i) => {
    const start = i * plan.intervalS;
    // The last cue runs to the end, whatever the rounding of the count.
    const end = i === plan.count - 1 ? Math.max(durationS, start + 0.001) : start + plan.intervalS;
    const tile = i % perSprite;
    const x = (tile % COLUMNS) * width;
    const y = Math.floor(tile / COLUMNS) * height;
    return `${timestamp(start)} --> ${timestamp(end)}\n${spriteName(Math.floor(i / perSprite))}#xywh=${x},${y},${width},${height}`;
  });
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

/**
 * ffmpeg's output options for the sprites of `meta` into `dir`: what makeStoryboard runs,
 * exported so that bench/transcode.ts runs the same command bare.
 */
export function storyboardOutput(meta: MediaInfo, b: Pick<Binaries, 'filters'>, dir: string): string[] {
  const video = videoOf(meta);
  const plan = planStoryboard(video, meta.durationS);
  return [
    '-vf',
    [picture(video, b.filters, plan.thumb, `1/${plan.intervalS}`), `tile=${COLUMNS}x${ROWS}`].join(','),
    '-c:v',
    'mjpeg',
    '-q:v',
    '5',
    ...STRIP_METADATA,
    '-f',
    'image2',
    '-start_number',
    '1',
    path.join(dir, 'sprite-%d.jpg'),
  ];
}

/**
 * Scrubbing thumbnails: `sprite-N.jpg` (10 × 10 tiles) and `storyboard.vtt` in `outDir`, written
 * beside it and renamed into place. Returns the plan (interval, count, tile size).
 */
export async function makeStoryboard(
  src: string,
  container: string,
  outDir: string,
  meta: MediaInfo,
  opts: Pick<JobOptions, 'limits' | 'onProgress'> = {},
): Promise<StoryboardPlan> {
  const video = videoOf(meta);
  const plan = planStoryboard(video, meta.durationS);
  return writeDirAtomically(outDir, async (tmp) => {
    // A sprite comes out per hundred tiles, so the output time stands still for most of the run:
    // the ceiling alone judges it, never a stall.
    const limits = { ...(opts.limits ?? TRANSCODE_LIMITS), stallMs: undefined };
    await transcode(src, container, meta, (b) => storyboardOutput(meta, b, tmp), { ...opts, limits });
    await fs.writeFile(path.join(tmp, 'storyboard.vtt'), storyboardVtt(plan, meta.durationS));
    return plan;
  });
}
