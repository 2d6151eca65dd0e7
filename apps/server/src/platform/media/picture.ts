import type { VideoInfo } from './probe';

/** Pure builders of filter graphs and encoder options: one place for what every rendition shares. */

export interface Size {
  width: number;
  height: number;
}

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

/**
 * The displayed size with its short side at `short` (never above the source's): 720 makes a
 * landscape 1280x720 and a portrait 720x1280. Even numbers: 4:2:0 chroma needs them.
 */
export function fit(video: Pick<VideoInfo, 'width' | 'height'>, short: number): Size {
  const { width, height } = video;
  const s = Math.min(short, width, height);
  return width >= height
    ? { width: even((s * width) / height), height: even(s) }
    : { width: even(s), height: even((s * height) / width) };
}

/** Seconds between keyframes × rate, rounded: the GOP in frames. */
export const gopFrames = (video: Pick<VideoInfo, 'frameRate'>, seconds: number) =>
  Math.max(1, Math.round(Math.min(60, video.frameRate) * seconds));

/**
 * Filters that end in 8-bit 4:2:0 SDR. HDR (PQ or HLG) is tone-mapped with zscale + tonemap when
 * the build has them (libzimg); otherwise colorspace at least relabels BT.2020 as BT.709 (colours
 * wash out, but nothing fails); a build with neither converts the pixel format only.
 */
export function toSdr(video: Pick<VideoInfo, 'hdr'>, filters: ReadonlySet<string>): string[] {
  if (!video.hdr) return ['format=yuv420p'];
  if (filters.has('zscale') && filters.has('tonemap')) {
    // Input properties named, not read from frames: a file may tag transfer but not primaries.
    const tin = video.hdr === 'pq' ? 'smpte2084' : 'arib-std-b67';
    return [
      `zscale=tin=${tin}:pin=bt2020:min=bt2020nc:t=linear:npl=100`,
      'format=gbrpf32le',
      'zscale=p=bt709',
      'tonemap=tonemap=hable:desat=0',
      'zscale=t=bt709:m=bt709:r=tv',
      'format=yuv420p',
    ];
  }
  if (filters.has('colorspace')) return ['colorspace=all=bt709:iall=bt2020:irange=tv:format=yuv420p'];
  return ['format=yuv420p'];
}

/** Output colour tags for a tone-mapped picture (an SDR source keeps its own). */
export const sdrTags = (video: Pick<VideoInfo, 'hdr'>) =>
  video.hdr ? ['-color_primaries', 'bt709', '-color_trc', 'bt709', '-colorspace', 'bt709'] : [];

/** Resample to `rate` first (fewer frames through the rest), scale, then tone map at the small size. */
export const picture = (video: VideoInfo, filters: ReadonlySet<string>, size: Size, rate?: string) =>
  [...(rate ? [`fps=${rate}`] : []), `scale=${size.width}:${size.height}`, 'setsar=1', ...toSdr(video, filters)].join(
    ',',
  );

/**
 * A filter_complex from the first video stream to labelled outputs [v0]..[vN-1], one per size,
 * largest first: decode, resample and tone map once, then split. (ffmpeg rotates the picture
 * before the graph: its autorotate is on by default.)
 */
export function ladderGraph(video: VideoInfo, filters: ReadonlySet<string>, sizes: Size[], rate: string): string {
  const [top] = sizes;
  if (!top) throw new Error('ladderGraph: no sizes');
  const head = `[0:v:0]${picture(video, filters, top, rate)}`;
  if (sizes.length === 1) return `${head}[v0]`;
  const split = `${head},split=${sizes.length}${sizes.map((_, i) => `[s${i}]`).join('')}`;
  const scaled = sizes.map((s, i) => `[s${i}]scale=${s.width}:${s.height},setsar=1[v${i}]`);
  return [split, ...scaled].join(';');
}

/** Constant frame rate: `-fps_mode` from ffmpeg 5 (libavutil 57), `-vsync` before it. */
export const cfrArgs = (rate: string, avutilMajor: number) => [
  ...(avutilMajor >= 57 ? ['-fps_mode', 'cfr'] : ['-vsync', 'cfr']),
  '-r',
  rate,
];

/** x264 presets that keep High profile's 8x8 transform (ultrafast drops to Constrained Baseline). */
export type Preset = 'superfast' | 'veryfast' | 'faster' | 'fast' | 'medium' | 'slow';

/** H.264 High, 8-bit 4:2:0, quality-targeted (CRF) with a bitrate ceiling for streaming. */
export const h264Args = (preset: Preset, gop: number) => [
  '-c:v',
  'libx264',
  '-preset',
  preset,
  '-profile:v',
  'high',
  '-pix_fmt',
  'yuv420p',
  '-crf',
  '23',
  // Keyframes every `gop` frames and at no other place: rungs and segments cut at the same times.
  '-g',
  String(gop),
  '-keyint_min',
  String(gop),
  '-sc_threshold',
  '0',
];

/** AAC-LC stereo 128k: what every browser plays. */
export const AAC_ARGS = ['-c:a', 'aac', '-b:a', '128k', '-ac', '2'] as const;
