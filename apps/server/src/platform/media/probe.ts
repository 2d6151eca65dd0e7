import { probeArgs } from './hardening';
import { countedRate } from './rates';
import { ffprobe, limitMs, QUICK_LIMITS } from './run';

/** The fields of ffprobe's JSON that we read (`-show_format -show_streams`). */
interface RawStream {
  index?: number;
  codec_type?: string;
  codec_name?: string;
  profile?: string;
  pix_fmt?: string;
  bits_per_raw_sample?: string;
  width?: number;
  height?: number;
  sample_aspect_ratio?: string;
  display_aspect_ratio?: string;
  r_frame_rate?: string;
  avg_frame_rate?: string;
  start_time?: string;
  duration?: string;
  color_transfer?: string;
  color_primaries?: string;
  channels?: number;
  sample_rate?: string;
  disposition?: { attached_pic?: number };
  tags?: Record<string, string>;
  side_data_list?: { side_data_type?: string; rotation?: number }[];
}
export interface RawProbe {
  format?: { format_name?: string; duration?: string; bit_rate?: string; tags?: Record<string, string> };
  streams?: RawStream[];
}

export interface VideoInfo {
  /** The stream's index in the file, as ffprobe's `-select_streams` takes it. */
  streamIndex: number;
  /** Where the file's index says the picture ends, in seconds (its start plus its length); null when it does not say. */
  endS: number | null;
  codec: string;
  profile: string | null;
  pixFmt: string | null;
  bitDepth: number;
  /** Size of the stored pictures. */
  codedWidth: number;
  codedHeight: number;
  /** Size as shown: sample aspect ratio applied, then rotation (a portrait phone video is tall). */
  width: number;
  height: number;
  /** width / height as shown. */
  displayAspect: number;
  /** Clockwise degrees the player turns the picture, 0..359. */
  rotation: number;
  avgFrameRate: number | null;
  rFrameRate: number | null;
  /** The standard rate the stream is meant to have (29.97, 30, 60...): what renditions use. */
  frameRate: number;
  variableFrameRate: boolean;
  colorTransfer: string | null;
  colorPrimaries: string | null;
  /** 'pq' (HDR10, Dolby Vision base) or 'hlg' (phones' HDR): both need tone mapping for SDR. */
  hdr: 'pq' | 'hlg' | null;
}

export interface AudioInfo {
  codec: string;
  channels: number;
  sampleRate: number;
}

export interface MediaInfo {
  /** ffprobe's format_name, e.g. "mov,mp4,m4a,3gp,3g2,mj2". */
  format: string;
  durationS: number;
  bitRate: number | null;
  hasVideo: boolean;
  video: VideoInfo | null;
  audio: AudioInfo | null;
  creationTime: string | null;
  location: { latitude: number; longitude: number; altitude: number | null } | null;
}

const STANDARD_RATES = [23.976, 24, 25, 29.97, 30, 48, 50, 59.94, 60, 100, 119.88, 120];

/** "30000/1001" → 29.97, and ffprobe's aspect ratios "16:15"; "0/0", "N/A" and garbage → null. */
export function rational(text: string | undefined): number | null {
  const [n, d = '1'] = (text ?? '').split(/[/:]/);
  const value = Number(n) / Number(d);
  return Number.isFinite(value) && value > 0 ? value : null;
}

/**
 * r_frame_rate is the base rate timestamps are built on (phones: the capture rate even when
 * frames are dropped in low light); avg_frame_rate is what actually arrived. The base, when sane,
 * snapped to the nearest standard rate within 1.5 %.
 */
export function nominalRate(r: number | null, avg: number | null): number {
  const base = r && r <= 240 ? r : (avg ?? 30);
  const nearest = STANDARD_RATES.reduce((a, b) => (Math.abs(b - base) < Math.abs(a - base) ? b : a));
  return Math.abs(nearest - base) / nearest < 0.015 ? nearest : Math.round(base);
}

