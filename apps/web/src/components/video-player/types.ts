/** A video as the player takes it: the server's contract itself (packages/shared). */
export type { PlayerMedia } from '@stringer/shared/schemas/files';

/** What a screen can do to the player through its `ref` (review notes seek to a noted frame). */
export interface PlayerHandle {
  seek(seconds: number): void;
  currentTime(): number;
  pause(): void;
  /** The `<video>` itself; null while no rendition exists. */
  readonly video: HTMLVideoElement | null;
}
