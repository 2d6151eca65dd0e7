import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ffmpeg, pattern, tone, x264 } from './media';

/**
 * Files made to trick ffmpeg into reading what it must not (the hardened media layer's tests):
 * each hides a path to a secret the output must never carry.
 */

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
