import { frameRateOf, frameRateText } from '@stringer/shared/timecode';

/**
 * The rates a video is rendered and counted at, from its probed rate alone: a module of their own,
 * since the probe (which stores the counted rate) and the encoders (preview, HLS) both need them.
 */
interface Rated {
  frameRate: number;
}

/** Output rate: the nominal rate, at most 60 (a 120 fps slow-motion clip plays at 60 on the web). */
export function outputRate(video: Rated): string {
  const fps = Math.min(60, video.frameRate);
  // NTSC rates as exact fractions: 29.97 written as a decimal drifts a frame every few minutes.
  const ntsc = [24, 30, 60].find((n) => Math.abs(fps - (n * 1000) / 1001) < 0.01);
  return ntsc ? `${ntsc * 1000}/1001` : String(fps);
}

/**
 * The rate a video's frames are counted at, exact ("30000/1001"): the renditions' output rate,
 * known from the probe alone, so notes written before any rendition exists count the same frames.
 */
export const countedRate = (video: Rated) => frameRateText(frameRateOf(outputRate(video)));
