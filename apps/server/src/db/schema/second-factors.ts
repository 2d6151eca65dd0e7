import { bigint, boolean, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/**
 * An authenticator app's shared secret (RFC 6238), one per account. Unconfirmed until the owner
 * types a first code; `lastStep` is the last 30-second step a code was accepted for, so a code
 * seen once is never taken again (decision 0052).
 */
export const totpFactors = pgTable('totp_factors', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }).notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A WebAuthn credential (passkey) its owner named; the public key as the library hands it over. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    credentialId: text('credential_id').notNull(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports').array().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('passkeys_credential_id_key').on(t.credentialId), index('passkeys_account_idx').on(t.accountId)],
);

/** One-time recovery codes: only their SHA-256 kept, each spent by setting `usedAt`. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('recovery_codes_account_code_key').on(t.accountId, t.codeHash)],
);

/**
 * A step in progress: a sign-in whose password (or Google) held and that waits for its second
 * factor, or a passkey being added. Only the token's SHA-256 is kept; short-lived, single use.
 */
export const factorChallenges = pgTable(
  'factor_challenges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['signIn', 'passkeyEnrol'] }).notNull(),
    /** The WebAuthn challenge the browser must sign, when a passkey may answer. */
    webauthnChallenge: text('webauthn_challenge'),
    tries: smallint('tries').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('factor_challenges_token_hash_key').on(t.tokenHash),
    index('factor_challenges_expires_idx').on(t.expiresAt),
  ],
);

/** The install's security settings an admin changes from the console (audited). */
export const securityPolicy = pgTable('security_policy', {
  /** One row: `true`. */
  id: boolean('id').primaryKey().default(true),
  staffSecondFactorRequired: boolean('staff_second_factor_required').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type TotpFactorRow = typeof totpFactors.$inferSelect;
export type PasskeyRow = typeof passkeys.$inferSelect;
export type FactorChallengeRow = typeof factorChallenges.$inferSelect;
