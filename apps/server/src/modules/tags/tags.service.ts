import type { Tag } from '@stringer/shared/schemas/common';
import type { Db } from '../../platform/db/database';
import { presentTag } from './tags.presenter';
import { tagsRepository as repo, type TagKind } from './tags.repository';

/** The tags a work or a profile may carry, in their seeded order. */
export function createTagsService({ db }: { db: Db }) {
  return {
    list: async (kind: TagKind): Promise<Tag[]> => (await repo.list(db, kind)).map(presentTag),
  };
}

export type TagsService = ReturnType<typeof createTagsService>;
