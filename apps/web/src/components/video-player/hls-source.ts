/** One rendition of the HLS ladder, as the quality menu offers it. */
export interface QualityLevel {
  /** hls.js's index of the level. */
  index: number;
  /** The picture's short side, which names the rung as the ladder does: 1080x1920 is 1080p. */
  short: number;
  bitrate: number;
}

/** hls.js's levels (sized by the master playlist's RESOLUTION, which the ladder always writes). */
export const qualityLevels = (levels: { width: number; height: number; bitrate: number }[]): QualityLevel[] =>
  levels.map((level, index) => ({ index, short: Math.min(level.width, level.height), bitrate: level.bitrate }));

export interface HlsEvents {
  onLevels(levels: QualityLevel[]): void;
  onLevelSwitched(index: number): void;
  /** hls.js cannot play the stream here: no Media Source Extensions, or an error it could not recover from. */
  onUnplayable(): void;
  /** The playlist (re)loaded: how many seconds it lists, and whether it still grows (no ENDLIST yet). */
  onReadiness?(readiness: Readiness): void;
}

/** How much of a stream exists: a growing playlist (the first stream while it is made) lists less than the video. */
export interface Readiness {
  seconds: number;
  growing: boolean;
}

/**
 * For a playlist that grows (EVENT, no ENDLIST until whole), which hls.js takes for live: start
 * at the beginning, not near the live edge, and never jump to the edge later (the latency it
 * tolerates is unbounded), so that a viewer who catches up waits where they are.
 */
const GROWING = { startPosition: 0, liveSyncDurationCount: 3, liveMaxLatencyDurationCount: Number.POSITIVE_INFINITY };

export interface HlsAttachment {
  /** A level's index, or -1 to let hls.js choose by bandwidth. */
  setLevel(index: number): void;
  destroy(): void;
}

/**
 * Plays `url` through hls.js. The library is imported here, on first use, so that its code is a
 * chunk of its own that only a page showing an HLS video in a browser without native HLS loads.
 * Resolves to null when the signal aborted first or hls.js cannot play here.
 */
export async function attachHls(
  video: HTMLVideoElement,
  url: string,
  events: HlsEvents,
  signal: AbortSignal,
  growing = false,
): Promise<HlsAttachment | null> {
  const { default: Hls } = await import('hls.js');
  if (signal.aborted) return null;
  if (!Hls.isSupported()) {
    events.onUnplayable();
    return null;
  }
  // Never fetch a 1080p rung for a player drawn 360 px wide.
  const hls = new Hls({ capLevelToPlayerSize: true, ...(growing ? GROWING : {}) });
  let recovered = false;
  hls.on(Hls.Events.MANIFEST_PARSED, (_, data) => events.onLevels(qualityLevels(data.levels)));
  hls.on(Hls.Events.LEVEL_SWITCHED, (_, data) => events.onLevelSwitched(data.level));
  const readiness = (_: unknown, { details }: { details: { totalduration: number; live: boolean } }) =>
    events.onReadiness?.({ seconds: details.totalduration, growing: details.live });
  hls.on(Hls.Events.LEVEL_LOADED, readiness);
  hls.on(Hls.Events.LEVEL_UPDATED, readiness);
  hls.on(Hls.Events.ERROR, (_, data) => {
    if (!data.fatal) return;
    // A decoder hiccup is worth one retry (hls.js's advice); anything else falls back to the MP4.
    if (data.type === Hls.ErrorTypes.MEDIA_ERROR && !recovered) {
      recovered = true;
      hls.recoverMediaError();
      return;
    }
    hls.destroy();
    events.onUnplayable();
  });
  hls.loadSource(url);
  hls.attachMedia(video);
  return {
    setLevel: (index) => {
      hls.currentLevel = index;
    },
    destroy: () => hls.destroy(),
  };
}
