/**
 * Times of a video as editors count them: milliseconds <-> frame numbers <-> SMPTE timecodes.
 * One module for the server's exports and the web's labels, so a note reads the same timecode in
 * the review drawer, the creator's list and the EDL (docs/decisions/0055).
 */

/** Frame rate assumed when the renditions' is unknown (PAL, the commonest in creators' footage). */
export const DEFAULT_FRAME_RATE = 25;

/** A frame rate as timecodes count it: `base` frames make a timecode second. */
export interface TimecodeRate {
  /** The real rate (29.97002997… for NTSC 30). */
  fps: number;
  /** Frames per timecode second (30 for 29.97). */
  base: number;
  /** Drop-frame: 29.97 and 59.94 skip frame labels so the timecode keeps to the clock. */
  drop: boolean;
}

/** 23.976, 29.97 and 59.94 are n × 1000/1001; the renditions keep them exact (0040). */
const NTSC_BASES = [24, 30, 60];

export function rateOf(fps: number): TimecodeRate {
  const ntsc = NTSC_BASES.find((n) => Math.abs(fps - (n * 1000) / 1001) < 0.01);
  if (ntsc) return { fps: (ntsc * 1000) / 1001, base: ntsc, drop: ntsc !== 24 };
  return { fps, base: Math.max(1, Math.round(fps)), drop: false };
}

/** The frame on screen at a time: a player shows the last frame that starts at or before it. */
export const frameAtMs = (ms: number, fps: number) => Math.max(0, Math.floor((ms * fps) / 1000 + 1e-6));

/** When a frame starts, in whole milliseconds (rounded up, so that the frame at it is this one). */
export const msOfFrame = (frame: number, fps: number) => Math.ceil((Math.max(0, frame) * 1000) / fps - 1e-6);

const two = (n: number) => String(n).padStart(2, '0');

/** Frame labels skipped per minute (not every tenth) by drop-frame: 2 at 29.97, 4 at 59.94. */
const dropped = (rate: TimecodeRate) => (rate.drop ? Math.round(rate.base / 15) : 0);

/** `HH:MM:SS:FF`, or `HH:MM:SS;FF` for drop-frame, of a frame number counted from 0. */
export function timecode(frame: number, rate: TimecodeRate): string {
  let n = Math.max(0, Math.floor(frame));
  const d = dropped(rate);
  if (d) {
    const perMinute = rate.base * 60 - d;
    const perTen = rate.base * 600 - d * 9;
    const tens = Math.floor(n / perTen);
    const rest = n % perTen;
    n += d * 9 * tens + (rest > d ? d * Math.floor((rest - d) / perMinute) : 0);
  }
  const ff = n % rate.base;
  const seconds = Math.floor(n / rate.base);
  const hh = Math.floor(seconds / 3600);
  return `${two(hh)}:${two(Math.floor(seconds / 60) % 60)}:${two(seconds % 60)}${d ? ';' : ':'}${two(ff)}`;
}

/** The frame number a timecode names (either separator); null for text that is not one. */
export function parseTimecode(text: string, rate: TimecodeRate): number | null {
  const m = /^(\d{2}):(\d{2}):(\d{2})[:;.,](\d{2})$/.exec(text.trim());
  if (!m) return null;
  const [hh, mm, ss, ff] = m.slice(1).map(Number) as [number, number, number, number];
  if (mm > 59 || ss > 59 || ff >= rate.base) return null;
  const minutes = hh * 60 + mm;
  const d = dropped(rate);
  // Labels ;00 and ;01 (;00–;03 at 59.94) do not exist in a minute that drop-frame skips.
  if (d && ss === 0 && ff < d && minutes % 10 !== 0) return null;
  return (hh * 3600 + mm * 60 + ss) * rate.base + ff - d * (minutes - Math.floor(minutes / 10));
}

/** A note's short time, `0:42` or `1:02:03` (whole seconds, as a viewer reads a clock). */
export function shortTime(ms: number): string {
  const s = Math.floor(Math.max(0, ms) / 1000);
  const h = Math.floor(s / 3600);
  const rest = `${two(Math.floor(s / 60) % 60)}:${two(s % 60)}`;
  return h ? `${h}:${rest}` : rest.replace(/^0/, '');
}
