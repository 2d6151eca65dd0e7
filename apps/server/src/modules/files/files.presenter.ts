import type { FileInfo } from '@stringer/shared/schemas/files';
import type { FileRow } from '../../db/schema';
import type { Signer } from '../../platform/storage';
import { presentMedia } from '../renditions';

/**
 * A file with signed addresses. `public`: the original stays out (public pages stream renditions
 * only); its owner and staff get the original's address too.
 */
export function presentFile(row: FileRow, storage: Signer, audience: 'private' | 'public' = 'private'): FileInfo {
  const playable = row.state === 'ready' || row.state === 'processing';
  return {
    fileId: row.id,
    kind: row.kind,
    name: row.originalName,
    size: row.size,
    mime: row.mime,
    state: row.state,
    refusedKey: row.refusedKey,
    refusedAtS: row.refusedAtS,
    durationS: row.durationS,
    width: row.width,
    height: row.height,
    url: playable && audience === 'private' ? storage.signedUrl(row.id) : null,
    media: presentMedia(row, storage),
  };
}
