import { ClueAuditStatus } from '@stringer/shared/statuses';
import { date, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { files } from './files';

/** A news clue: what happened, where and when, with media and a link to the footage. */
export const clues = pgTable(
  'clues',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** What happened, in a line. */
    title: text('title').notNull(),
    description: text('description').notNull(),
    happenedOn: date('happened_on').notNull(),
    countryId: integer('country_id').notNull(),
    provinceId: integer('province_id'),
    cityId: integer('city_id'),
    place: text('place'),
    diskLink: text('disk_link'),
    /** `own`: the creator filmed it; `tip`: someone else's footage, found at `sourceLink`. */
    source: text('source', { enum: ['own', 'tip'] })
      .notNull()
      .default('own'),
    sourceLink: text('source_link'),
    auditStatus: smallint('audit_status').$type<ClueAuditStatus>().notNull().default(ClueAuditStatus.Pending),
    reviewReason: text('review_reason'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('clues_owner_idx').on(t.ownerId, t.submittedAt, t.id),
    index('clues_owner_status_idx').on(t.ownerId, t.auditStatus, t.submittedAt, t.id),
    // The console's review queue: by status, oldest first.
    index('clues_review_idx').on(t.auditStatus, t.submittedAt, t.id),
    index('clues_country_review_idx').on(t.countryId, t.auditStatus, t.submittedAt, t.id),
  ],
);

/** A clue's photos and videos, in the creator's order. */
export const clueFiles = pgTable(
  'clue_files',
  {
    clueId: integer('clue_id')
      .notNull()
      .references(() => clues.id, { onDelete: 'cascade' }),
    fileId: text('file_id')
      .notNull()
      .references(() => files.id),
    position: smallint('position').notNull(),
  },
  // A file's clue is looked up by the file (a video's moves, its serving): as work_files is.
  (t) => [primaryKey({ columns: [t.clueId, t.fileId] }), index('clue_files_file_idx').on(t.fileId)],
);

export type ClueRow = typeof clues.$inferSelect;
