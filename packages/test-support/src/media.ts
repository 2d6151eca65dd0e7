import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ffmpegPath, ffprobePath } from '@stringer/server/src/platform/media';
import type { Api } from './api';
import { uploadReady } from './uploads';

/**
 * The media every test makes, by ffmpeg from its test patterns: small, a few seconds each. The
 * named makers (`makeVideo`, `makeJpeg`) write into one folder of the run; the kinds of video a
 * phone or an editing suite sends (`hevcRotated`, `proresBlackStart`…) into the folder a test gives.
 */

/** A fresh folder for a test's media. */
export const fixtureDir = () => mkdtempSync(path.join(tmpdir(), 'stringer-media-'));

const runDir = fixtureDir();

/** Runs ffmpeg quietly, overwriting its output. */
export const ffmpeg = (...args: string[]) => execFileSync(ffmpegPath(), ['-v', 'error', '-y', ...args]);

/** A lavfi source (`testsrc2` unless said) of `seconds` at `size` and `rate`. */
export const pattern = (size: string, rate: number, seconds: number, source = 'testsrc2') => [
  '-f',
  'lavfi',
  '-i',
  `${source}${source.includes('=') ? ':' : '='}size=${size}:rate=${rate}:duration=${seconds}`,
];
/** A 440 Hz tone of `seconds` at 48 kHz. */
export const tone = (seconds: number) => [
  '-f',
  'lavfi',
  '-i',
  `sine=frequency=440:sample_rate=48000:duration=${seconds}`,
];
/** H.264 as a phone's browser plays it, made fast. */
export const x264 = ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'];
const x265 = (params = '') => ['-c:v', 'libx265', '-preset', 'ultrafast', '-x265-params', `log-level=error${params}`];

/**
 * A real H.264 MP4 made by ffmpeg, its index first: a test pattern of `seconds` at `rate` (a number
 * or ffmpeg's exact "30000/1001"); returns its path.
 */
export function makeVideoFile(name: string, seconds: number, size = '320x240', rate: number | string = 25) {
  const file = path.join(runDir, name);
  ffmpeg(
    ...['-f', 'lavfi', '-i', `testsrc=size=${size}:rate=${rate}`, '-t', String(seconds)],
    ...x264,
    ...['-movflags', '+faststart', file],
  );
  return file;
}

export const makeVideo = (name: string, seconds: number, size?: string, rate?: number | string) =>
  readFileSync(makeVideoFile(name, seconds, size, rate));

interface VideoUpload {
  /** A work's video unless said: a clue's media is `clue_media`. */
  kind?: 'video' | 'clue_media';
  /** How long it runs: 1 s unless said. */
  seconds?: number;
  /** Its frame rate (ffmpeg's "30000/1001" or a number); 25 unless said. */
  rate?: number | string;
}

/** A real video uploaded through tus by `token`'s creator and ready to attach: its file id. */
export const uploadVideo = (app: Api, base: string, token: string, filename: string, o: VideoUpload = {}) =>
  uploadReady(app, base, token, makeVideo(filename, o.seconds ?? 1, undefined, o.rate), {
    kind: o.kind ?? 'video',
    filename,
  });

export function makeJpegFile(name: string, size = '640x360') {
  const file = path.join(runDir, name);
  ffmpeg('-f', 'lavfi', '-i', `testsrc=size=${size}`, '-frames:v', '1', file);
  return file;
}

