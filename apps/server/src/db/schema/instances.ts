import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per running process, web instance or worker, rewritten every few seconds (its
 * heartbeat, platform/heartbeat.ts): the system page shows the whole install from them, since
 * /metrics only answers for the instance it reaches. Rows long silent are removed by the beats.
 */
export const instances = pgTable(
  'instances',
  {
    /** A random id per process start. */
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['web', 'worker'] }).notNull(),
    version: text('version').notNull(),
    host: text('host').notNull(),
    pid: integer('pid').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    /** The job queues this process runs handlers for (none: a web instance beside workers). */
    runs: text('runs').array().notNull().default([]),
    /** Socket.IO clients connected to it at its last beat. */
    sockets: integer('sockets').notNull().default(0),
  },
  (t) => [index('instances_last_seen_idx').on(t.lastSeenAt)],
);

export type InstanceRow = typeof instances.$inferSelect;
