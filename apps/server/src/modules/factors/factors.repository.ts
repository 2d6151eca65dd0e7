import { and, count, eq, gt, isNotNull, isNull, lt, lte, ne, not, type SQLWrapper, sql } from 'drizzle-orm';
import { accounts, factorChallenges, passkeys, recoveryCodes, securityPolicy, totpFactors } from '../../db/schema';
import type { Db } from '../../platform/db/database';

/** Whether the account `accountId` names has a second factor: a confirmed authenticator app or a passkey. */
export const hasFactorSql = (accountId: SQLWrapper) =>
  sql<boolean>`(EXISTS (SELECT 1 FROM ${totpFactors} WHERE ${totpFactors.accountId} = ${accountId} AND ${totpFactors.confirmedAt} IS NOT NULL)
  OR EXISTS (SELECT 1 FROM ${passkeys} WHERE ${passkeys.accountId} = ${accountId}))`;

type NewChallenge = typeof factorChallenges.$inferInsert;
type NewPasskey = Omit<typeof passkeys.$inferInsert, 'id' | 'createdAt' | 'lastUsedAt'>;

export const factorsRepository = {
  /** Staff accounts without a second factor: those the admins' policy holds while it is on. */
  staffWithoutFactor: async (db: Db) =>
    (
      await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(ne(accounts.role, 'creator'), not(hasFactorSql(accounts.id))))
    ).map((row) => row.id),

  totpOf: async (db: Db, accountId: number) =>
    (await db.select().from(totpFactors).where(eq(totpFactors.accountId, accountId)))[0],

  /** A new secret, unconfirmed: it replaces one not yet confirmed, never a confirmed one. */
  startTotp: async (db: Db, accountId: number, secret: string) =>
    (
      await db
        .insert(totpFactors)
        .values({ accountId, secret })
        .onConflictDoUpdate({
          target: totpFactors.accountId,
          set: { secret, lastStep: 0, createdAt: sql`now()` },
          setWhere: isNull(totpFactors.confirmedAt),
        })
        .returning({ accountId: totpFactors.accountId })
    ).length > 0,

  /** Marks the secret confirmed by a code of `step`. */
  confirmTotp: async (db: Db, accountId: number, step: number) =>
    (
      await db
        .update(totpFactors)
        .set({ confirmedAt: sql`now()`, lastStep: step })
        .where(and(eq(totpFactors.accountId, accountId), isNull(totpFactors.confirmedAt)))
        .returning({ accountId: totpFactors.accountId })
    ).length > 0,

  /** Takes a code's step if it is later than every step taken before: a code works once. */
  takeTotpStep: async (db: Db, accountId: number, step: number) =>
    (
      await db
        .update(totpFactors)
        .set({ lastStep: step })
        .where(
          and(eq(totpFactors.accountId, accountId), isNotNull(totpFactors.confirmedAt), lt(totpFactors.lastStep, step)),
        )
        .returning({ accountId: totpFactors.accountId })
    ).length > 0,

  removeTotp: async (db: Db, accountId: number) =>
    (await db.delete(totpFactors).where(eq(totpFactors.accountId, accountId)).returning()).length > 0,

  passkeysOf: (db: Db, accountId: number) =>
    db.select().from(passkeys).where(eq(passkeys.accountId, accountId)).orderBy(passkeys.id),

  passkeyOf: async (db: Db, accountId: number, credentialId: string) =>
    (
      await db
        .select()
        .from(passkeys)
        .where(and(eq(passkeys.accountId, accountId), eq(passkeys.credentialId, credentialId)))
    )[0],

  insertPasskey: async (db: Db, values: NewPasskey) => {
    await db.insert(passkeys).values(values);
  },

  passkeyUsed: async (db: Db, id: number, counter: number) => {
    await db.update(passkeys).set({ counter, lastUsedAt: sql`now()` }).where(eq(passkeys.id, id));
  },

  removePasskey: async (db: Db, accountId: number, id: number) =>
    (
      await db
        .delete(passkeys)
        .where(and(eq(passkeys.accountId, accountId), eq(passkeys.id, id)))
        .returning({ name: passkeys.name })
    )[0],

  replaceRecoveryCodes: async (db: Db, accountId: number, hashes: string[]) => {
    await db.delete(recoveryCodes).where(eq(recoveryCodes.accountId, accountId));
    await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ accountId, codeHash })));
  },

  /** Spends a code; false if it is unknown or was spent before. */
  takeRecoveryCode: async (db: Db, accountId: number, codeHash: string) =>
    (
      await db
        .update(recoveryCodes)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(recoveryCodes.accountId, accountId),
            eq(recoveryCodes.codeHash, codeHash),
            isNull(recoveryCodes.usedAt),
          ),
        )
        .returning({ id: recoveryCodes.id })
    ).length > 0,

  recoveryCodesLeft: async (db: Db, accountId: number) =>
    (
      await db
        .select({ n: count() })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.accountId, accountId), isNull(recoveryCodes.usedAt)))
    )[0]?.n ?? 0,

  /** Everything of the account's second factors, recovery codes included; whether there was any. */
  removeAll: async (db: Db, accountId: number) => {
    const totp = await db.delete(totpFactors).where(eq(totpFactors.accountId, accountId)).returning();
    const keys = await db.delete(passkeys).where(eq(passkeys.accountId, accountId)).returning({ id: passkeys.id });
    await db.delete(recoveryCodes).where(eq(recoveryCodes.accountId, accountId));
    await db.delete(factorChallenges).where(eq(factorChallenges.accountId, accountId));
    return totp.length + keys.length > 0;
  },

  insertChallenge: async (db: Db, values: NewChallenge) => {
    await db.insert(factorChallenges).values(values);
  },

  /** A challenge still open for this purpose. */
  challengeOf: async (db: Db, tokenHash: string, purpose: NewChallenge['purpose']) =>
    (
      await db
        .select()
        .from(factorChallenges)
        .where(
          and(
            eq(factorChallenges.tokenHash, tokenHash),
            eq(factorChallenges.purpose, purpose),
            gt(factorChallenges.expiresAt, sql`now()`),
          ),
        )
    )[0],

  /** Counts a wrong answer; the new count. */
  wrongTry: async (db: Db, id: number) =>
    (
      await db
        .update(factorChallenges)
        .set({ tries: sql`${factorChallenges.tries} + 1` })
        .where(eq(factorChallenges.id, id))
        .returning({ tries: factorChallenges.tries })
    )[0]?.tries ?? Number.POSITIVE_INFINITY,

  /** Ends a challenge; false if another request already did (single use). */
  takeChallenge: async (db: Db, id: number) =>
    (await db.delete(factorChallenges).where(eq(factorChallenges.id, id)).returning({ id: factorChallenges.id }))
      .length > 0,

  removeExpiredChallenges: async (db: Db, before: Date) => {
    await db.delete(factorChallenges).where(lte(factorChallenges.expiresAt, before));
  },

  policy: async (db: Db) =>
    (await db.select().from(securityPolicy))[0] ?? { staffSecondFactorRequired: false, updatedAt: null },

  setPolicy: async (db: Db, staffSecondFactorRequired: boolean) => {
    await db
      .insert(securityPolicy)
      .values({ staffSecondFactorRequired })
      .onConflictDoUpdate({ target: securityPolicy.id, set: { staffSecondFactorRequired, updatedAt: sql`now()` } });
  },
};
