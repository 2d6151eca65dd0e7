import type { FileMoved, PlayerMedia, RenditionPart } from '@stringer/shared/schemas/files';
import { fpsOf, frameRateOf } from '@stringer/shared/timecode';
import type { FileRow } from '../../db/schema';
import type { Storage } from '../../platform/storage';
import { renditionUrl } from './lib/rendition-layout';

export type MediaRow = Pick<
  FileRow,
  | 'id'
  | 'state'
  | 'mime'
  | 'durationS'
  | 'renditionState'
  | 'renditionProgress'
  | 'renditionErrorKey'
  | 'renditionErrorAtS'
  | 'renditionParts'
  | 'frameRate'
  | 'renditionAhead'
  | 'renditionEtaS'
>;

/**
 * A video's renditions as a player takes them, the one maker of that shape (a file's details and
 * the socket's pushes alike); null for anything that is not a video being probed or accepted. A
 * video not yet probed, or stored before renditions existed, is on its way: pending, nothing to show.
 */
export function presentMedia(row: MediaRow, storage: Pick<Storage, 'renditionQuery'>): PlayerMedia | null {
  if (!row.mime?.startsWith('video/') || (row.state !== 'processing' && row.state !== 'ready')) return null;
  const state = row.renditionState ?? 'pending';
  const parts = new Set(row.renditionParts);
  const query = parts.size ? storage.renditionQuery(row.id) : '';
  const url = (part: RenditionPart) => (parts.has(part) ? `${renditionUrl(row.id, part)}?${query}` : null);
  return {
    state,
    progress: state === 'processing' ? (row.renditionProgress ?? 0) : null,
    errorKey: state === 'failed' ? (row.renditionErrorKey ?? 'errors.videoProcessing') : null,
    errorAtS: state === 'failed' ? row.renditionErrorAtS : null,
    hlsUrl: url('hls'),
    streamUrl: url('stream'),
    previewUrl: url('preview'),
    posterUrl: url('poster'),
    storyboardUrl: url('storyboard'),
    frameRate: row.frameRate ? fpsOf(frameRateOf(row.frameRate)) : null,
    durationS: row.durationS,
    // Its place in line (lib/turns.ts), while it waits for its first step.
    waiting:
      state === 'pending' && row.renditionAhead !== null
        ? { ahead: row.renditionAhead, etaS: row.renditionEtaS }
        : null,
  };
}

/** What a push says of a file: its row as the mover read it after the move. */
export type MovedRow = MediaRow &
  Pick<FileRow, 'ownerId' | 'refusedKey' | 'refusedAtS'> & {
    /** In a work or a clue (any version), which staff may open: else its owner's alone. */
    inItem: boolean;
  };

/** A file's move as the socket tells it (`media`): the fields of its details that move, media whole. */
export const presentMove = (row: MovedRow, storage: Pick<Storage, 'renditionQuery'>, changed: boolean): FileMoved => ({
  fileId: row.id,
  state: row.state,
  refusedKey: row.refusedKey,
  refusedAtS: row.refusedAtS,
  durationS: row.durationS,
  media: presentMedia(row, storage),
  changed,
});
