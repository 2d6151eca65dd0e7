import type { PlayerMedia, RenditionPart } from '@stringer/shared/schemas/files';
import { fpsOf, frameRateOf } from '@stringer/shared/timecode';
import type { FileRow } from '../../db/schema';
import type { Storage } from '../../platform/storage';

/** Where each part lives below a video's renditions (the store's key and the URL's path alike). */
export const PART_PATHS: Record<Exclude<RenditionPart, 'peaks'>, string> = {
  poster: 'poster.jpg',
  preview: 'preview.mp4',
  storyboard: 'storyboard/storyboard.vtt',
  hls: 'hls/master.m3u8',
};

export type MediaRow = Pick<
  FileRow,
  | 'id'
  | 'mime'
  | 'durationS'
  | 'renditionState'
  | 'renditionProgress'
  | 'renditionErrorKey'
  | 'renditionErrorAtS'
  | 'renditionParts'
  | 'frameRate'
>;

/** A video's renditions as a player takes them; null for anything that is not a probed video. */
export function presentMedia(row: MediaRow, storage: Pick<Storage, 'renditionQuery'>): PlayerMedia | null {
  if (!row.renditionState || !row.mime?.startsWith('video/')) return null;
  const parts = new Set(row.renditionParts);
  const query = parts.size ? storage.renditionQuery(row.id) : '';
  const url = (part: keyof typeof PART_PATHS) =>
    parts.has(part) ? `/web/files/${row.id}/renditions/${PART_PATHS[part]}?${query}` : null;
  return {
    state: row.renditionState,
    progress: row.renditionState === 'processing' ? (row.renditionProgress ?? 0) : null,
    errorKey: row.renditionState === 'failed' ? (row.renditionErrorKey ?? 'errors.videoProcessing') : null,
    errorAtS: row.renditionState === 'failed' ? row.renditionErrorAtS : null,
    hlsUrl: url('hls'),
    previewUrl: url('preview'),
    posterUrl: url('poster'),
    storyboardUrl: url('storyboard'),
    frameRate: row.frameRate ? fpsOf(frameRateOf(row.frameRate)) : null,
    durationS: row.durationS,
  };
}
