import { and, asc, count, eq, gt, inArray } from 'drizzle-orm';
import { payoutDetails } from '../../db/schema';
import type { Db } from '../../platform/db/database';

type NewDetails = Omit<typeof payoutDetails.$inferInsert, 'updatedAt'>;

export const payoutDetailsRepository = {
  of: async (db: Db, accountId: number) =>
    (await db.select().from(payoutDetails).where(eq(payoutDetails.accountId, accountId)))[0],

  ofMany: (db: Db, accountIds: number[]) =>
    accountIds.length ? db.select().from(payoutDetails).where(inArray(payoutDetails.accountId, accountIds)) : [],

  /** One per creator: a change replaces the row whole, with a fresh nonce. */
  save: (db: Db, row: NewDetails) =>
    db
      .insert(payoutDetails)
      .values(row)
      .onConflictDoUpdate({ target: payoutDetails.accountId, set: { ...row, updatedAt: new Date() } }),

  /** How many rows each key sealed: the keys in use, to hold against the keys this install has. */
  keyIds: (db: Db) =>
    db.select({ keyId: payoutDetails.keyId, rows: count() }).from(payoutDetails).groupBy(payoutDetails.keyId),

  /**
   * The next rows (by account, after `after`) sealed under one of `keyIds`, locked until the
   * caller's transaction ends, so a creator's change meanwhile waits, then replaces it whole.
   */
  sealedUnder: (db: Db, keyIds: string[], after: number, limit: number) =>
    db
      .select()
      .from(payoutDetails)
      .where(and(inArray(payoutDetails.keyId, keyIds), gt(payoutDetails.accountId, after)))
      .orderBy(asc(payoutDetails.accountId))
      .limit(limit)
      .for('update'),

  /** A row sealed again: the creator's details unchanged, so `updatedAt` (their last change) stays. */
  reseal: (db: Db, accountId: number, was: string, sealed: { keyId: string; nonce: string; sealed: string }) =>
    db
      .update(payoutDetails)
      .set(sealed)
      .where(and(eq(payoutDetails.accountId, accountId), eq(payoutDetails.keyId, was))),

  /** Rows sealed under keys nobody holds any more: they can never be read. */
  dropSealedUnder: (db: Db, keyIds: string[]) =>
    db.delete(payoutDetails).where(inArray(payoutDetails.keyId, keyIds)).returning(),
};
