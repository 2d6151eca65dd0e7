import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per backup run, by the CLI or the schedule (modules/backup): the system page shows the
 * last one and its result. Never itself backed up: a restored install starts its own history.
 */
export const backups = pgTable(
  'backups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null while the run goes on (or if its process died). */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    ok: boolean('ok'),
    error: text('error'),
    /** Where it went: a folder's path or `s3://bucket/prefix`. */
    target: text('target').notNull(),
    /** Bytes written by this run (objects an earlier run already holds are not counted). */
    bytes: bigint('bytes', { mode: 'number' }),
  },
  (t) => [index('backups_started_idx').on(t.startedAt)],
);

export type BackupRow = typeof backups.$inferSelect;
