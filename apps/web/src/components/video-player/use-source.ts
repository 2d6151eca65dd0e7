import { useEffect, useRef, useState } from 'react';
import { attachHls, type HlsAttachment, type HlsEvents, type QualityLevel, type Readiness } from './hls-source';
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
  growing: boolean,
  events: HlsEvents,
  onAttached: (attached: HlsAttachment | null) => void,
) {
  const controller = new AbortController();
  let attachment: HlsAttachment | null = null;
  attachHls(video, stream, events, controller.signal, growing)
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

/** A video's sources, as its media gives them (signed URLs). */
export interface SourceUrls {
  hlsUrl: string | null;
  streamUrl: string | null;
  previewUrl: string | null;
}

export type SourceKind = 'hlsUrl' | 'streamUrl' | 'previewUrl';

/**
 * The best source that exists and was not found unplayable here: the ladder (a master playlist,
 * every rung), then the first stream (one playlist, growing while the video is processed), then
 * the MP4 preview. The HLS ones fall through when this browser cannot play them.
 */
export function chooseSource(urls: SourceUrls, unplayable: readonly string[]): SourceKind | null {
  const kinds: SourceKind[] = ['hlsUrl', 'streamUrl', 'previewUrl'];
  return (
    kinds.find((kind) => {
      const key = urlIdentity(urls[kind]);
      return key !== null && (kind === 'previewUrl' || !unplayable.includes(key));
    }) ?? null
  );
}

/** What the player learns of its source: the quality menu's ladder, and how much of a growing stream exists. */
export interface Source {
  quality: Quality | null;
  /** The first stream while it grows: the seconds it lists so far; null once whole or for any other source. */
  readyS: number | null;
}

/**
 * Gives the `<video>` its source (chooseSource): HLS natively where there is no Media Source
 * Extensions (Safari on older iPhones), else through hls.js, else, or when hls.js gives up, the
 * next source. Offers a quality menu when hls.js plays the ladder.
 */
export function useSource(video: HTMLVideoElement | null, media: SourceUrls): Source {
  const urls = useRef(media);
  urls.current = media;
  const hls = useRef<HlsAttachment | null>(null);
  const [ladder, setLadder] = useState<Ladder | null>(null);
  const [readiness, setReadiness] = useState<Readiness | null>(null);
  // The HLS playlists that could not be played here: the next source takes over until they change.
  const [unplayable, setUnplayable] = useState<string[]>([]);
  const standing = useRef<Standing | null>(null);
  const kind = chooseSource(media, unplayable);
  const key = kind && urlIdentity(media[kind]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-attaches when the chosen URL's identity changes, not its signature (the URLs come from the ref); a better source arriving changes it, a worse one does not
  useEffect(() => {
    if (!video || !kind) return;
    carryOn(video, standing.current);
    const detach = attach(video, kind);
    return () => {
      standing.current = { video, at: video.currentTime, playing: !video.paused };
      setReadiness(null);
      detach?.();
    };
  }, [video, kind, key]);

  function attach(video: HTMLVideoElement, kind: SourceKind) {
    const url = urls.current[kind];
    if (!url) return;
    const latest = () => urls.current[kind];
    if (kind === 'previewUrl') return playFile(video, url, latest);
    // hls.js wherever Media Source Extensions exist, Chromium's native HLS included: it offers the
    // quality menu and behaves the same everywhere. Native HLS where there is no MSE (older iPhones).
    if (!hasMediaSource() && video.canPlayType(HLS_TYPE)) return playFile(video, url, latest);
    const events: HlsEvents = {
      onLevels: (levels) => setLadder({ levels, chosen: -1, playing: null }),
      onLevelSwitched: (playing) => setLadder((l) => l && { ...l, playing }),
      onUnplayable: () => setUnplayable((list) => [...list, urlIdentity(url) ?? url]),
      onReadiness: setReadiness,
    };
    return playThroughHlsJs(video, url, kind === 'streamUrl', events, (attached) => {
      hls.current = attached;
      if (!attached) setLadder(null);
    });
  }

  const select = (index: number) => {
    hls.current?.setLevel(index);
    setLadder((l) => l && { ...l, chosen: index });
  };
  return {
    quality: ladder && ladder.levels.length > 1 ? { ...ladder, select } : null,
    readyS: kind === 'streamUrl' && readiness?.growing ? readiness.seconds : null,
  };
}
