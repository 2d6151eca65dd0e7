import { and, desc, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { verificationCodes } from '../../db/schema';
import type { Db } from '../../platform/db/database';

export type CodePurpose = 'register' | 'reset';

export const verificationRepository = {
  /** Serialises sends and checks for one address until the transaction ends. */
  async lockAddress(db: Db, mail: string) {
    await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`code:${mail}`}))`);
  },

  async lastSentAt(db: Db, mail: string) {
    const [row] = await db
      .select({ createdAt: verificationCodes.createdAt })
      .from(verificationCodes)
      .where(eq(verificationCodes.mail, mail))
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1);
    return row?.createdAt;
  },

  /** A new code replaces any earlier one for the same purpose. */
  async replace(db: Db, row: { mail: string; purpose: CodePurpose; codeHash: string; expiresAt: Date }) {
    await db
      .update(verificationCodes)
      .set({ consumedAt: sql`now()` })
      .where(
        and(
          eq(verificationCodes.mail, row.mail),
          eq(verificationCodes.purpose, row.purpose),
          isNull(verificationCodes.consumedAt),
        ),
      );
    await db.insert(verificationCodes).values(row);
  },

  async liveCode(db: Db, mail: string, purpose: CodePurpose) {
    const [row] = await db
      .select()
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.mail, mail),
          eq(verificationCodes.purpose, purpose),
          isNull(verificationCodes.consumedAt),
          gt(verificationCodes.expiresAt, sql`now()`),
        ),
      )
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1)
      .for('update');
    return row;
  },

  async consume(db: Db, id: number) {
    await db.update(verificationCodes).set({ consumedAt: sql`now()` }).where(eq(verificationCodes.id, id));
  },

  async countFailedAttempt(db: Db, id: number) {
    await db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(eq(verificationCodes.id, id));
  },

  /**
   * Codes used up or expired, sent before `sentBefore`. The newest code of an address also paces
   * resends (one a minute), so codes younger than that interval stay whatever their state.
   */
  async removeSpent(db: Db, sentBefore: Date) {
    await db
      .delete(verificationCodes)
      .where(
        and(
          lt(verificationCodes.createdAt, sentBefore),
          or(isNotNull(verificationCodes.consumedAt), lt(verificationCodes.expiresAt, sql`now()`)),
        ),
      );
  },
};