export const makeJpeg = (name: string, size?: string) => readFileSync(makeJpegFile(name, size));

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A small, valid one-page PDF (a resume), written by hand: PDF's own objects and cross-reference table. */
export function makePdf(text = 'Ann Li - camerawoman') {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${`BT /F1 18 Tf 20 70 Td (${text}) Tj ET`.length} >>\nstream\nBT /F1 18 Tf 20 70 Td (${text}) Tj ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = pdf.length;
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** HEVC in MOV with a tone, remuxed with rotate=90 and capture-time and GPS tags. */
export function hevcRotated(dir: string) {
  const plain = path.join(dir, 'hevc.mov');
  const out = path.join(dir, 'hevc-rotated.mov');
  ffmpeg(...pattern('320x180', 15, 2), ...tone(2), ...x265(), '-tag:v', 'hvc1', '-c:a', 'aac', plain);
  ffmpeg(
    ...['-i', plain, '-c', 'copy', '-metadata:s:v:0', 'rotate=90'],
    ...['-metadata', 'creation_time=2024-05-01T10:00:00Z', '-metadata', 'location=+48.8577+002.2950/', out],
  );
  return out;
}

/** ProRes 422 (prores_ks): 2 s of black, then 1 s of bars; the poster must find the bars. No audio. */
export function proresBlackStart(dir: string) {
  const out = path.join(dir, 'prores.mov');
  ffmpeg(
    ...pattern('320x180', 25, 2, 'color=c=black'),
    ...pattern('320x180', 25, 1, 'smptebars'),
    ...['-filter_complex', '[0:v][1:v]concat=n=2:v=1[v]', '-map', '[v]'],
    ...['-c:v', 'prores_ks', '-profile:v', '2', '-pix_fmt', 'yuv422p10le', out],
  );
  return out;
}

/** H.264 with a keyframe every 10 frames, each of them black, the frames between bright: 5 s. */
export function darkKeyframes(dir: string) {
  const out = path.join(dir, 'dark-keyframes.mp4');
  ffmpeg(
    ...pattern('160x90', 10, 5),
    ...['-vf', "drawbox=t=fill:c=black:enable='eq(mod(n,10),0)'", ...x264],
    ...['-g', '10', '-keyint_min', '10', '-sc_threshold', '0', out],
  );
  return out;
}

/** H.264 whose frames 3..6 of every 10 are missing: r_frame_rate 30, avg_frame_rate 18. */
export function variableRate(dir: string) {
  const out = path.join(dir, 'vfr.mp4');
  ffmpeg(...pattern('320x180', 30, 3), '-vf', "select='not(between(mod(n,10),3,6))'", '-fps_mode', 'vfr', ...x264, out);
  return out;
}

/** HDR10: HEVC Main 10, BT.2020 primaries, PQ transfer. */
export function hdr10(dir: string) {
  const out = path.join(dir, 'hdr.mov');
  ffmpeg(
    ...pattern('320x180', 24, 2),
    ...x265(':hdr10=1'),
    ...['-profile:v', 'main10', '-pix_fmt', 'yuv420p10le', '-tag:v', 'hvc1'],
    ...['-color_primaries', 'bt2020', '-color_trc', 'smpte2084', '-colorspace', 'bt2020nc', out],
  );
  return out;
}

/** AAC in MP4 and nothing else. */
export function audioOnly(dir: string) {
  const out = path.join(dir, 'audio.mp4');
  ffmpeg(...tone(2), '-c:a', 'aac', out);
  return out;
}

/** Portrait 1080x1920 phone-style clip with sound, at a low rate to keep the test quick. */
export function portrait(dir: string) {
  const out = path.join(dir, 'portrait.mp4');
  ffmpeg(...pattern('1080x1920', 10, 2), ...tone(2), ...x264, '-c:a', 'aac', out);
  return out;
}

/** One second of black H.264. */
export function black(dir: string) {
  const out = path.join(dir, 'black.mp4');
  ffmpeg(...pattern('160x90', 10, 1, 'color=c=black'), ...x264, out);
  return out;
}

/**
 * An MP4 of `seconds` (index first) cut to half its bytes: the index promises frames that are gone.
 * A keyframe every `keyframeEvery` frames (x264's default, 250, makes one in 10 s).
 */
export function truncated(dir: string, seconds = 3, keyframeEvery = 250) {
  const whole = path.join(dir, `whole-${seconds}-${keyframeEvery}.mp4`);
  const out = path.join(dir, `truncated-${seconds}-${keyframeEvery}.mp4`);
  const gop = ['-g', String(keyframeEvery)];
  ffmpeg(
    ...pattern('320x180', 25, seconds),
    ...tone(seconds),
    ...x264,
    ...gop,
    '-c:a',
    'aac',
    '-movflags',
    '+faststart',
    whole,
  );
  const bytes = readFileSync(whole);
  writeFileSync(out, bytes.subarray(0, bytes.length >> 1));
  return out;
}

// --- reading results -------------------------------------------------------------------------

export interface ProbedStream {
  codec_type?: string;
  codec_name?: string;
  profile?: string;
  pix_fmt?: string;
  width?: number;
  height?: number;
  r_frame_rate?: string;
  avg_frame_rate?: string;
  color_transfer?: string;
  tags?: Record<string, string>;
  side_data_list?: { side_data_type?: string }[];
}

export function ffprobeJson(file: string): {
  format: { duration?: string; tags?: Record<string, string> };
  streams: ProbedStream[];
} {
  const out = execFileSync(ffprobePath(), ['-v', 'error', '-of', 'json', '-show_format', '-show_streams', file]);
  return JSON.parse(out.toString());
}

/** Mean luma (0..255) of the frame at `atS`, decoded to 8-bit gray: a test pattern is far above black's 16. */
export function meanLuma(file: string, atS = 0) {
  const gray = execFileSync(ffmpegPath(), [
    // No -ss for a still: seeking a lone JPEG to 0 yields no frame.
    ...['-v', 'error', ...(atS ? ['-ss', atS.toFixed(3)] : []), '-i', file],
    ...['-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'gray', 'pipe:1'],
  ]);
  if (!gray.length) throw new Error(`meanLuma: no frame in ${file}`);
  let sum = 0;
  for (const v of gray) sum += v;
  return sum / gray.length;
}
