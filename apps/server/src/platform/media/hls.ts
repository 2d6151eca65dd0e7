import fs from 'node:fs/promises';
import path from 'node:path';
import { writeDirAtomically } from './atomic';
import type { Binaries } from './binaries';
import { STRIP_METADATA } from './hardening';
import { type JobOptions, transcode, videoOf } from './job';
import { AAC_ARGS, cfrArgs, fit, gopFrames, h264Args, ladderGraph, type Preset, type Size, sdrTags } from './picture';
import type { MediaInfo, VideoInfo } from './probe';
import { outputRate } from './rates';

/** Short sides and video bitrate ceilings (kbit/s at ≤30 fps); 1080 is the top: uploads are judged, not archived. */
const RUNGS = [
  { short: 360, kbps: 800 },
  { short: 720, kbps: 2800 },
  { short: 1080, kbps: 5000 },
] as const;

/** Seconds per segment; keyframes every 2 s (below), so every rung cuts at the same instants. */
const SEGMENT_S = 4;
const KEYFRAME_S = 2;

export interface Rung {
  /** "720p": the folder name, by short side. */
  name: string;
  size: Size;
  maxKbps: number;
  /** H.264 level as x264 takes it ("3.1") and its idc for the CODECS string (31). */
  level: { name: string; idc: number };
}

/** H.264 levels by max macroblocks per frame and per second (ITU-T H.264 table A-1). */
const LEVELS = [
  { idc: 30, frame: 1620, second: 40_500 },
  { idc: 31, frame: 3600, second: 108_000 },
  { idc: 32, frame: 5120, second: 216_000 },
  { idc: 40, frame: 8192, second: 245_760 },
  { idc: 42, frame: 8704, second: 522_240 },
  { idc: 50, frame: 22_080, second: 589_824 },
];

export function h264Level(size: Size, fps: number): Rung['level'] {
  const mbs = Math.ceil(size.width / 16) * Math.ceil(size.height / 16);
  const fit = LEVELS.find((l) => mbs <= l.frame && mbs * fps <= l.second) ?? LEVELS[LEVELS.length - 1];
  const idc = fit?.idc ?? 50;
  return { name: (idc / 10).toFixed(1), idc };
}

/**
 * The rungs at or below the source's short side, smallest first; a source below 360 gets one
 * rung at its own size (never upscaled). Bitrate ceilings grow by half above 30 fps.
 */
export function ladder(video: Pick<VideoInfo, 'width' | 'height' | 'frameRate'>): Rung[] {
  const sourceShort = Math.min(video.width, video.height);
  const fitting = RUNGS.filter((r) => r.short <= sourceShort);
  const chosen = fitting.length ? fitting : [RUNGS[0]];
  const fps = Math.min(60, video.frameRate);
  return chosen.map((r) => {
    const size = fit(video, r.short);
    return {
      name: `${Math.min(size.width, size.height)}p`,
      size,
      maxKbps: Math.round(r.kbps * (fps > 31 ? 1.5 : 1)),
      level: h264Level(size, fps),
    };
  });
}

export interface HlsVariant {
  name: string;
  width: number;
  height: number;
  /** Peak and average bits per second over the segments, audio included, as measured. */
  bandwidth: number;
  averageBandwidth: number;
  codecs: string;
}

