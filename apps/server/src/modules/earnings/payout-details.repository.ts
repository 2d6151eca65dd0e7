import { eq, inArray } from 'drizzle-orm';
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
};
