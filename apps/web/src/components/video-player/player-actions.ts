import { DEFAULT_FRAME_RATE, stepFrames } from './frames';
import type { PlayerAction } from './keys';

/** What the buttons and keys do to the `<video>`. */
export interface PlayerControls {
  togglePlay(): void;
  seek(seconds: number): void;
  seekBy(seconds: number): void;
  stepFrame(frames: number): void;
  toggleMute(): void;
  setVolume(volume: number): void;
  setRate(rate: number): void;
}

const clamp = (value: number, max: number) => Math.max(0, max > 0 ? Math.min(value, max) : value);

/** A stream still being made: how much of it exists, and what to do when a seek asks for more. */
export interface ReadyPart {
  seconds: number;
  onBeyond(): void;
}

/**
 * A seek past what exists lands this far before its end: on a picture, rather than on the very
 * edge where playback would stop at once to wait for the next segment.
 */
const BEFORE_EDGE_S = 1;

export function controlsFor(
  video: HTMLVideoElement | null,
  duration: number,
  frameRate: number | null,
  ready: ReadyPart | null = null,
): PlayerControls {
  const seek = (seconds: number) => {
    if (!video) return;
    const wanted = clamp(seconds, duration);
    // Never back from where playback already stands near the edge.
    const last = ready
      ? Math.max(0, ready.seconds - BEFORE_EDGE_S, Math.min(video.currentTime, ready.seconds))
      : Number.POSITIVE_INFINITY;
    if (ready && wanted > last) ready.onBeyond();
    video.currentTime = Math.min(wanted, last);
  };
  return {
    togglePlay: () => {
      if (!video) return;
      // play() rejects when the browser blocks it or a pause interrupts it: the state stays as shown.
      if (video.paused || video.ended) void video.play()?.catch(() => {});
      else video.pause();
    },
    seek,
    seekBy: (seconds) => video && seek(video.currentTime + seconds),
    stepFrame: (frames) =>
      video && seek(stepFrames(video.currentTime, frames, frameRate ?? DEFAULT_FRAME_RATE, duration)),
    toggleMute: () => {
      if (!video) return;
      video.muted = !video.muted;
      // Unmuting at volume 0 would look like a button that does nothing.
      if (!video.muted && video.volume === 0) video.volume = 0.5;
    },
    setVolume: (volume) => {
      if (!video) return;
      video.volume = volume;
      video.muted = volume === 0;
    },
    setRate: (rate) => {
      if (video) video.playbackRate = rate;
    },
  };
}

/** Carries out a key's action. */
export function run(action: PlayerAction, controls: PlayerControls, duration: number, toggleFullscreen: () => void) {
  switch (action.type) {
    case 'togglePlay':
      return controls.togglePlay();
    case 'seekBy':
      return controls.seekBy(action.seconds);
    case 'seekTo':
      return controls.seek(action.where === 'start' ? 0 : duration);
    case 'stepFrame':
      return controls.stepFrame(action.frames);
    case 'toggleMute':
      return controls.toggleMute();
    case 'toggleFullscreen':
      return toggleFullscreen();
  }
}
