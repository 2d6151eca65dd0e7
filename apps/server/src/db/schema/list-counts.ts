import { integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/**
 * How many rows each paged list holds, per owner and status, so a page's total is a primary-key
 * read instead of a count(*) that grows with the list. Kept by statement triggers on works and
 * clues (migration 0008, docs/decisions/0022), in the transaction that changes the rows.
 */
export const listCounts = pgTable(
  'list_counts',
  {
    list: text('list', { enum: ['works', 'participation', 'public_works', 'clues'] }).notNull(),
    /** 0 for lists that are nobody's (public works). */
    ownerId: integer('owner_id').notNull(),
    status: smallint('status').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.list, t.ownerId, t.status] })],
);

export type ListName = (typeof listCounts.$inferSelect)['list'];