/** Peak and average bits/s of a media playlist's segments, from their sizes on disk. */
async function measure(dir: string): Promise<{ peak: number; average: number }> {
  const lines = (await fs.readFile(path.join(dir, 'index.m3u8'), 'utf8')).split('\n');
  let peak = 0;
  let bits = 0;
  let seconds = 0;
  for (let i = 0; i < lines.length; i++) {
    const duration = Number(/^#EXTINF:([\d.]+)/.exec(lines[i] ?? '')?.[1]);
    const segment = lines[i + 1]?.trim();
    if (!duration || !segment) continue;
    const size = (await fs.stat(path.join(dir, segment))).size * 8;
    peak = Math.max(peak, size / duration);
    bits += size;
    seconds += duration;
  }
  return { peak: Math.ceil(peak), average: Math.ceil(seconds ? bits / seconds : 0) };
}

/** The master playlist, lowest rung first (players start low and climb). */
export function masterPlaylist(variants: HlsVariant[], frameRate: number): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const v of variants) {
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${v.bandwidth},AVERAGE-BANDWIDTH=${v.averageBandwidth},` +
        `RESOLUTION=${v.width}x${v.height},FRAME-RATE=${frameRate.toFixed(3)},CODECS="${v.codecs}"`,
      `${v.name}/index.m3u8`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** Per-output-stream options of the rungs, top first as the graph's outputs are. */
function rungArgs(top: Rung[], withAudio: boolean): string[] {
  return top.flatMap((r, i) => [
    '-map',
    `[v${i}]`,
    ...(withAudio ? ['-map', '0:a:0'] : []),
    `-maxrate:v:${i}`,
    `${r.maxKbps}k`,
    `-bufsize:v:${i}`,
    `${r.maxKbps * 2}k`,
    `-level:v:${i}`,
    r.level.name,
  ]);
}

/**
 * ffmpeg's output options for the ladder of `meta` into `dir` (which holds a folder per rung,
 * `ladder(video)`'s names, made beforehand): what makeHls runs, exported so that
 * bench/transcode.ts runs the same command bare.
 */
export function hlsOutput(
  meta: MediaInfo,
  b: Pick<Binaries, 'filters' | 'avutilMajor'>,
  dir: string,
  preset: Preset = 'veryfast',
): string[] {
  const video = videoOf(meta);
  const top = [...ladder(video)].reverse();
  const rate = outputRate(video);
  const withAudio = Boolean(meta.audio);
  return [
    '-filter_complex',
    ladderGraph(
      video,
      b.filters,
      top.map((r) => r.size),
      rate,
    ),
    ...rungArgs(top, withAudio),
    ...h264Args(preset, gopFrames(video, KEYFRAME_S)),
    ...(withAudio ? AAC_ARGS : []),
    ...cfrArgs(rate, b.avutilMajor),
    ...sdrTags(video),
    ...STRIP_METADATA,
    '-f',
    'hls',
    '-hls_time',
    String(SEGMENT_S),
    '-hls_playlist_type',
    'vod',
    '-hls_segment_type',
    'mpegts',
    '-hls_flags',
    'independent_segments',
    '-hls_segment_filename',
    path.join(dir, '%v', 'seg-%03d.ts'),
    '-var_stream_map',
    top.map((r, i) => (withAudio ? `v:${i},a:${i},name:${r.name}` : `v:${i},name:${r.name}`)).join(' '),
    path.join(dir, '%v', 'index.m3u8'),
  ];
}

/**
 * HLS for hls.js and Safari: `master.m3u8` and `NNNp/index.m3u8` + MPEG-TS segments (TS: every
 * player, no init segment), from one ffmpeg run (decode and tone map once, split per rung).
 * Same picture rules as the preview (upright, square pixels, SDR, CFR, no tags); audio-less
 * sources get audio-less variants. Returns the variants as the master lists them.
 */
export async function makeHls(
  src: string,
  container: string,
  outDir: string,
  meta: MediaInfo,
  opts: JobOptions = {},
): Promise<HlsVariant[]> {
  const video = videoOf(meta);
  const rungs = ladder(video);
  const withAudio = Boolean(meta.audio);
  return writeDirAtomically(outDir, async (tmp) => {
    for (const r of rungs) await fs.mkdir(path.join(tmp, r.name));
    await transcode(src, container, meta, (b) => hlsOutput(meta, b, tmp, opts.preset), opts);
    const variants = await Promise.all(
      rungs.map(async (r) => {
        const { peak, average } = await measure(path.join(tmp, r.name));
        const codecs = `avc1.6400${r.level.idc.toString(16).padStart(2, '0')}${withAudio ? ',mp4a.40.2' : ''}`;
        return { name: r.name, ...r.size, bandwidth: peak, averageBandwidth: average, codecs };
      }),
    );
    await fs.writeFile(path.join(tmp, 'master.m3u8'), masterPlaylist(variants, Math.min(60, video.frameRate)));
    return variants;
  });
}
