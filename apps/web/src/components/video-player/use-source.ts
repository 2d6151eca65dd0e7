import { useEffect, useRef, useState } from 'react';
import { attachHls, type HlsAttachment, type HlsEvents, type QualityLevel } from './hls-source';
import { urlIdentity } from './signed-url';

const HLS_TYPE = 'application/vnd.apple.mpegurl';

/** The quality menu's state: the ladder, the level chosen (-1: hls.js chooses) and the one playing now. */
export interface Quality {
  levels: QualityLevel[];
  chosen: number;
  playing: number | null;
  /** A level's index, or -1 for Auto. */
  select(index: number): void;
}

type Ladder = Omit<Quality, 'select'>;

/**
 * Plays a file URL; if it fails later (its signature expired while the page stood open), tries
 * the newest URL once, from the same position.
 */
function playFile(video: HTMLVideoElement, url: string, latest: () => string | null) {
  let current = url;
  video.src = url;
  const retry = () => {
    const next = latest();
    if (!next || next === current) return;
    const at = video.currentTime;
    current = next;
    video.src = next;
    video.currentTime = at;
  };
  video.addEventListener('error', retry);
  return () => {
    video.removeEventListener('error', retry);
    // Stops the download of the old source instead of letting it run on in the background.
    video.removeAttribute('src');
    video.load();
  };
}

/** Attaches hls.js when its chunk arrives, unless the effect was cleaned up first; returns the clean-up. */
function playThroughHlsJs(
  video: HTMLVideoElement,
  stream: string,
  events: HlsEvents,
  onAttached: (attached: HlsAttachment | null) => void,
) {
  const controller = new AbortController();
  let attachment: HlsAttachment | null = null;
  attachHls(video, stream, events, controller.signal)
    .then((attached) => {
      if (controller.signal.aborted) return attached?.destroy();
      attachment = attached;
      onAttached(attached);
    })
    // The chunk did not load (offline, or a deploy replaced it): the MP4 needs no library.
    .catch(() => controller.signal.aborted || events.onUnplayable());
  return () => {
    controller.abort();
    attachment?.destroy();
    onAttached(null);
  };
}

/**
 * Gives the `<video>` its source: HLS natively (Safari, iOS), else through hls.js, else, or when
 * hls.js gives up, the MP4 preview. Offers a quality menu when hls.js plays.
 */
const hasMediaSource = () => 'MediaSource' in window || 'ManagedMediaSource' in window;

/** Where a video stood when its source was replaced: the new source starts there, playing if it was. */
interface Standing {
  video: HTMLVideoElement;
  at: number;
  playing: boolean;
}

/**
 * Takes the new source on from where the old one stood (the ladder arriving while the preview
 * plays): the viewer sees better pictures, not a stop and a jump back to the start.
 */
function carryOn(video: HTMLVideoElement, standing: Standing | null) {
  if (!standing || standing.video !== video || (standing.at === 0 && !standing.playing)) return;
  video.addEventListener(
    'loadedmetadata',
    () => {
      video.currentTime = standing.at;
      if (standing.playing) void video.play().catch(() => {});
    },
    { once: true },
  );
}

export function useSource(video: HTMLVideoElement | null, hlsUrl: string | null, previewUrl: string | null) {
  const urls = useRef({ hlsUrl, previewUrl });
  urls.current = { hlsUrl, previewUrl };
  const hls = useRef<HlsAttachment | null>(null);
  const [ladder, setLadder] = useState<Ladder | null>(null);
  // The HLS stream that could not be played here: the preview takes over until the stream changes.
  const [unplayable, setUnplayable] = useState<string | null>(null);
  const standing = useRef<Standing | null>(null);
  const hlsKey = urlIdentity(hlsUrl);
  const previewKey = urlIdentity(previewUrl);
  const useHls = hlsKey !== null && unplayable !== hlsKey;

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-attaches when a URL's identity changes, not its signature (the URLs come from the ref)
  useEffect(() => {
    if (!video) return;
    carryOn(video, standing.current);
    const detach = attach(video);
    return () => {
      standing.current = { video, at: video.currentTime, playing: !video.paused };
      detach?.();
    };
  }, [video, useHls, hlsKey, previewKey]);

  function attach(video: HTMLVideoElement) {
    const { hlsUrl: stream, previewUrl: preview } = urls.current;
    if (useHls && stream) {
      // hls.js wherever Media Source Extensions exist, Chromium's native HLS included: it offers the
      // quality menu and behaves the same everywhere. Native HLS where there is no MSE (older iPhones).
      if (!hasMediaSource() && video.canPlayType(HLS_TYPE)) return playFile(video, stream, () => urls.current.hlsUrl);
      const events = {
        onLevels: (levels: QualityLevel[]) => setLadder({ levels, chosen: -1, playing: null }),
        onLevelSwitched: (playing: number) => setLadder((l) => l && { ...l, playing }),
        onUnplayable: () => setUnplayable(urlIdentity(stream)),
      };
      return playThroughHlsJs(video, stream, events, (attached) => {
        hls.current = attached;
        if (!attached) setLadder(null);
      });
    }
    if (preview) return playFile(video, preview, () => urls.current.previewUrl);
  }

  const select = (index: number) => {
    hls.current?.setLevel(index);
    setLadder((l) => l && { ...l, chosen: index });
  };
  return ladder && ladder.levels.length > 1 ? { ...ladder, select } : null;
}
