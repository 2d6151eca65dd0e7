import { boolean, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The reasons a reviewer picks from when rejecting a work, kept by admins: both languages, in
 * their order; an inactive reason is no longer offered but stays for the works it was given to.
 */
export const rejectReasons = pgTable(
  'reject_reasons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    text: text('text').notNull(),
    textZh: text('text_zh').notNull(),
    position: smallint('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reject_reasons_order_idx').on(t.position, t.id)],
);

export type RejectReasonRow = typeof rejectReasons.$inferSelect;