function rotationOf(s: RawStream): number {
  const matrix = s.side_data_list?.find((d) => d.side_data_type === 'Display Matrix')?.rotation;
  const degrees = matrix ?? Number(s.tags?.rotate ?? 0);
  return ((Math.round(degrees) % 360) + 360) % 360;
}

function bitDepthOf(s: RawStream): number {
  const raw = Number(s.bits_per_raw_sample);
  if (raw > 0) return raw;
  // yuv420p10le, p010le, yuv422p12be...: the digits after the last "p".
  return Number(/p(\d+)(?:le|be)?$/.exec(s.pix_fmt ?? '')?.[1] ?? 8);
}

function hdrOf(s: RawStream): VideoInfo['hdr'] {
  if (s.color_transfer === 'smpte2084') return 'pq';
  if (s.color_transfer === 'arib-std-b67') return 'hlg';
  return null;
}

function videoInfo(s: RawStream): VideoInfo {
  const codedWidth = s.width ?? 0;
  const codedHeight = s.height ?? 0;
  const sar = rational(s.sample_aspect_ratio) ?? 1;
  const rotation = rotationOf(s);
  const sideways = rotation % 180 === 90;
  const shownW = Math.round(codedWidth * sar);
  const width = sideways ? codedHeight : shownW;
  const height = sideways ? shownW : codedHeight;
  const rFrameRate = rational(s.r_frame_rate);
  const avgFrameRate = rational(s.avg_frame_rate);
  const [start, length] = [Number(s.start_time ?? 0), Number(s.duration)];
  return {
    streamIndex: s.index ?? 0,
    endS: Number.isFinite(start) && length > 0 ? start + length : null,
    codec: s.codec_name ?? 'unknown',
    profile: s.profile ?? null,
    pixFmt: s.pix_fmt ?? null,
    bitDepth: bitDepthOf(s),
    codedWidth,
    codedHeight,
    width,
    height,
    displayAspect: height ? width / height : 0,
    rotation,
    avgFrameRate,
    rFrameRate,
    frameRate: nominalRate(rFrameRate, avgFrameRate),
    // A 1 % tolerance: a CFR file's average drifts by a frame's rounding over its length.
    variableFrameRate: Boolean(rFrameRate && avgFrameRate && Math.abs(rFrameRate - avgFrameRate) / rFrameRate > 0.01),
    colorTransfer: s.color_transfer ?? null,
    colorPrimaries: s.color_primaries ?? null,
    hdr: hdrOf(s),
  };
}

/** ISO 6709 as phones write it: "+48.8577+002.2950+035.000/". */
export function parseIso6709(text: string | undefined): MediaInfo['location'] {
  const m = /^([+-]\d+(?:\.\d+)?)([+-]\d+(?:\.\d+)?)([+-]\d+(?:\.\d+)?)?/.exec(text ?? '');
  if (!m) return null;
  return { latitude: Number(m[1]), longitude: Number(m[2]), altitude: m[3] ? Number(m[3]) : null };
}

/** ffprobe's JSON as MediaInfo (exported for tests of odd files' JSON). */
export function toMediaInfo(raw: RawProbe): MediaInfo {
  const streams = raw.streams ?? [];
  // Cover art is a "video" stream of one picture; it does not make an audio file a video.
  const video = streams.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic);
  const audio = streams.find((s) => s.codec_type === 'audio');
  const tags = raw.format?.tags ?? {};
  return {
    format: raw.format?.format_name ?? '',
    durationS: Number(raw.format?.duration ?? 0) || 0,
    bitRate: Number(raw.format?.bit_rate) || null,
    hasVideo: Boolean(video),
    video: video ? videoInfo(video) : null,
    audio: audio
      ? {
          codec: audio.codec_name ?? 'unknown',
          channels: audio.channels ?? 0,
          sampleRate: Number(audio.sample_rate) || 0,
        }
      : null,
    creationTime: tags['com.apple.quicktime.creationdate'] ?? tags.creation_time ?? null,
    location: parseIso6709(tags['com.apple.quicktime.location.ISO6709'] ?? tags.location),
  };
}

