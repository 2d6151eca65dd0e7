import { useEffect, useRef, useState } from 'react';

/** What the controls show, read from the `<video>` on each of its events. */
export interface Playback {
  paused: boolean;
  time: number;
  /** The element's duration once known, else the one the server measured. */
  duration: number;
  muted: boolean;
  volume: number;
  rate: number;
  /** The element gave up on its source (expired link, network, decoder). */
  failed: boolean;
  /** Playing, but the picture stopped for data still to come (a slow network, a stream still being made). */
  waiting: boolean;
}

const EVENTS = [
  'play',
  'pause',
  'timeupdate',
  'durationchange',
  'loadedmetadata',
  'volumechange',
  'ratechange',
  'seeked',
  'ended',
  'error',
  'loadstart',
  'waiting',
  'playing',
  'canplay',
  'loadeddata',
] as const;

const read = (video: HTMLVideoElement | null, fallback: number | null, growing: boolean): Playback => ({
  paused: video?.paused ?? true,
  time: video?.currentTime ?? 0,
  duration:
    video && !(growing && fallback) && Number.isFinite(video.duration) && video.duration > 0
      ? video.duration
      : (fallback ?? 0),
  muted: video?.muted ?? false,
  volume: video?.volume ?? 1,
  rate: video?.playbackRate ?? 1,
  failed: Boolean(video?.error),
  waiting: Boolean(video && !video.paused && !video.ended && video.readyState < HAVE_FUTURE_DATA),
});

const HAVE_FUTURE_DATA = 3;

/**
 * Follows a `<video>`'s state; calls `onTimeUpdate` with the position as it moves. While the
 * source `growing` (a first stream still being made), its duration is only what exists so far:
 * the one the server measured is shown instead.
 */
export function usePlayback(
  video: HTMLVideoElement | null,
  fallbackDuration: number | null,
  onTimeUpdate?: (seconds: number) => void,
  growing = false,
): Playback {
  const [state, setState] = useState(() => read(video, fallbackDuration, growing));
  // The latest callback without re-subscribing: callers pass inline arrows.
  const callback = useRef(onTimeUpdate);
  callback.current = onTimeUpdate;

  useEffect(() => {
    const update = (event?: Event) => {
      setState(read(video, fallbackDuration, growing));
      if (video && event?.type === 'timeupdate') callback.current?.(video.currentTime);
    };
    update();
    if (!video) return;
    for (const name of EVENTS) video.addEventListener(name, update);
    return () => {
      for (const name of EVENTS) video.removeEventListener(name, update);
    };
  }, [video, fallbackDuration, growing]);

  return state;
}
