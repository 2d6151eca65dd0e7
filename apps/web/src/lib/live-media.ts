import type { ServerEvents } from '@stringer/shared/chat-events';
import type { PlayerMedia } from '@stringer/shared/schemas/files';
import { create } from 'zustand';

type MediaEvent = Parameters<ServerEvents['media']>[0];

interface LiveMedia {
  /** The latest word from the server on each video being processed, by file id. */
  byFile: Record<string, Pick<MediaEvent, 'state' | 'progress'>>;
  heard(event: MediaEvent): void;
}

/**
 * Processing progress as the socket tells it (`media`), between fetches: a player shows
 * "Processing 42 %" moving without asking the server again every second.
 */
export const useLiveMedia = create<LiveMedia>((set) => ({
  byFile: {},
  heard: ({ fileId, state, progress }) =>
    set((s) => {
      const before = s.byFile[fileId];
      // A part published says nothing of progress: keep the last figure until the next one.
      const kept = progress ?? (state === 'processing' ? (before?.progress ?? null) : null);
      return { byFile: { ...s.byFile, [fileId]: { state, progress: kept } } };
    }),
}));

/** A video's media with what the socket said since it was fetched. */
export function withLiveProgress(fileId: string, media: PlayerMedia, live: LiveMedia['byFile']): PlayerMedia {
  const heard = live[fileId];
  if (!heard || media.state === 'ready' || media.state === 'failed') return media;
  return heard.state === 'processing' ? { ...media, state: 'processing', progress: heard.progress } : media;
}