/** Technical metadata of an upload, read through the hardened input options. */
export async function probeDetailed(src: string, container: string): Promise<MediaInfo> {
  const raw = await ffprobe([...probeArgs(src, container), '-show_format', '-show_streams'], {
    timeoutMs: limitMs(QUICK_LIMITS, 0),
  });
  return toMediaInfo(raw as RawProbe);
}

/** Packets that end this much short of the claimed length are a file cut short; less is a last frame's rounding. */
export const CUT_SHORT_TOLERANCE_S = 1;

interface RawPackets {
  packets?: { pts_time?: string; duration_time?: string }[];
}

/**
 * Where the packets of stream `track` read from `fromS` on end, in seconds: `packets` of them, or
 * all to the end of the file; null when none reads there. ffprobe seeks by the index to the
 * keyframe before `fromS`, and a packet whose bytes are past the end of the file stops the read.
 * The interval always has an end: some builds read nothing for an open one ("6%").
 */
async function packetsEnd(src: string, container: string, track: number, fromS: number, packets?: number) {
  const interval = `${fromS.toFixed(3)}%+${packets ? `#${packets}` : '1000000'}`;
  const raw = (await ffprobe(
    [
      ...probeArgs(src, container),
      ...['-select_streams', String(track), '-read_intervals', interval],
      ...['-show_entries', 'packet=pts_time,duration_time'],
    ],
    { timeoutMs: limitMs(QUICK_LIMITS, 0) },
  )) as RawPackets;
  const ends = (raw.packets ?? []).map((p) => Number(p.pts_time) + (Number(p.duration_time) || 0));
  const read = ends.filter(Number.isFinite);
  return read.length ? Math.max(...read) : null;
}

/**
 * Where a video's picture really ends when that is well before where the file's index says: the
 * index, written first, promises frames whose bytes never arrived (a copy or an upload stopped
 * halfway). Null for a whole file. Reads the last seconds only; a file cut earlier is searched by
 * halves, a seek and one packet each (a dozen for an hour), so a long file is never read whole.
 * Nothing is decoded: a codec ffmpeg cannot decode is judged by its packets alike (decisions/0075).
 * The picture alone: sound may rightly end before it or after it.
 */
export async function cutShortAt(
  src: string,
  container: string,
  video: Pick<VideoInfo, 'streamIndex' | 'endS'>,
): Promise<number | null> {
  const { streamIndex: track, endS } = video;
  if (endS === null) return null;
  const near = Math.max(0, endS - 2 * CUT_SHORT_TOLERANCE_S);
  const tail = await packetsEnd(src, container, track, near);
  if (tail !== null) return tail < endS - CUT_SHORT_TOLERANCE_S ? tail : null;
  let [reads, fails] = [0, near];
  while (fails - reads > CUT_SHORT_TOLERANCE_S) {
    const mid = (reads + fails) / 2;
    if ((await packetsEnd(src, container, track, mid, 1)) === null) fails = mid;
    else reads = mid;
  }
  return (await packetsEnd(src, container, track, reads)) ?? 0;
}

export interface Probe {
  durationS: number;
  /** As displayed (rotation applied); null without video. */
  width: number | null;
  height: number | null;
  hasVideo: boolean;
  /** The exact rate frames are counted at ("30000/1001", picture.ts countedRate); null without video. */
  frameRate: string | null;
  /** Where a video cut short really ends (its packets stop well before `durationS`); null when whole. */
  cutShortAtS: number | null;
}

/** The shape the files module stores. Container defaults to QuickTime: `mov` reads MP4 as well. */
export async function probe(src: string, container = 'video/quicktime'): Promise<Probe> {
  const info = await probeDetailed(src, container);
  return {
    cutShortAtS: info.video ? await cutShortAt(src, container, info.video) : null,
    durationS: info.durationS,
    width: info.video?.width ?? null,
    height: info.video?.height ?? null,
    hasVideo: info.hasVideo,
    frameRate: info.video ? countedRate(info.video) : null,
  };
}
