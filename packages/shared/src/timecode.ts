/**
 * Times of a video as editors count them: milliseconds <-> frame numbers <-> SMPTE timecodes.
 * One module for the server's exports and the web's labels, so a note reads the same timecode in
 * the review drawer, the creator's list and the EDL (docs/decisions/0055).
 */

/** Frame rate assumed when the renditions' is unknown (PAL, the commonest in creators' footage). */
export const DEFAULT_FRAME_RATE = 25;

/**
 * A frame rate as ffprobe gives it (`r_frame_rate` "30000/1001"): an exact fraction, so frame
 * numbers do not drift the way 29.97 written as a decimal does (a frame per 33 s).
 */
export interface FrameRate {
  num: number;
  den: number;
}

/** A timecode-relevant rate that is n × 1000/1001: 23.976, 29.97, 59.94 and 119.88. */
const NTSC_BASES = [24, 30, 48, 60, 120];

const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);

function reduced(num: number, den: number): FrameRate {
  const g = gcd(num, den) || 1;
  return { num: num / g, den: den / g };
}

/**
 * A rate as a fraction: ffprobe's "30000/1001" as it is; a number (a rate read back from JSON or
 * typed as 29.97) as the NTSC fraction it stands for, else to a thousandth of a frame.
 */
export function frameRateOf(value: number | string | FrameRate): FrameRate {
  if (typeof value === 'object') return reduced(value.num, value.den);
  if (typeof value === 'string') {
    const m = /^\s*(\d+)\/(\d+)\s*$/.exec(value);
    if (!m) return frameRateOf(Number(value));
    const [num, den] = [Number(m[1]), Number(m[2])];
    if (!(num > 0 && den > 0)) throw new Error(`not a frame rate: ${value}`);
    return reduced(num, den);
  }
  if (!(value > 0 && Number.isFinite(value))) throw new Error(`not a frame rate: ${value}`);
  const ntsc = NTSC_BASES.find((n) => Math.abs(value - (n * 1000) / 1001) < 0.01);
  if (ntsc) return { num: ntsc * 1000, den: 1001 };
  return reduced(Math.round(value * 1000), 1000);
}

/** `"30000/1001"`: how a rate is stored (and how ffmpeg and ffprobe write it). */
export const frameRateText = (rate: FrameRate) => `${rate.num}/${rate.den}`;

/** Frames per second as a number, for what needs no frame count (a player's seek, a label). */
export const fpsOf = (rate: FrameRate) => rate.num / rate.den;

/** A frame rate as timecodes count it: `base` frames make a timecode second. */
export interface TimecodeRate {
  /** The real rate (29.97002997… for NTSC 30). */
  fps: number;
  /** The real rate exactly (30000/1001): what frames are counted with. */
  exact: FrameRate;
  /** Frames per timecode second (30 for 29.97). */
  base: number;
  /** Drop-frame: 29.97 and 59.94 skip frame labels so the timecode keeps to the clock. */
  drop: boolean;
}

export function rateOf(value: number | string | FrameRate): TimecodeRate {
  const exact = frameRateOf(value);
  const fps = fpsOf(exact);
  const base = exact.den === 1001 ? exact.num / 1000 : Math.max(1, Math.round(fps));
  return { fps, exact, base, drop: exact.den === 1001 && base % 30 === 0 };
}

/**
 * The frame on screen at a time: a player shows the last frame that starts at or before it.
 * Counted in whole numbers (ms × num against 1000 × den), so 1001 ms at 30000/1001 is frame 30,
 * not the 29 that a rounded 29.97 gives; the small allowance is for a player's float times only.
 */
export function frameAtMs(ms: number, rate: number | string | FrameRate): number {
  const { num, den } = frameRateOf(rate);
  return Math.max(0, Math.floor((ms * num) / (1000 * den) + 1e-7));
}

/** When a frame starts, in whole milliseconds (rounded up, so that the frame at it is this one). */
export function msOfFrame(frame: number, rate: number | string | FrameRate): number {
  const { num, den } = frameRateOf(rate);
  return Math.ceil((Math.max(0, frame) * 1000 * den) / num - 1e-7);
}

const two = (n: number) => String(n).padStart(2, '0');

/** Frame labels skipped per minute (not every tenth) by drop-frame: 2 at 29.97, 4 at 59.94. */
const dropped = (rate: Pick<TimecodeRate, 'base' | 'drop'>) => (rate.drop ? Math.round(rate.base / 15) : 0);

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
