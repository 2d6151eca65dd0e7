import type { PlayerMedia, RenditionPart } from '@stringer/shared/schemas/files';
import { fpsOf, frameRateOf } from '@stringer/shared/timecode';
import type { FileRow } from '../../db/schema';
import type { Storage } from '../../platform/storage';
import { renditionUrl } from './rendition-layout';

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
  const url = (part: RenditionPart) => (parts.has(part) ? `${renditionUrl(row.id, part)}?${query}` : null);
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
