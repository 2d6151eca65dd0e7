import type { FileMoved } from '@stringer/shared/schemas/files';
import { create } from 'zustand';

interface LiveMedia {
  /**
   * The socket's latest word on each file (`media`), by file id, since it last connected: a
   * probe's verdict, a video's media whole (its progress included).
   */
  byFile: Record<string, FileMoved>;
  /** When the socket connected, while it is: every word on a file since then is in `byFile`. */
  connectedAt: number | null;
  heard(moved: FileMoved): void;
  /** Connected (again): what was heard before is forgotten, as pages fetch again what they show. */
  connected(): void;
  disconnected(): void;
}

/**
 * Files as the socket tells them (`media`), between fetches: a player shows "Processing 42 %"
 * moving, and an upload learns its verdict, without asking the server again.
 */
export const useLiveMedia = create<LiveMedia>((set) => ({
  byFile: {},
  connectedAt: null,
  heard: (moved) => set((s) => ({ byFile: { ...s.byFile, [moved.fileId]: moved } })),
  connected: () => set({ byFile: {}, connectedAt: Date.now() }),
  disconnected: () => set({ connectedAt: null }),
}));
