/** One default for the player and the notes' frame numbers (packages/shared/timecode). */
export { DEFAULT_FRAME_RATE } from '@stringer/shared/timecode';

/** The frame on screen at a time: a browser shows the last frame that starts at or before it. */
export const frameAt = (seconds: number, fps: number) => Math.floor(seconds * fps + 1e-6);

/**
 * A time that shows the given frame: its middle, so that rounding in the container's timestamps
 * (29.97 fps, an edit list's offset) cannot land on the neighbour.
 */
export const timeOfFrame = (frame: number, fps: number) => (Math.max(0, frame) + 0.5) / fps;

/** Where one step of `frames` from `seconds` lands, kept within the video. */
export function stepFrames(seconds: number, frames: number, fps: number, duration: number): number {
  const target = timeOfFrame(frameAt(seconds, fps) + frames, fps);
  return Number.isFinite(duration) && duration > 0 ? Math.min(target, duration) : target;
}
