import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/**
 * A task issued by the editorial team. `useful` tasks are open to every creator; `exclusive`
 * ones only to the creators they are offered to (task_offers).
 */
export const tasks = pgTable(
  'tasks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    titleZh: text('title_zh').notNull(),
    brief: text('brief').notNull().default(''),
    briefZh: text('brief_zh').notNull().default(''),
    /** A path the server serves (seeded covers) or a file id's URL. */
    coverPath: text('cover_path').notNull(),
    points: integer('points').notNull(),
    /** What a passed work pays, in the install's currency's minor units (cents): 0 pays nothing. */
    payAmount: integer('pay_amount').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    listing: text('listing', { enum: ['listed', 'delisted'] })
      .notNull()
      .default('listed'),
    scope: text('scope', { enum: ['useful', 'exclusive'] })
      .notNull()
      .default('useful'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Exclusive tasks: offers not answered by then lapse (null: until the task's end). */
    answerBy: timestamp('answer_by', { withTimezone: true }),
    /** The admin closed the offers (enough accepted): those not answered lapsed then. */
    offersClosedAt: timestamp('offers_closed_at', { withTimezone: true }),
  },
  (t) => [index('tasks_scope_idx').on(t.scope, t.endsAt)],
);

/** An offer's answer: `lapsed` when the answer-by time passed, or the admin closed the offers, first. */
export const OFFER_STATUSES = ['offered', 'accepted', 'declined', 'lapsed'] as const;

export const taskOffers = pgTable(
  'task_offers',
  {
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    status: text('status', { enum: OFFER_STATUSES }).notNull().default('offered'),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** When the reminder before the task's deadline went out (accepted offers only). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.taskId, t.accountId] }),
    index('task_offers_account_idx').on(t.accountId),
    // The scheduled sweep's two questions: offers still unanswered, accepted ones not yet reminded.
    index('task_offers_due_idx')
      .on(t.taskId)
      .where(sql`status = 'offered' OR (status = 'accepted' AND reminded_at IS NULL)`),
  ],
);
export type TaskOfferRow = typeof taskOffers.$inferSelect;

export type TaskRow = typeof tasks.$inferSelect;
