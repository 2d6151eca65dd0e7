import type { NotificationParams, NotificationSettings } from '@stringer/shared/schemas/notifications';
import type { WebLink } from '@stringer/shared/web-paths';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/**
 * A system notification to a creator, written in the same transaction as the change it reports.
 * `deliveredAt` marks the outbox: a job emits it to the creator's sockets and mails it if asked.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    params: jsonb('params').$type<NotificationParams>().notNull(),
    link: text('link').$type<WebLink>().notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_account_idx').on(t.accountId, t.id),
    index('notifications_unread_idx').on(t.accountId).where(sql`${t.readAt} IS NULL`),
    index('notifications_outbox_idx').on(t.id).where(sql`${t.deliveredAt} IS NULL`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;

/** How a creator wants to hear of each type, and the language their mail is written in. */
export const notificationSettings = pgTable('notification_settings', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  language: text('language', { enum: ['en', 'zh'] })
    .notNull()
    .default('en'),
  types: jsonb('types').$type<Partial<NotificationSettings['types']>>().notNull().default({}),
});
