import { type FileInfo, type FileMoved, fileMoved, type PlayerMedia } from '@stringer/shared/schemas/files';

/** A video's media as the server sends one ready to play (its MP4 preview): a test changes what it looks at. */
export const playerMedia = (media: Partial<PlayerMedia> = {}): PlayerMedia => ({
  state: 'ready',
  progress: null,
  errorKey: null,
  errorAtS: null,
  hlsUrl: null,
  streamUrl: null,
  previewUrl: '/preview.mp4',
  posterUrl: null,
  storyboardUrl: null,
  frameRate: 25,
  durationS: 100,
  waiting: null,
  ...media,
});

/** A stored 1080p video (`harbour.mp4`, id v1) with that media, as a work's or clue's list sends it. */
export function videoFile(media: Partial<PlayerMedia> = {}, file: Partial<FileInfo> = {}): FileInfo {
  const m = playerMedia(media);
  return {
    fileId: 'v1',
    kind: 'video',
    name: 'harbour.mp4',
    size: 1000,
    mime: 'video/mp4',
    state: 'ready',
    refusedKey: null,
    refusedAtS: null,
    durationS: m.durationS,
    width: 1920,
    height: 1080,
    url: null,
    ...file,
    media: m,
  };
}

/** What the socket says (`media`) of a stored video whose media is this (its id `fileId`). */
export const videoMoved = (fileId: string, media: Partial<PlayerMedia> = {}, changed = false): FileMoved =>
  fileMoved.parse({ ...videoFile(media, { fileId }), changed });

/** A video's media once its processing took too long every time it was tried (decision 0073): a creator may run it again. */
export const GAVE_UP: Partial<PlayerMedia> = {
  state: 'failed',
  errorKey: 'errors.videoTookTooLongGaveUp',
  previewUrl: null,
};
