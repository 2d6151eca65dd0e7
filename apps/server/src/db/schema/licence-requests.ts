import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { works } from './works';

/**
 * A newsroom's request to license a public work, from the form on its public page: who asks, for
 * what use, in which language they wrote; `answered` once support has replied.
 */
export const licenceRequests = pgTable(
  'licence_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    workId: integer('work_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    organisation: text('organisation').notNull(),
    mail: text('mail').notNull(),
    intendedUse: text('intended_use').notNull(),
    language: text('language', { enum: ['en', 'zh'] }).notNull(),
    /** The page's form token it came with: unique, so one page read sends one request (0060). */
    formToken: text('form_token'),
    status: text('status', { enum: ['open', 'answered'] })
      .notNull()
      .default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The console's list, newest first, all or one status.
    index('licence_requests_created_idx').on(t.createdAt, t.id),
    index('licence_requests_status_idx').on(t.status, t.createdAt, t.id),
    uniqueIndex('licence_requests_form_token_idx').on(t.formToken),
  ],
);

/** The mail thread of a request: support's replies, in order (the request itself is its first message). */
export const licenceReplies = pgTable(
  'licence_replies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    requestId: integer('request_id')
      .notNull()
      .references(() => licenceRequests.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => accounts.id),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('licence_replies_request_idx').on(t.requestId, t.id)],
);

export type LicenceRequestRow = typeof licenceRequests.$inferSelect;
export type LicenceReplyRow = typeof licenceReplies.$inferSelect;
