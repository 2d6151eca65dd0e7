import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  frameAtMs,
  frameRateOf,
  frameRateText,
  msOfFrame,
  parseTimecode,
  rateOf,
  shortTime,
  timecode,
} from './timecode';

const df30 = rateOf(30000 / 1001);
const df60 = rateOf(60000 / 1001);

describe('timecode', () => {
  it('should take 29.97 and 59.94 as drop-frame, 23.976 and whole rates as not', () => {
    expect(df30).toMatchObject({ base: 30, drop: true });
    expect(df60).toMatchObject({ base: 60, drop: true });
    expect(rateOf(23.976)).toMatchObject({ base: 24, drop: false });
    expect(rateOf(25)).toEqual({ fps: 25, exact: { num: 25, den: 1 }, base: 25, drop: false });
    expect(rateOf('60000/1001')).toMatchObject({ base: 60, drop: true });
  });

  it('should keep rates as the exact fractions ffprobe writes, and take a rounded 29.97 as the fraction it means', () => {
    expect(frameRateOf('30000/1001')).toEqual({ num: 30000, den: 1001 });
    expect(frameRateOf('50/2')).toEqual({ num: 25, den: 1 });
    // 29.97 as a float4 column or a typed label held it.
    for (const rounded of [29.97, Math.fround(30000 / 1001), 30000 / 1001]) {
      expect(frameRateOf(rounded)).toEqual({ num: 30000, den: 1001 });
    }
    expect(frameRateText(frameRateOf(23.976))).toBe('24000/1001');
    expect(frameRateText(frameRateOf(12.5))).toBe('25/2');
    expect(() => frameRateOf('0/0')).toThrow();
  });

  it('should count frames at 29.97 as 30000/1001: frame 30 at 1001 ms, 300 at 10010, 1800 at 60060', () => {
    for (const rate of ['30000/1001', 29.97, Math.fround(30000 / 1001)]) {
      expect([1001, 10_010, 60_060].map((ms) => frameAtMs(ms, rate))).toEqual([30, 300, 1800]);
      expect([1000, 10_009, 60_059].map((ms) => frameAtMs(ms, rate))).toEqual([29, 299, 1799]);
    }
    // An hour in: still on the frame, where 29.97 as a decimal is 3.6 frames off.
    expect(frameAtMs(3_600_000, '30000/1001')).toBe(107_892);
    expect(frameAtMs(3_600_000, '60000/1001')).toBe(215_784);
  });

  it('should write non-drop timecodes with colons', () => {
    expect(timecode(0, rateOf(25))).toBe('00:00:00:00');
    expect(timecode(42 * 25 + 7, rateOf(25))).toBe('00:00:42:07');
    expect(timecode(3600 * 24 + 1, rateOf(24))).toBe('01:00:00:01');
  });

  it('should skip ;00 and ;01 each minute but every tenth at 29.97', () => {
    expect(timecode(1799, df30)).toBe('00:00:59;29');
    expect(timecode(1800, df30)).toBe('00:01:00;02');
    expect(timecode(17981, df30)).toBe('00:09:59;29');
    expect(timecode(17982, df30)).toBe('00:10:00;00');
    // An hour of 29.97 is 107,892 frames: the timecode keeps to the clock.
    expect(timecode(107892, df30)).toBe('01:00:00;00');
    expect(timecode(3600, df60)).toBe('00:01:00;04');
  });

  it('should read back every frame it writes', () => {
    for (const rate of [df30, df60, rateOf(25), rateOf(23.976), rateOf(50)]) {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 24 * 3600 * 60 - 1 }), (frame) => {
          expect(parseTimecode(timecode(frame, rate), rate)).toBe(frame);
        }),
      );
    }
  });

  it('should refuse labels drop-frame never writes, and text that is no timecode', () => {
    expect(parseTimecode('00:01:00;00', df30)).toBeNull();
    expect(parseTimecode('00:00:00:25', rateOf(25))).toBeNull();
    expect(parseTimecode('0:42', rateOf(25))).toBeNull();
  });

  it('should turn a time into the frame on screen and back to its start', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.constantFrom(24, 25, 30000 / 1001, 50, 60000 / 1001),
        (frame, fps) => {
          expect(frameAtMs(msOfFrame(frame, fps), fps)).toBe(frame);
        },
      ),
    );
    expect(frameAtMs(42_280, 25)).toBe(1057);
  });

  it('should write short times as a viewer reads a clock', () => {
    expect(shortTime(42_999)).toBe('0:42');
    expect(shortTime(62_000)).toBe('1:02');
    expect(shortTime(3_723_000)).toBe('1:02:03');
  });
});
