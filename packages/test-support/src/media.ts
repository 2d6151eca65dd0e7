import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ffmpegPath } from '@stringer/server/src/platform/media';
import type { Api } from './api';
import { uploadReady } from './uploads';

const dir = mkdtempSync(path.join(tmpdir(), 'stringer-media-'));

/**
 * A real H.264 MP4 made by ffmpeg, its index first: a test pattern of `seconds` at `rate` (a number
 * or ffmpeg's exact "30000/1001"); returns its path.
 */
export function makeVideoFile(name: string, seconds: number, size = '320x240', rate: number | string = 25) {
  const file = path.join(dir, name);
  execFileSync(ffmpegPath(), [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc=size=${size}:rate=${rate}`,
    '-t',
    String(seconds),
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    file,
  ]);
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
  const file = path.join(dir, name);
  execFileSync(ffmpegPath(), [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc=size=${size}`,
    '-frames:v',
    '1',
    file,
  ]);
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
