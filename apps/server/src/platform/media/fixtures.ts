import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ffmpegPath, ffprobePath } from './binaries';

/** Test fixtures, made by ffmpeg from its test patterns: small, a few seconds each. */

export const fixtureDir = () => mkdtempSync(path.join(tmpdir(), 'stringer-media-fx-'));

const ffmpeg = (...args: string[]) => execFileSync(ffmpegPath(), ['-v', 'error', '-y', ...args]);

const pattern = (size: string, rate: number, seconds: number, source = 'testsrc2') => [
  '-f',
  'lavfi',
  '-i',
  `${source}${source.includes('=') ? ':' : '='}size=${size}:rate=${rate}:duration=${seconds}`,
];
const tone = (seconds: number) => ['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${seconds}`];
const x264 = ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'];
const x265 = (params = '') => ['-c:v', 'libx265', '-preset', 'ultrafast', '-x265-params', `log-level=error${params}`];

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

// --- hostile files ---------------------------------------------------------------------------

/** A file of `marker` repeated: any offset ffmpeg might read from it holds the marker. */
export function secretFile(dir: string, marker: string, bytes = 1 << 20) {
  const out = path.join(dir, 'secret.bin');
  writeFileSync(out, Buffer.alloc(bytes, `${marker}\n`));
  return out;
}

const box = (type: string, body: Buffer) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
};

/**
 * A `dref` whose one entry is a Mac alias record (`alis`, flags 0: "the data is elsewhere")
 * naming `fileName` one level down from the movie's own folder: ffmpeg with drefs enabled reads
 * that track's samples from the neighbouring file. Layout per libavformat/mov.c mov_read_dref.
 */
function aliasDref(fileName: string) {
  const alias = Buffer.alloc(162 - 12);
  // volume length 0 at offset 10; filename length + name at 10+1+27+12 = 50; nlvl at 50+1+63+16 = 130.
  alias.writeUInt8(fileName.length, 50);
  alias.write(fileName, 51, 'latin1');
  alias.writeUInt16BE(1, 130); // nlvl_from
  alias.writeUInt16BE(1, 132); // nlvl_to
  const name = Buffer.from(`/${fileName}`, 'latin1');
  const record = Buffer.alloc(4 + name.length + (name.length & 1) + 4);
  record.writeUInt16BE(2, 0); // type 2: absolute path
  record.writeUInt16BE(name.length, 2);
  name.copy(record, 4);
  record.writeInt16BE(-1, record.length - 4); // end of records
  const entry = box('alis', Buffer.concat([Buffer.alloc(4), alias, record]));
  const count = Buffer.alloc(8);
  count.writeUInt32BE(1, 4);
  return box('dref', Buffer.concat([count, entry]));
}

interface Found {
  start: number;
  end: number;
}

/** The child box of `type` in buf[from, to), or those satisfying `accept`. */
function child(buf: Buffer, from: number, to: number, type: string, accept = (_: Found) => true): Found | null {
  for (let at = from; at + 8 <= to; ) {
    const size = buf.readUInt32BE(at);
    const found = { start: at, end: at + size };
    if (buf.toString('latin1', at + 4, at + 8) === type && accept(found)) return found;
    if (size < 8) return null;
    at += size;
  }
  return null;
}

/**
 * A MOV with a test-pattern video and an unsigned 8-bit PCM track whose `dref` points at
 * `secretName` beside it. The index stays at the end (no faststart), so growing it moves no
 * sample offsets; the sizes of the boxes around the dref grow with it.
 */
export function drefHostile(dir: string, secretName: string) {
  const plain = path.join(dir, 'dref-plain.mov');
  ffmpeg(...pattern('160x90', 10, 1), ...tone(1), ...x264, '-c:a', 'pcm_u8', '-ar', '8000', plain);
  const buf = readFileSync(plain);
  const moov = child(buf, 0, buf.length, 'moov');
  const isSound = (t: Found) => {
    const mdia = child(buf, t.start + 8, t.end, 'mdia');
    const hdlr = mdia && child(buf, mdia.start + 8, mdia.end, 'hdlr');
    return Boolean(hdlr && buf.toString('latin1', hdlr.start + 16, hdlr.start + 20) === 'soun');
  };
  const chain: Found[] = [];
  let parent = moov;
  for (const [type, accept] of [['trak', isSound], ['mdia'], ['minf'], ['dinf'], ['dref']] as const) {
    if (!parent) break;
    chain.push(parent);
    parent = child(buf, parent.start + 8, parent.end, type, accept);
  }
  if (!parent || chain.length !== 5) throw new Error('drefHostile: no dref in the sound track');
  const dref = aliasDref(secretName);
  const delta = dref.length - (parent.end - parent.start);
  const out = Buffer.concat([buf.subarray(0, parent.start), dref, buf.subarray(parent.end)]);
  for (const b of chain) out.writeUInt32BE(b.end - b.start + delta, b.start);
  const file = path.join(dir, 'dref-hostile.mov');
  writeFileSync(file, out);
  return file;
}

/**
 * An "MP4" that passes a magic-byte check (a valid `ftyp` box first) and then is an HLS playlist
 * naming local files: the trick that makes an auto-detecting ffmpeg read them into the output.
 */
export function playlistInMp4(dir: string, secret: string) {
  const ftyp = box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2avc1mp41', 'latin1'));
  const playlist = [
    '',
    '#EXTM3U',
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXTINF:10.0,',
    'file:///etc/passwd',
    '#EXTINF:10.0,',
    `file://${secret}`,
    '#EXT-X-ENDLIST',
    '',
  ].join('\n');
  const file = path.join(dir, 'playlist.mp4');
  writeFileSync(file, Buffer.concat([ftyp, Buffer.from(playlist)]));
  return file;
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
