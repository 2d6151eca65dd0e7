/**
 * The perceptual hash of a sampled frame (pHash) and what the look-up does with it
 * (docs/decisions/0082): the 8×8 lowest frequencies of the frame's 32×32 DCT, each bit set where
 * the coefficient is above their median. Re-encoding, scaling and a changed bit rate move few of
 * them; a covered corner moves some; another picture moves about half.
 */

const SIDE = 32;
const LOW = 8;

/** cos((2x + 1) u π / 64) for u < 8, x < 32: the DCT-II's basis, once. */
const BASIS = Array.from({ length: LOW }, (_, u) =>
  Float64Array.from({ length: SIDE }, (_, x) => Math.cos(((2 * x + 1) * u * Math.PI) / (2 * SIDE))),
);

/** A frame this even (the standard deviation of its gray, 0..255) says nothing: black, white, a title card's colour. */
const FLAT_BELOW = 6;

/** Whether a 32×32 gray frame is too even to tell videos apart (every black frame hashes the same). */
export function isFlat(gray: Uint8Array) {
  let sum = 0;
  let squares = 0;
  for (const v of gray) {
    sum += v;
    squares += v * v;
  }
  const mean = sum / gray.length;
  return Math.sqrt(Math.max(0, squares / gray.length - mean * mean)) < FLAT_BELOW;
}

/** The 64-bit pHash of a 32×32 gray frame (row by row, one byte a pixel). */
export function phash(gray: Uint8Array): bigint {
  if (gray.length !== SIDE * SIDE) throw new Error(`phash: a ${SIDE}×${SIDE} frame has ${SIDE * SIDE} bytes`);
  // Rows first (each row's 8 lowest frequencies), then columns: 32×8 then 8×8.
  const rows = new Float64Array(SIDE * LOW);
  for (let y = 0; y < SIDE; y++) {
    for (let u = 0; u < LOW; u++) {
      const basis = BASIS[u] as Float64Array;
      let s = 0;
      for (let x = 0; x < SIDE; x++) s += (gray[y * SIDE + x] as number) * (basis[x] as number);
      rows[y * LOW + u] = s;
    }
  }
  const coefficients = new Float64Array(LOW * LOW);
  for (let v = 0; v < LOW; v++) {
    const basis = BASIS[v] as Float64Array;
    for (let u = 0; u < LOW; u++) {
      let s = 0;
      for (let y = 0; y < SIDE; y++) s += (rows[y * LOW + u] as number) * (basis[y] as number);
      coefficients[v * LOW + u] = s;
    }
  }
  // The median of the 63 frequencies without the mean (DC), which would only raise it.
  const sorted = Array.from(coefficients.subarray(1)).sort((a, b) => a - b);
  const median = sorted[31] as number;
  let hash = 0n;
  for (let i = 0; i < LOW * LOW; i++) hash = (hash << 1n) | ((coefficients[i] as number) > median ? 1n : 0n);
  return hash;
}

/** Bits that differ between two hashes. */
export function hamming(a: bigint, b: bigint) {
  let x = a ^ b;
  let n = 0;
  while (x) {
    x &= x - 1n;
    n++;
  }
  return n;
}

/** Frames this close (of 64 bits) are the same picture: a re-encode moves 0-6, a covered corner a few more. */
export const NEAR_BITS = 10;

/** Each hash's 4 bands of 16 bits, as the index stores them: band × 65536 + its value. */
export const BANDS = 4;
export function bandsOf(hash: bigint): number[] {
  return Array.from({ length: BANDS }, (_, band) => band * 65536 + Number((hash >> BigInt(band * 16)) & 0xffffn));
}

/** 16 hex digits a hash, concatenated, as the fingerprint row keeps them. */
export const framesText = (hashes: bigint[]) => hashes.map((h) => h.toString(16).padStart(16, '0')).join('');
export function framesOf(text: string): bigint[] {
  const hashes: bigint[] = [];
  for (let at = 0; at + 16 <= text.length; at += 16) hashes.push(BigInt(`0x${text.slice(at, at + 16)}`));
  return hashes;
}

/** Stored hashes as 32-bit halves (high, low), for comparing many without BigInt's cost. */
export function wordsOf(text: string): Uint32Array {
  const words = new Uint32Array(Math.floor(text.length / 16) * 2);
  for (let i = 0; i < words.length; i++) words[i] = Number.parseInt(text.slice(i * 8, i * 8 + 8), 16);
  return words;
}

/** Set bits of a 32-bit word. */
function bits32(word: number) {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/**
 * How much of `mine` is in `theirs` (each as `wordsOf` gives them): the share of this video's
 * frames that have a near frame (Hamming distance ≤ NEAR_BITS) anywhere in the other, in any
 * order. Not symmetric: a short clip cut from a long video is wholly in it, the long video only
 * partly in the clip.
 */
export function similarity(mine: Uint32Array, theirs: Uint32Array) {
  const frames = mine.length / 2;
  if (frames === 0 || theirs.length === 0) return 0;
  let near = 0;
  for (let a = 0; a < mine.length; a += 2) {
    for (let b = 0; b < theirs.length; b += 2) {
      const d =
        bits32(((mine[a] as number) ^ (theirs[b] as number)) >>> 0) +
        bits32(((mine[a + 1] as number) ^ (theirs[b + 1] as number)) >>> 0);
      if (d <= NEAR_BITS) {
        near++;
        break;
      }
    }
  }
  return near / frames;
}
