import { open, readFile, writeFile } from 'node:fs/promises';

/**
 * A phone's rotation, carried into a copied stream (decision 0080). A video shot upright is stored
 * lying down with a display matrix in its track header (`tkhd`) that turns it; ffmpeg 5.1's HLS
 * muxer writes an identity matrix into the init segment it makes, so the stream is given the
 * original's matrix back. Browsers apply it, Media Source Extensions included.
 */

interface Box {
  type: string;
  /** Where the box starts, and where its content does (after the size, the type, a 64-bit size). */
  start: number;
  content: number;
  end: number;
}

/** The boxes of `bytes` between `from` and `to`, read header by header. */
function* boxesOf(bytes: Buffer, from: number, to: number): Generator<Box> {
  for (let at = from; at + 8 <= to; ) {
    let size = bytes.readUInt32BE(at);
    let content = at + 8;
    if (size === 1) {
      size = Number(bytes.readBigUInt64BE(at + 8));
      content += 8;
    } else if (size === 0) size = to - at;
    if (size < content - at || at + size > to) return;
    yield { type: bytes.toString('latin1', at + 4, at + 8), start: at, content, end: at + size };
    at += size;
  }
}

const child = (bytes: Buffer, box: Box, type: string) =>
  [...boxesOf(bytes, box.content, box.end)].find((b) => b.type === type);

/** Where the 3×3 matrix of the `index`-th track of a `moov` box lies (36 bytes), or null. */
function matrixAt(moov: Buffer, index: number): number | null {
  const [top] = [...boxesOf(moov, 0, moov.length)];
  if (top?.type !== 'moov') return null;
  const trak = [...boxesOf(moov, top.content, top.end)].filter((b) => b.type === 'trak')[index];
  const tkhd = trak && child(moov, trak, 'tkhd');
  if (!tkhd) return null;
  // A full box: version 1 has 64-bit times and duration before the matrix.
  const at = tkhd.content + (moov[tkhd.content] === 1 ? 52 : 40);
  return at + 36 <= tkhd.end ? at : null;
}

/** The `moov` box of an MP4 or QuickTime file, found by walking its top-level boxes; null without one. */
async function moovOf(file: string, maxBytes = 256 * 1024 * 1024): Promise<Buffer | null> {
  const handle = await open(file, 'r');
  try {
    const { size: fileSize } = await handle.stat();
    const head = Buffer.alloc(16);
    for (let at = 0, n = 0; at + 8 <= fileSize && n < 1000; n++) {
      const { bytesRead } = await handle.read(head, 0, 16, at);
      if (bytesRead < 8) return null;
      let size = head.readUInt32BE(0);
      if (size === 1) size = Number(head.readBigUInt64BE(8));
      else if (size === 0) size = fileSize - at;
      if (size < 8) return null;
      if (head.toString('latin1', 4, 8) === 'moov') {
        if (size > maxBytes) return null;
        const moov = Buffer.alloc(size);
        await handle.read(moov, 0, size, at);
        return moov;
      }
      at += size;
    }
    return null;
  } finally {
    await handle.close();
  }
}

/** The display matrix of track `index` of `source` (36 bytes), or null where it has none to read. */
export async function displayMatrix(source: string, index: number): Promise<Buffer | null> {
  const moov = await moovOf(source);
  const at = moov && matrixAt(moov, index);
  return moov && at ? Buffer.from(moov.subarray(at, at + 36)) : null;
}

/** Writes `matrix` into the first track of the init segment `init` (the stream's only video), in place. */
export async function giveMatrix(init: string, matrix: Buffer): Promise<boolean> {
  const bytes = await readFile(init);
  const moov = [...boxesOf(bytes, 0, bytes.length)].find((b) => b.type === 'moov');
  const at = moov && matrixAt(bytes.subarray(moov.start, moov.end), 0);
  if (!moov || !at) return false;
  matrix.copy(bytes, moov.start + at);
  await writeFile(init, bytes);
  return true;
}
