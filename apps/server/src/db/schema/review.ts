import type { AuditActorKind } from '@stringer/shared/schemas/audit';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/**
 * Every status change and staff action: who (a staff member, the creator, or the system), to what,
 * from which status to which, why and when (product-decisions). A creator acts on their own things
 * only, so a creator's row names them in `creator_id`; a staff row names its staff member in `staff_id`.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    actorKind: text('actor_kind').$type<AuditActorKind>().notNull().default('staff'),
    /** The staff member who acted; null when the creator or the system did. */
    staffId: integer('staff_id').references(() => accounts.id),
    /** The thing acted on: work, clue, certification, reward, payout, file… */
    entity: text('entity').notNull(),
    /** Null for a thing without a number: an uploaded file (its name is in `after`). */
    entityId: integer('entity_id'),
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
    index('audit_log_actor_idx').on(t.actorKind, t.at),
    check('audit_log_staff_actor', sql`(actor_kind = 'staff') = (staff_id IS NOT NULL)`),
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
