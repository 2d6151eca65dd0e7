import type { Tag } from '@stringer/shared/schemas/common';
import type { Db } from '../../platform/db/database';
import { tagsRepository as repo, type TagKind } from './tags.repository';

/** The tags a work or a profile may carry, in their seeded order. */
export function createTagsService({ db }: { db: Db }) {
  return {
    list: (kind: TagKind): Promise<Tag[]> => repo.list(db, kind),
  };
}

export type TagsService = ReturnType<typeof createTagsService>;
