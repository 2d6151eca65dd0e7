import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ffmpegPath } from '../src/platform/media';

const dir = mkdtempSync(path.join(tmpdir(), 'stringer-media-'));

/** A real H.264 MP4 made by ffmpeg, its index first: a test pattern of `seconds`; returns its path. */
export function makeVideoFile(name: string, seconds: number, size = '320x240', rate = 25) {
  const file = path.join(dir, name);
  execFileSync(ffmpegPath, [
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

export const makeVideo = (name: string, seconds: number, size?: string, rate?: number) =>
  readFileSync(makeVideoFile(name, seconds, size, rate));

export function makeJpegFile(name: string, size = '640x360') {
  const file = path.join(dir, name);
  execFileSync(ffmpegPath, ['-v', 'error', '-y', '-f', 'lavfi', '-i', `testsrc=size=${size}`, '-frames:v', '1', file]);
  return file;
}

export const makeJpeg = (name: string, size?: string) => readFileSync(makeJpegFile(name, size));

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
