import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The dev mailbox: mail the log-only transport "sent", readable at GET /dev/mail. */
export const devMails = pgTable(
  'dev_mails',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dev_mails_to_idx').on(t.to, t.sentAt)],
);
