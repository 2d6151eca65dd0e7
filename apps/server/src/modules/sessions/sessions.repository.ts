import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { accounts, securityPolicy, sessions } from '../../db/schema';
import type { Db } from '../../platform/db/database';
import { prepared } from '../../platform/db/prepared';
import { hasFactorSql } from '../factors';

/**
 * Whether a staff account has a confirmed second factor; null for a creator, whose sessions neither
 * the admins' policy nor the step-up holds (decision 0052).
 */
const staffHasFactor = sql<
  boolean | null
>`CASE WHEN ${accounts.role} <> 'creator' THEN ${hasFactorSql(accounts.id)} END`;

/** The admins' policy: staff must have a second factor. */
const factorRequired = sql<boolean>`coalesce((SELECT ${securityPolicy.staffSecondFactorRequired} FROM ${securityPolicy}), false)`;

export const sessionsRepository = {
  insert: async (db: Db, values: typeof sessions.$inferInsert) => {
    await db.insert(sessions).values(values);
  },

  /** The session a token hash names, with its account's role. */
  findByTokenHash: async (db: Db, tokenHash: string) =>
    (
      await prepared(db, 'session_by_token_hash', () =>
        db
          .select({
            id: sessions.id,
            accountId: sessions.accountId,
            expiresAt: sessions.expiresAt,
            revokedAt: sessions.revokedAt,
            role: accounts.role,
            disabledAt: accounts.disabledAt,
            factorProvedAt: sessions.factorProvedAt,
            staffHasFactor: staffHasFactor.as('staff_has_factor'),
            factorRequired: factorRequired.as('factor_required'),
          })
          .from(sessions)
          .innerJoin(accounts, eq(accounts.id, sessions.accountId))
          .where(eq(sessions.tokenHash, sql.placeholder('tokenHash'))),
      ).execute({ tokenHash })
    )[0],

  /** The session proved a second factor: its owner enrolled one in it. */
  factorProved: async (db: Db, id: number) => {
    await db.update(sessions).set({ factorProvedAt: sql`now()` }).where(eq(sessions.id, id));
  },

  /** For the staff list's "last sign-in". */
  signedIn: async (db: Db, accountId: number) => {
    await db.update(accounts).set({ lastSignInAt: sql`now()` }).where(eq(accounts.id, accountId));
  },

  /** Logging out forgets the session: its token becomes one nobody issued (401, not 11012). */
  remove: async (db: Db, id: number) => {
    await db.delete(sessions).where(eq(sessions.id, id));
  },

  revokeAllOf: async (db: Db, accountId: number) => {
    await db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt)));
  },

  /** Every other live session of the account (a password changed in one of them); their ids, to close their sockets. */
  revokeOthersOf: async (db: Db, accountId: number, keepId: number) =>
    db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt), ne(sessions.id, keepId)))
      .returning({ id: sessions.id }),

  /** Sessions that expired or were revoked before `endedBefore`: no token of theirs is answered 11012 any more. */
  removeEnded: async (db: Db, endedBefore: Date) => {
    await db.delete(sessions).where(or(lt(sessions.expiresAt, endedBefore), lt(sessions.revokedAt, endedBefore)));
  },
};
