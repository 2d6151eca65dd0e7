import type { FileInfo } from '@stringer/shared/schemas/files';
import type { FileRow } from '../../db/schema';
import type { Storage } from '../../platform/storage';

export function presentFile(row: FileRow, storage: Pick<Storage, 'signedUrl'>): FileInfo {
  const playable = row.state === 'ready' || row.state === 'processing';
  return {
    fileId: row.id,
    kind: row.kind,
    name: row.originalName,
    size: row.size,
    mime: row.mime,
    state: row.state,
    refusedKey: row.refusedKey,
    durationS: row.durationS,
    width: row.width,
    height: row.height,
    url: playable ? storage.signedUrl(row.id) : null,
  };
}
