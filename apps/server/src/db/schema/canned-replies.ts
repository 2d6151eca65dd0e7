import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/**
 * The support team's ready answers, one language each, inserted in the inbox by typing `/` and
 * their shortcut. Kept by support members and admins (decision 0059).
 */
export const cannedReplies = pgTable(
  'canned_replies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    language: text('language', { enum: ['en', 'zh'] }).notNull(),
    shortcut: text('shortcut').notNull(),
    text: text('text').notNull(),
    createdBy: integer('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One shortcut per language; the list is read in this order too.
  (t) => [uniqueIndex('canned_replies_shortcut_key').on(t.language, t.shortcut)],
);

export type CannedReplyRow = typeof cannedReplies.$inferSelect;
