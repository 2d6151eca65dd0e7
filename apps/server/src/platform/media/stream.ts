import fs from 'node:fs/promises';
import path from 'node:path';
import { displayMatrix, giveMatrix } from './display-matrix';
import { MediaError, STRIP_METADATA } from './hardening';
import { type JobOptions, transcode, videoOf } from './job';
import type { MediaInfo } from './probe';

/**
 * A video's first stream (docs/decisions/0080): one HLS media playlist of fMP4 segments, written
 * as an EVENT playlist that grows while ffmpeg runs, so that a player starts on its first segments.
 * Either the original packaged as it is (stream copy: no decode, seconds for any length) or the
 * preview's encode (preview.ts writes both from one encode).
 */

/** Seconds per segment: cut at the keyframe at or after each 4 s (the preview's are every 2 s). */
const SEGMENT_S = 4;
/**
 * Standard input has a keyframe at least every 10 s: a longer copied segment means sparser ones,
 * which would make a player wait for one huge first segment and seek coarsely.
 */
export const MAX_COPIED_SEGMENT_S = 10.5;

/** Why the original is not packaged as it is; each has its words (`technical.notCopied.<reason>`). */
export const NOT_COPIED = [
  'codec',
  'profile',
  'picture',
  'size',
  'rate',
  'hdr',
  'vfr',
  'rotation',
  'audio',
  'keyframes',
  'packager',
] as const;
export type NotCopied = (typeof NOT_COPIED)[number];

const PROFILES = new Set(['Baseline', 'Constrained Baseline', 'Main', 'High']);
const PIXEL_FORMATS = new Set(['yuv420p', 'yuvj420p']);
const AUDIO = new Set(['aac', 'mp3']);

/**
 * Why `meta`'s original cannot be played as it is in every browser, or null when it can ("standard
 * input": H.264 8-bit 4:2:0 Baseline/Main/High, up to 1080p60, constant rate, SDR, AAC or MP3 or
 * none). A rotated one is copied with its display matrix (`carryRotation`).
 */
export function notCopiedBecause(meta: MediaInfo): NotCopied | null {
  const video = videoOf(meta);
  if (video.codec !== 'h264') return 'codec';
  if (!PROFILES.has(video.profile ?? '')) return 'profile';
  if (!PIXEL_FORMATS.has(video.pixFmt ?? '') || video.bitDepth > 8) return 'picture';
  const long = Math.max(video.codedWidth, video.codedHeight);
  if (long > 1920 || Math.min(video.codedWidth, video.codedHeight) > 1080) return 'size';
  if (video.frameRate > 60.5) return 'rate';
  if (video.hdr) return 'hdr';
  if (video.variableFrameRate) return 'vfr';
  if (meta.audio && !AUDIO.has(meta.audio.codec)) return 'audio';
  return null;
}

/** The stream's playlist in its folder; a range's (`prefix` "r001-") beside the others'. */
export const streamPlaylist = (dir: string, prefix = '') => path.join(dir, `${prefix}index.m3u8`);

/**
 * The HLS muxer's options for a stream into `dir`: fMP4 (which MSE takes as it is), growing. A
 * range's files carry its `prefix`, so that all ranges' segments share one folder.
 */
export function hlsOptions(dir: string, prefix = ''): [string, string][] {
  return [
    ['hls_time', String(SEGMENT_S)],
    ['hls_playlist_type', 'event'],
    ['hls_segment_type', 'fmp4'],
    ['hls_fmp4_init_filename', `${prefix}init.mp4`],
    // Segments are written under a temporary name and renamed: one listed is whole.
    ['hls_flags', 'independent_segments+temp_file'],
    ['hls_segment_filename', path.join(dir, `${prefix}seg-%05d.m4s`)],
  ];
}

/** The options as ffmpeg's command line takes them. */
export const hlsArgs = (dir: string, prefix = '') => [
  '-f',
  'hls',
  ...hlsOptions(dir, prefix).flatMap(([k, v]) => [`-${k}`, v]),
  streamPlaylist(dir, prefix),
];

/**
 * The stream as one output of ffmpeg's tee muxer, beside the preview's MP4: one encode, two files.
 * The tee's own syntax gives `:|[]` meaning; our work folders never hold them, and a folder that
 * did is refused rather than misread.
 */
export function streamTeeSlave(dir: string): string {
  if (/[:|[\]\\]/.test(dir)) throw new MediaError(`media: a stream folder with tee syntax in its name: ${dir}`);
  const options = hlsOptions(dir).map(([k, v]) => `${k}=${v}`);
  return `[f=hls:onfail=abort:${options.join(':')}]${streamPlaylist(dir)}`;
}

/** ffmpeg's output options that package the original into `dir` as it is (the first video and audio). */
export function copyOutput(meta: MediaInfo, dir: string): string[] {
  const video = videoOf(meta);
  return [
    '-map',
    `0:${video.streamIndex}`,
    ...(meta.audio ? ['-map', '0:a:0'] : []),
    '-c',
    'copy',
    ...STRIP_METADATA,
    ...hlsArgs(dir),
  ];
}

/**
 * Gives the copied stream's init segment (in `dir`) the original's display matrix when it is
 * turned: ffmpeg 5.1's HLS muxer writes none, and the picture would lie on its side. False when
 * the matrix could not be carried (then the stream must be encoded upright instead).
 */
export async function carryRotation(src: string, meta: MediaInfo, init: string): Promise<boolean> {
  const video = videoOf(meta);
  if (video.rotation === 0) return true;
  const matrix = await displayMatrix(src, video.streamIndex);
  return matrix !== null && (await giveMatrix(init, matrix));
}

/** Packages the original into `dir` (made here): what a publisher watching `dir` hands on as it grows. */
export async function copyStream(src: string, container: string, dir: string, meta: MediaInfo, opts: JobOptions = {}) {
  await fs.mkdir(dir, { recursive: true });
  await transcode(src, container, meta, () => copyOutput(meta, dir), opts);
}
