import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** An activity issued by the editorial team; works answer it and are scored within min..max. */
export const activities = pgTable('activities', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  title: text('title').notNull(),
  titleZh: text('title_zh').notNull(),
  description: text('description').notNull().default(''),
  descriptionZh: text('description_zh').notNull().default(''),
  /** A path the server serves (seeded covers) or a file id's URL. */
  coverPath: text('cover_path').notNull(),
  minScore: integer('min_score').notNull(),
  maxScore: integer('max_score').notNull(),
  /** What a passed work pays, in minor units (cents): per work, or per score point the reviewer gave. */
  payAmount: integer('pay_amount').notNull().default(0),
  payPer: text('pay_per', { enum: ['work', 'point'] })
    .notNull()
    .default('work'),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  listing: text('listing', { enum: ['listed', 'delisted'] })
    .notNull()
    .default('listed'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ActivityRow = typeof activities.$inferSelect;
