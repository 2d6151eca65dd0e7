/**
 * Where a stretch of time lies in an MP4 or MOV, read from its index (`moov`'s sample tables)
 * alone: the bytes a worker fetches from the object store to encode one range of a long video
 * (decision 0080), instead of the whole original. Picture and sound only: the demuxer reads no
 * sample of a stream the encode does not map.
 */
import { type Box, childBoxes } from './bmff';

/** The box at `path` below `box` (each step the first child of that type). */
function find(buf: Buffer, box: Box, ...path: string[]): Box | undefined {
  let at: Box | undefined = box;
  for (const type of path) at = at && childBoxes(buf, at.body, at.end)?.find((b) => b.type === type);
  return at;
}

/** A full box's table: its entries after version, flags and count, `width` 32-bit words each. */
function table(buf: Buffer, box: Box | undefined, width: number): number[][] | null {
  if (!box || box.body + 8 > box.end) return null;
  const count = buf.readUInt32BE(box.body + 4);
  if (box.body + 8 + count * width * 4 > box.end) return null;
  return Array.from({ length: count }, (_, i) =>
    Array.from({ length: width }, (_, w) => buf.readUInt32BE(box.body + 8 + (i * width + w) * 4)),
  );
}

/** The timescale of an `mvhd` or `mdhd` (version 1 has 64-bit times before it). */
const timescaleOf = (buf: Buffer, box: Box) => buf.readUInt32BE(box.body + (buf[box.body] === 1 ? 20 : 12));

/**
 * How far a track's edit list moves its media on the timeline, in seconds: empty edits first
 * delay it, the one edit's media time starts it later. Null for an edit list of several pieces,
 * which this reading does not follow.
 */
function editShift(buf: Buffer, trak: Box, movieScale: number, mediaScale: number): number | null {
  const elst = find(buf, trak, 'edts', 'elst');
  if (!elst) return 0;
  const wide = buf[elst.body] === 1;
  const count = buf.readUInt32BE(elst.body + 4);
  const entry = wide ? 20 : 12;
  if (elst.body + 8 + count * entry > elst.end) return null;
  let shift = 0;
  const edits: number[] = [];
  for (let i = 0; i < count; i++) {
    const at = elst.body + 8 + i * entry;
    const duration = wide ? Number(buf.readBigUInt64BE(at)) : buf.readUInt32BE(at);
    const mediaTime = wide ? Number(buf.readBigInt64BE(at + 8)) : buf.readInt32BE(at + 4);
    if (mediaTime === -1 && edits.length === 0) shift += duration / movieScale;
    else edits.push(mediaTime);
  }
  if (edits.length > 1) return null;
  return shift - (edits[0] ?? 0) / mediaScale;
}

/** A track's chunk offsets, from `stco` or `co64`. */
function chunkOffsets(buf: Buffer, stbl: Box): number[] | null {
  const co64 = table(buf, find(buf, stbl, 'co64'), 2);
  if (co64) return co64.map(([high = 0, low = 0]) => high * 2 ** 32 + low);
  return table(buf, find(buf, stbl, 'stco'), 1)?.map(([offset = 0]) => offset) ?? null;
}

export interface Span {
  start: number;
  end: number;
}

/** A track's bytes for a stretch of time, and the time its first sample there starts at. */
interface Reach extends Span {
  fromS: number;
}

/**
 * The bytes of one picture or sound track's samples timed within [fromS, toS] (a picture from
 * the keyframe at or before `fromS`, where a seek starts decoding), or undefined when it has
 * none there; null when its tables do not parse.
 */
