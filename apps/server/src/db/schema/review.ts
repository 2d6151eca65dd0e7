import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/** What staff did: who, to what, from which status to which, why and when (product-decisions). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => accounts.id),
    /** The thing acted on: work, clue, certification, reward, payout… */
    entity: text('entity').notNull(),
    entityId: integer('entity_id').notNull(),
    /** The creator it concerns, so their history is one query. */
    creatorId: integer('creator_id').references(() => accounts.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.at),
    index('audit_log_staff_idx').on(t.staffId, t.at),
    index('audit_log_creator_idx').on(t.creatorId, t.at),
    index('audit_log_at_idx').on(t.at),
  ],
);

/** A reviewer holding an item: others see it taken until `until`. */
export const reviewClaims = pgTable(
  'review_claims',
  {
    entity: text('entity').notNull(),
    entityId: integer('entity_id').notNull(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    until: timestamp('until', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.entity, t.entityId] })],
);
