import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/**
 * How a creator is paid, one per creator. The fields are sealed with AES-256-GCM under the key
 * `keyId` names (PAYOUT_KEY); `masked` is what the creator's own pages show, kept beside it so
 * that showing it needs no key (docs/decisions/0058).
 */
export const payoutDetails = pgTable('payout_details', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  method: text('method', { enum: ['bank', 'paypal', 'alipay'] }).notNull(),
  country: text('country').notNull(),
  keyId: text('key_id').notNull(),
  /** The 12-byte GCM nonce and the sealed JSON with its 16-byte tag appended, base64. */
  nonce: text('nonce').notNull(),
  sealed: text('sealed').notNull(),
  masked: text('masked').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type PayoutDetailsRow = typeof payoutDetails.$inferSelect;
