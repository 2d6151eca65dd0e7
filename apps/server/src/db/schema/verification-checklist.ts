import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { files } from './files';
import { works } from './works';

/**
 * The verification desk's checklist (issue 39), kept as its changes: each tick or untick is a row,
 * never updated, so the state at any moment (at the pass that decided a work) is the last change
 * of each item before it (docs/decisions/0082).
 */
export const verificationChecks = pgTable(
  'verification_checks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    workId: integer('work_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    /** One of the shared schema's checklist items ('sourceContacted', 'placeConfirmed'…). */
    item: text('item').notNull(),
    ticked: boolean('ticked').notNull(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => accounts.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  // An item's latest change (now, or before a moment): a backward read of one range.
  (t) => [index('verification_checks_work_idx').on(t.workId, t.item, t.at, t.id)],
);

/**
 * The chain of custody: each download by a staff member, written as it is served: of a work's
 * original, or of the keyframes the desk made from it (`kind`).
 */
export const originalDownloads = pgTable(
  'original_downloads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    workId: integer('work_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    fileId: text('file_id')
      .notNull()
      .references(() => files.id),
    staffId: integer('staff_id')
      .notNull()
      .references(() => accounts.id),
    /** What was downloaded: the original's bytes, or its keyframes' zip (decision 0082). */
    kind: text('kind', { enum: ['original', 'keyframes'] })
      .notNull()
      .default('original'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('original_downloads_work_idx').on(t.workId, t.at, t.id)],
);
