import { bigint, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { ListName } from './list-counts';

/**
 * Which state of a list (all its statuses) a page was read from: a value taken from a sequence
 * by the statement that last added, removed, re-ordered or re-statused a row of the list, in the
 * same triggers that keep `list_counts` (migration 0013). Sequence values are never reused, even
 * after a rollback, so equal versions mean the same rows in the same order, and a page's first
 * key cached under a version is valid exactly while the list still has that version
 * (docs/decisions/0037).
 */
export const listVersions = pgTable(
  'list_versions',
  {
    list: text('list').$type<ListName>().notNull(),
    ownerId: integer('owner_id').notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.list, t.ownerId] })],
);
