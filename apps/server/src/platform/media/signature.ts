import { transcode, videoOf } from './job';
import type { MediaInfo } from './probe';
import type { Limits } from './run';

/** Each sampled frame, as the perceptual hash reads it: SIGNATURE_SIDE × SIGNATURE_SIDE bytes of gray. */
export const SIGNATURE_SIDE = 32;
/** Sampled frames at most: a long video's are spread further apart. */
export const MAX_SIGNATURE_FRAMES = 64;
/** One frame a second at most: a copy's keyframes then fall within half a second of one kept. */
const EVERY_S = 1;

/**
 * No progress is read (stdout carries the frames): a ceiling alone, generous since only keyframes
 * are decoded (a minute of 1080p takes a fraction of a second).
 */
const SIGNATURE_LIMITS: Limits = { baseMs: 60_000, perMediaSecond: 2_000 };

/** Seconds between sampled frames for a video of `durationS`: 1, or more so that at most 64 are taken. */
export const signatureEvery = (durationS: number) => Math.max(EVERY_S, durationS / MAX_SIGNATURE_FRAMES);

/**
 * The frames a video's perceptual signature is made of, as raw 32×32 gray (1,024 bytes each, in
 * time order): its keyframes only (`-skip_frame nokey`: decoding every frame of 1080p costs a
 * third of the preview's CPU, keyframes a fiftieth), at most one every `signatureEvery` seconds,
 * through the hardened input (decisions/0082).
 */
export async function signatureFrames(src: string, container: string, meta: MediaInfo): Promise<Buffer[]> {
  videoOf(meta);
  // A keyframe a hair early (timestamps in 90 kHz units) still counts as the next one.
  const gap = (signatureEvery(meta.durationS) - 0.05).toFixed(3);
  const { stdout } = await transcode(
    src,
    container,
    meta,
    (b) => [
      ...['-an', '-sn', '-dn'],
      '-vf',
      [
        `select='isnan(prev_selected_t)+gte(t-prev_selected_t\\,${gap})'`,
        // The middle: a logo or caption in a corner, or a trimmed edge, falls outside it.
        'crop=iw*0.7:ih*0.7',
        `scale=${SIGNATURE_SIDE}:${SIGNATURE_SIDE}:flags=area`,
        'format=gray',
      ].join(','),
      ...(b.avutilMajor >= 57 ? ['-fps_mode', 'passthrough'] : ['-vsync', 'passthrough']),
      ...['-frames:v', String(MAX_SIGNATURE_FRAMES), '-f', 'rawvideo', 'pipe:1'],
    ],
    { limits: SIGNATURE_LIMITS, before: ['-skip_frame', 'nokey'] },
  );
  const size = SIGNATURE_SIDE * SIGNATURE_SIDE;
  const frames: Buffer[] = [];
  for (let at = 0; at + size <= stdout.length; at += size) frames.push(stdout.subarray(at, at + size));
  return frames;
}
