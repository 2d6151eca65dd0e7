import type { FileKind } from '@stringer/shared/files';
import type { Db } from '../../../platform/db/database';
import { AppError } from '../../../platform/errors';
import { filesRepository } from '../files.repository';

export interface WantedFiles {
  ids: string[];
  kind: FileKind;
  /** The body field that named them, for the error. */
  field: string;
}

const fieldError = (field: string, msgKey: string) => [{ field, msgKey }];

/**
 * What a work or clue attaches must be the creator's own uploads, of the kind the field takes,
 * and done uploading and processing. Returns the rows by id.
 */
export async function checkOwnedFiles(db: Db, ownerId: number, wanted: WantedFiles[]) {
  const found = new Map(
    (
      await filesRepository.findMany(
        db,
        wanted.flatMap((w) => w.ids),
      )
    ).map((f) => [f.id, f]),
  );
  for (const { ids, kind, field } of wanted) {
    for (const id of ids) {
      const file = found.get(id);
      if (!file || file.ownerId !== ownerId || file.kind !== kind) {
        throw new AppError('fileNotExist', fieldError(field, 'errors.fileNotExist'));
      }
      if (file.state !== 'ready') throw new AppError('fileNotReady', fieldError(field, 'errors.fileNotReady'));
    }
  }
  return found;
}