function trackSpan(buf: Buffer, trak: Box, movieScale: number, fromS: number, toS: number): Reach | null | undefined {
  const mdia = find(buf, trak, 'mdia');
  const mdhd = mdia && find(buf, mdia, 'mdhd');
  const hdlr = mdia && find(buf, mdia, 'hdlr');
  const stbl = mdia && find(buf, mdia, 'minf', 'stbl');
  if (!mdhd || !hdlr || !stbl || hdlr.body + 12 > hdlr.end) return null;
  const handler = buf.toString('latin1', hdlr.body + 8, hdlr.body + 12);
  if (handler !== 'vide' && handler !== 'soun') return undefined;
  const scale = timescaleOf(buf, mdhd);
  const shift = editShift(buf, trak, movieScale, scale);
  const stts = table(buf, find(buf, stbl, 'stts'), 2);
  const stsc = table(buf, find(buf, stbl, 'stsc'), 3);
  const stsz = find(buf, stbl, 'stsz');
  const offsets = chunkOffsets(buf, stbl);
  if (!scale || shift === null || !stts || !stsc || !stsz || !offsets || stsz.body + 12 > stsz.end) return null;
  const fixedSize = buf.readUInt32BE(stsz.body + 4);
  const samples = buf.readUInt32BE(stsz.body + 8);
  if (!fixedSize && stsz.body + 12 + samples * 4 > stsz.end) return null;
  const sizeOf = (i: number) => fixedSize || buf.readUInt32BE(stsz.body + 12 + i * 4);
  const syncs = handler === 'vide' ? table(buf, find(buf, stbl, 'stss'), 1)?.map(([n = 0]) => n - 1) : undefined;
  const isSync = syncs ? new Set(syncs) : null;

  // Sample by sample: its time from stts, its chunk from stsc, its place from the chunk's offset
  // and the sizes of the samples before it in that chunk.
  let span: Reach | undefined;
  let [sample, ticks, sttsAt, sttsLeft] = [0, 0, 0, stts[0]?.[0] ?? 0];
  for (let e = 0; e < stsc.length && sample < samples; e++) {
    const [first = 1, perChunk = 0] = stsc[e] as number[];
    const last = (stsc[e + 1]?.[0] ?? offsets.length + 1) - 1;
    for (let chunk = first; chunk <= last && sample < samples; chunk++) {
      let at = offsets[chunk - 1];
      if (at === undefined) return null;
      for (let k = 0; k < perChunk && sample < samples; k++, sample++) {
        const size = sizeOf(sample);
        const t = ticks / scale + shift;
        // A keyframe at or before the start begins the span again: decoding starts there.
        if (t <= fromS && (!isSync || isSync.has(sample))) span = undefined;
        if (t <= toS && (t >= fromS || handler === 'vide')) {
          span = span
            ? { ...span, start: Math.min(span.start, at), end: Math.max(span.end, at + size) }
            : { start: at, end: at + size, fromS: t };
        }
        at += size;
        while (sttsLeft === 0 && sttsAt + 1 < stts.length) sttsLeft = stts[++sttsAt]?.[0] ?? 0;
        ticks += stts[sttsAt]?.[1] ?? 0;
        sttsLeft -= 1;
      }
    }
  }
  return span;
}

/**
 * The bytes holding every picture and sound sample of [fromS, toS], as the file's index places
 * them (offsets into the file `moov` came from); null when the index does not say (a fragmented
 * file, tables that do not parse, an edit list of several pieces): then the whole file is needed.
 */
export function samplesSpan(moov: Buffer, fromS: number, toS: number): Span | null {
  const top = childBoxes(moov, 0, moov.length)?.[0];
  if (top?.type !== 'moov') return null;
  const mvhd = find(moov, top, 'mvhd');
  const traks = childBoxes(moov, top.body, top.end)?.filter((b) => b.type === 'trak');
  if (!mvhd || !traks) return null;
  const movieScale = timescaleOf(moov, mvhd);
  // Pictures first: a seek starts every other track where the picture's keyframe is (ffmpeg's mov
  // demuxer), by its decode time, which B-frames put up to a few frames earlier: the sound is
  // read from a second before it.
  const handlers = traks.map((trak) => {
    const hdlr = find(moov, trak, 'mdia', 'hdlr');
    return hdlr && hdlr.body + 12 <= hdlr.end ? moov.toString('latin1', hdlr.body + 8, hdlr.body + 12) : '';
  });
  const ordered = [
    ...traks.filter((_, i) => handlers[i] === 'vide'),
    ...traks.filter((_, i) => handlers[i] !== 'vide'),
  ];
  let span: Reach | null = null;
  for (const trak of ordered) {
    const one = trackSpan(moov, trak, movieScale, span ? Math.min(fromS, span.fromS - 1) : fromS, toS);
    if (one === null) return null;
    if (one)
      span = span
        ? {
            start: Math.min(span.start, one.start),
            end: Math.max(span.end, one.end),
            fromS: Math.min(span.fromS, one.fromS),
          }
        : one;
  }
  return span && { start: span.start, end: span.end };
}
