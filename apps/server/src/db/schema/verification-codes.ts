import { index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** A code mailed to an address, for signing up or for resetting a password. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    mail: text('mail').notNull(),
    purpose: text('purpose', { enum: ['register', 'reset'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('verification_codes_mail_idx').on(t.mail, t.createdAt)],
);

export type VerificationCodeRow = typeof verificationCodes.$inferSelect;
