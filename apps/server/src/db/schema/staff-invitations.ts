import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/**
 * An admin's invitation: the one live link of an invited staff account (a new invitation
 * replaces it). Only the token's SHA-256 is kept; accepting deletes the row, so a link works once.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    accountId: integer('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by')
      .notNull()
      .references(() => accounts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('staff_invitations_token_hash_key').on(t.tokenHash)],
);
