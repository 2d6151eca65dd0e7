import fs from 'node:fs/promises';
import { writeFileAtomically } from './atomic';
import type { Binaries } from './binaries';
import { STRIP_METADATA } from './hardening';
import { type JobOptions, transcode, videoOf } from './job';
import { AAC_ARGS, cfrArgs, fit, gopFrames, h264Args, ladderGraph, type Preset, sdrTags } from './picture';
import type { MediaInfo } from './probe';
import { outputRate } from './rates';
import { streamTeeSlave } from './stream';

/**
 * The preview's short side. 540, not the 720 the issue allows at most: it is what makes an upload
 * watchable soonest (a 60 s 1080p clip encodes in ~84 % of 720p's CPU on two cores, bench:transcode),
 * enough to judge a work, and the HLS ladder's 720p and 1080p follow within minutes.
 */
export const PREVIEW_SHORT_SIDE = 540;
/** The preview's bit-rate ceiling for 540p (3 Mbit/s was 720p's): phones on a cellular link keep up. */
const PREVIEW_MAX_KBPS = 2000;
/** Seconds between the preview's keyframes: where its segments and ranges may cut. */
export const PREVIEW_KEYFRAME_S = 2;

/**
 * The preview's encode (after the hardened input), whatever it is written to: 540 on the short
 * side, upright, SDR, constant rate, keyframes every 2 s, no tags.
 */
export function previewEncoding(
  meta: MediaInfo,
  b: Pick<Binaries, 'filters' | 'avutilMajor'>,
  // superfast, not the ladder's veryfast: the preview is what makes an upload watchable, and on
  // two cores veryfast took ~32 s for a 60 s 1080p clip (bench:transcode), over the 30 s goal.
  preset: Preset = 'superfast',
): string[] {
  const video = videoOf(meta);
  const size = fit(video, PREVIEW_SHORT_SIDE);
  const rate = outputRate(video);
  return [
    '-filter_complex',
    ladderGraph(video, b.filters, [size], rate),
    '-map',
    '[v0]',
    ...(meta.audio ? ['-map', '0:a:0', ...AAC_ARGS] : []),
    ...h264Args(preset, gopFrames(video, PREVIEW_KEYFRAME_S)),
    '-maxrate',
    `${PREVIEW_MAX_KBPS}k`,
    '-bufsize',
    `${2 * PREVIEW_MAX_KBPS}k`,
    ...cfrArgs(rate, b.avutilMajor),
    ...sdrTags(video),
    ...STRIP_METADATA,
  ];
}

/**
 * ffmpeg's output options for the preview of `meta` into `outFile` (after the hardened input):
 * what makePreview runs, exported so that bench/transcode.ts runs the same command bare. With
 * `streamDir`, the same encode also writes the first stream there (a growing HLS playlist).
 */
export function previewOutput(
  meta: MediaInfo,
  b: Pick<Binaries, 'filters' | 'avutilMajor'>,
  outFile: string,
  preset: Preset = 'superfast',
  streamDir?: string,
): string[] {
  return [
    ...previewEncoding(meta, b, preset),
    ...(streamDir
      ? // The tee muxer asks nothing of the encoders: both of its outputs want the headers global.
        [
          '-flags',
          '+global_header',
          '-f',
          'tee',
          `[f=mp4:movflags=+faststart:onfail=abort]${outFile}|${streamTeeSlave(streamDir)}`,
        ]
      : ['-movflags', '+faststart', '-f', 'mp4', outFile]),
  ];
}

/**
 * One MP4 that any browser plays: H.264 High 8-bit + AAC stereo, 540 on the short side (PREVIEW_SHORT_SIDE),
 * upright (rotation applied, no rotation tag), square pixels, SDR BT.709, constant frame rate,
 * index first (`+faststart`: playback starts before the whole file arrives), and none of the
 * upload's tags (capture time, GPS). A source without audio gets a preview without audio: a
 * silent track would cost bytes and tell players there is sound.
 */
export async function makePreview(
  src: string,
  container: string,
  outFile: string,
  meta: MediaInfo,
  opts: JobOptions & { streamDir?: string } = {},
): Promise<void> {
  videoOf(meta);
  if (opts.streamDir) await fs.mkdir(opts.streamDir, { recursive: true });
  await writeFileAtomically(outFile, (tmp) =>
    transcode(src, container, meta, (b) => previewOutput(meta, b, tmp, opts.preset, opts.streamDir), opts),
  );
}
