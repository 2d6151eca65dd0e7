/** A video as the player takes it; the server's media contract matches this shape. */
export interface PlayerMedia {
  /** Rendition state of this video: publishing never waits for it. */
  state: 'pending' | 'processing' | 'ready' | 'failed';
  /** 0..1 while processing. */
  progress: number | null;
  /** A translation key saying why processing failed (e.g. 'errors.videoNoStream'), or null. */
  errorKey: string | null;
  /** Signed URLs; null until that rendition exists. */
  hlsUrl: string | null; // master.m3u8 (segments inside are already signed)
  previewUrl: string | null; // H.264 MP4, ≤720p, the fallback when HLS cannot play
  posterUrl: string | null;
  storyboardUrl: string | null; // WebVTT: each cue's text is `https://…/sprite-0.jpg#xywh=x,y,w,h`
  /** The renditions' constant frame rate, for frame stepping; null when unknown. */
  frameRate: number | null;
  durationS: number | null;
}

/** What a screen can do to the player through its `ref` (review notes seek to a noted frame). */
export interface PlayerHandle {
  seek(seconds: number): void;
  currentTime(): number;
  pause(): void;
  /** The `<video>` itself; null while no rendition exists. */
  readonly video: HTMLVideoElement | null;
}
