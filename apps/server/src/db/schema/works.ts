import { WorkAuditStatus } from '@stringer/shared/statuses';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { activities } from './activities';
import { files } from './files';
import { searchDocument } from './search';
import { tags } from './tags';
import { tasks } from './tasks';

/** What /public/videos' search reads of a work (title, description, place): the index and the query use this one expression. */
export const publicSearchDocument = (t: { title: AnyPgColumn; description: AnyPgColumn; location: AnyPgColumn }) =>
  searchDocument(sql`${t.title} || ' ' || ${t.description} || ' ' || coalesce(${t.location}, '')`);

/**
 * Passed, written into the SQL as a literal: a partial index serves only queries whose condition
 * matches its own, and a bind parameter would not.
 */
const PASSED = sql.raw(String(WorkAuditStatus.Passed));

/** A work on the public pages: the public indexes' condition, and the public queries' (public-works). */
export const isPublicWork = (t: { publicAt: AnyPgColumn; auditStatus: AnyPgColumn }): SQL =>
  sql`${t.publicAt} IS NOT NULL AND ${t.auditStatus} = ${PASSED}`;

export const works = pgTable(
  'works',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Where the creator gives the network-disk link to the full-quality content. */
    description: text('description').notNull(),
    coverFileId: text('cover_file_id')
      .notNull()
      .references(() => files.id),
    /** The activity or task the work answers, if any (one of them at most). */
    activityId: integer('activity_id').references(() => activities.id),
    taskId: integer('task_id').references(() => tasks.id),
    location: text('location'),
    shootingDate: date('shooting_date'),
    auditStatus: smallint('audit_status').$type<WorkAuditStatus>().notNull().default(WorkAuditStatus.Pending),
    reviewReason: text('review_reason'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** The reward of a work that answers an activity or task: issued when it passes review. */
    rewardStatus: text('reward_status', { enum: ['submitted', 'issued'] })
      .notNull()
      .default('submitted'),
    /** An activity's score (minScore..maxScore), given by the reviewer. */
    score: integer('score'),
    points: integer('points'),
    payoutStatus: text('payout_status', { enum: ['unpaid', 'paid'] })
      .notNull()
      .default('unpaid'),
    /**
     * The money the reward carries, in `currency`'s minor units: fixed when it is issued from the
     * activity's or task's rate then (a later change of rate leaves it alone); null before.
     */
    amount: integer('amount'),
    currency: text('currency'),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Set when staff show the work on /public/videos; null keeps it private. */
    publicAt: timestamp('public_at', { withTimezone: true }),
    /**
     * Set when the creator deleted a work staff had reviewed: gone from the creator's lists and
     * pages, kept with its files for staff and the audit log (evidence stays).
     */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /**
     * The version the work is at (1 at publishing): an edit after a send-back makes the next one and
     * keeps the one it replaces in work_versions; an edit while Pending changes this one.
     */
    version: integer('version').notNull().default(1),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Each list's filter then its order, with id as the tie-breaker: a page is a range of one
    // index (scanned backwards for newest first), and an index-only scan skips the pages before
    // it (docs/decisions/0022).
    // The creator's lists leave withdrawn works out: so do their indexes.
    index('works_owner_idx').on(t.ownerId, t.submittedAt, t.id).where(sql`${t.withdrawnAt} IS NULL`),
    index('works_owner_status_idx')
      .on(t.ownerId, t.auditStatus, t.submittedAt, t.id)
      .where(sql`${t.withdrawnAt} IS NULL`),
    index('works_participation_idx')
      .on(t.ownerId, t.submittedAt, t.id)
      .where(sql`(${t.activityId} IS NOT NULL OR ${t.taskId} IS NOT NULL) AND ${t.withdrawnAt} IS NULL`),
    index('works_public_idx').on(t.publicAt, t.id).where(isPublicWork(t)),
    // /public/videos' search: words and, for Chinese, pairs of characters (docs/decisions/0060).
    index('works_search_idx').using('gin', publicSearchDocument(t)).where(isPublicWork(t)),
    // /public/videos by a creator's country: that country's creators, then their public works.
    index('works_public_owner_idx').on(t.ownerId, t.publicAt, t.id).where(isPublicWork(t)),
    // The console's review queues: by status, oldest first.
    index('works_review_idx').on(t.auditStatus, t.submittedAt, t.id).where(sql`${t.withdrawnAt} IS NULL`),
    // The console's rewards: passed works that answer an activity or task, by where the reward stands.
    index('works_reward_idx')
      .on(t.rewardStatus, t.payoutStatus, t.reviewedAt, t.id)
      .where(sql`${t.auditStatus} = ${PASSED} AND (${t.activityId} IS NOT NULL OR ${t.taskId} IS NOT NULL)`),
    // The queues filtered by what a work answers: by status, oldest first, within one task or activity.
    index('works_task_review_idx')
      .on(t.taskId, t.auditStatus, t.submittedAt, t.id)
      .where(sql`${t.withdrawnAt} IS NULL`),
    index('works_activity_review_idx')
      .on(t.activityId, t.auditStatus, t.submittedAt, t.id)
      .where(sql`${t.withdrawnAt} IS NULL`),
  ],
);

