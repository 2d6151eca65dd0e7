import type { Clue } from '@stringer/shared/schemas/clues';
import type { ClueRow, FileRow } from '../../db/schema';
import type { Signer } from '../../platform/storage';
import { presentFile } from '../files';

/** A clue as its creator sees it, in the list and in its details. */
export function presentClue(row: ClueRow, media: FileRow[], storage: Signer): Clue {
  return {
    id: row.id,
    customId: row.ownerId,
    title: row.title,
    description: row.description,
    happenedOn: row.happenedOn,
    countryId: row.countryId,
    provinceId: row.provinceId,
    cityId: row.cityId,
    place: row.place,
    diskLink: row.diskLink,
    source: row.source,
    sourceLink: row.sourceLink,
    media: media.map((f) => presentFile(f, storage)),
    auditStatus: row.auditStatus,
    reviewReason: row.reviewReason,
    reviewTime: row.reviewedAt?.toISOString() ?? null,
    submitTime: row.submittedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
