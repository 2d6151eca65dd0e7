import { describe, expect, it } from 'vitest';
import { bandsOf, framesOf, framesText, hamming, isFlat, phash, similarity, wordsOf } from './phash';

/** A 32×32 gray picture from a function of its pixel. */
const picture = (f: (x: number, y: number) => number) =>
  Uint8Array.from({ length: 1024 }, (_, i) => Math.max(0, Math.min(255, Math.round(f(i % 32, Math.floor(i / 32))))));

const scene = (x: number, y: number) => 128 + 60 * Math.sin(x / 5) + 50 * Math.cos(y / 7) + (x > 20 && y < 10 ? 40 : 0);
const other = (x: number, y: number) => 128 + 80 * Math.sin((x + y) / 3);

describe('the perceptual hash (decision 0082)', () => {
  it('barely moves for a brighter, noisier copy, and moves by about half for another picture', () => {
    const original = phash(picture(scene));
    const copy = phash(picture((x, y) => scene(x, y) * 0.9 + 12 + ((x * 7 + y * 13) % 5) - 2));
    expect(hamming(original, copy)).toBeLessThanOrEqual(4);
    expect(hamming(original, phash(picture(other)))).toBeGreaterThan(16);
  });

  it('calls an even frame flat, and a picture not', () => {
    expect(isFlat(picture(() => 16))).toBe(true);
    expect(isFlat(picture((x) => 16 + (x % 2)))).toBe(true);
    expect(isFlat(picture(scene))).toBe(false);
  });

  it('cuts a hash into 4 bands of 16 bits, each tagged with its place', () => {
    expect(bandsOf(0x0001_0002_0003_0004n)).toEqual([4, 65536 + 3, 2 * 65536 + 2, 3 * 65536 + 1]);
  });

  it('keeps hashes as 16 hex digits each, and gives the share of frames found in the other', () => {
    const hashes = [0n, 0xffff_ffff_ffff_ffffn, 0x0123_4567_89ab_cdefn];
    expect(framesOf(framesText(hashes))).toEqual(hashes);
    // 0 is within 10 bits of 0b111 (3 bits), the other two are far from both.
    const words = (h: bigint[]) => wordsOf(framesText(h));
    expect(Array.from(words([0x0123_4567_89ab_cdefn]))).toEqual([0x01234567, 0x89abcdef]);
    expect(similarity(words(hashes), words([0b111n, 0x00ff_00ff_00ff_00ffn]))).toBeCloseTo(1 / 3);
    // 11 bits off is not near; 10 is.
    expect(similarity(words([0n]), words([0x7ffn]))).toBe(0);
    expect(similarity(words([0n]), words([0x3ffn]))).toBe(1);
    expect(similarity(words([]), words(hashes))).toBe(0);
  });
});