export const workTags = pgTable(
  'work_tags',
  {
    workId: integer('work_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id),
  },
  // By tag: /public/videos filtered by one.
  (t) => [primaryKey({ columns: [t.workId, t.tagId] }), index('work_tags_tag_idx').on(t.tagId, t.workId)],
);

/** The videos and attachments of a work, in the creator's order. */
export const workFiles = pgTable(
  'work_files',
  {
    workId: integer('work_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    fileId: text('file_id')
      .notNull()
      .references(() => files.id),
    role: text('role', { enum: ['video', 'attachment'] }).notNull(),
    position: smallint('position').notNull(),
  },
  // By file: staff take frames of a file only when it is some work's video.
  (t) => [primaryKey({ columns: [t.workId, t.fileId] }), index('work_files_file_idx').on(t.fileId)],
);

/**
 * An earlier version of a work: what its creator could change, as it stood when an edit after a
 * send-back replaced it, and the reason it was sent back with. Read-only: nothing edits a row here.
 */
export const workVersions = pgTable(
  'work_versions',
  {
    workId: integer('work_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    coverFileId: text('cover_file_id')
      .notNull()
      .references(() => files.id),
    activityId: integer('activity_id').references(() => activities.id),
    taskId: integer('task_id').references(() => tasks.id),
    location: text('location'),
    shootingDate: date('shooting_date'),
    /** Tags are reference data (never deleted): their ids, in the order the creator gave. */
    tagIds: integer('tag_ids').array().notNull(),
    reviewReason: text('review_reason'),
    /** When this version was submitted, and when the next one replaced it. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    replacedAt: timestamp('replaced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.workId, t.version] }),
    // By file: the clean-up and a creator's delete ask whether an earlier version still uses it.
    index('work_versions_cover_idx').on(t.coverFileId),
  ],
);

/** The videos and attachments of an earlier version, as work_files held them then. */
export const workVersionFiles = pgTable(
  'work_version_files',
  {
    workId: integer('work_id').notNull(),
    version: integer('version').notNull(),
    fileId: text('file_id')
      .notNull()
      .references(() => files.id),
    role: text('role', { enum: ['video', 'attachment'] }).notNull(),
    position: smallint('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.workId, t.version, t.fileId] }),
    foreignKey({
      columns: [t.workId, t.version],
      foreignColumns: [workVersions.workId, workVersions.version],
    }).onDelete('cascade'),
    index('work_version_files_file_idx').on(t.fileId),
  ],
);

/** The Publish Work form as its creator left it: one per creator. */
export const drafts = pgTable('drafts', {
  ownerId: integer('owner_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  data: jsonb('data').notNull().default(sql`'{}'::jsonb`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type WorkRow = typeof works.$inferSelect;
export type WorkVersionRow = typeof workVersions.$inferSelect;
