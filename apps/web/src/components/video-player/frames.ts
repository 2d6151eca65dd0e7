import { frameAtMs, frameRateOf } from '@stringer/shared/timecode';

/** One default for the player and the notes' frame numbers (packages/shared/timecode). */
export { DEFAULT_FRAME_RATE } from '@stringer/shared/timecode';

/**
 * The frame on screen at a time: a browser shows the last frame that starts at or before it.
 * Counted as the notes and exports count it (29.97 as 30000/1001), so the player names their frame.
 */
export const frameAt = (seconds: number, fps: number) => frameAtMs(seconds * 1000, fps);

/**
 * A time that shows the given frame: its middle, so that rounding in the container's timestamps
 * (29.97 fps, an edit list's offset) cannot land on the neighbour.
 */
export function timeOfFrame(frame: number, fps: number) {
  const { num, den } = frameRateOf(fps);
  return ((Math.max(0, frame) + 0.5) * den) / num;
}

/** Where one step of `frames` from `seconds` lands, kept within the video. */
export function stepFrames(seconds: number, frames: number, fps: number, duration: number): number {
  const target = timeOfFrame(frameAt(seconds, fps) + frames, fps);
  return Number.isFinite(duration) && duration > 0 ? Math.min(target, duration) : target;
}
