import { and, count, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import { type AccountRow, accounts, staffInvitations } from '../../db/schema';
import type { Db } from '../../platform/db/database';
import { onlyRow } from '../../platform/db/only-row';

const isStaff = ne(accounts.role, 'creator');

export const staffRepository = {
  /**
   * Every change to staff accounts takes this lock first, so two admins acting at once are
   * counted one after the other (each disabling the other would otherwise leave no admin).
   */
  async lock(db: Db) {
    await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('staff-accounts'))`);
  },

  /** Staff are few: a plain page over the role index, newest first (who was just invited shows at the top). */
  async page(db: Db, { pageNum, pageSize }: { pageNum: number; pageSize: number }) {
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(accounts)
        .where(isStaff)
        .orderBy(desc(accounts.id))
        .limit(pageSize)
        .offset((pageNum - 1) * pageSize),
      db.select({ n: count() }).from(accounts).where(isStaff),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  find: async (db: Db, id: number): Promise<AccountRow | undefined> =>
    (
      await db
        .select()
        .from(accounts)
        .where(and(eq(accounts.id, id), isStaff))
    )[0],

  async activeAdminsBesides(db: Db, id: number) {
    const [row] = await db
      .select({ n: count() })
      .from(accounts)
      .where(and(eq(accounts.role, 'admin'), isNull(accounts.disabledAt), ne(accounts.id, id)));
    return row?.n ?? 0;
  },

  update: async (db: Db, id: number, values: Partial<typeof accounts.$inferInsert>): Promise<AccountRow> => {
    const rows = await db
      .update(accounts)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(accounts.id, id))
      .returning();
    return onlyRow(rows, 'update');
  },

  /** The account's one live invitation: a new one replaces the old, whose link then names nothing. */
  async replaceInvitation(db: Db, values: typeof staffInvitations.$inferInsert) {
    await db
      .insert(staffInvitations)
      .values(values)
      .onConflictDoUpdate({
        target: staffInvitations.accountId,
        set: {
          tokenHash: values.tokenHash,
          invitedBy: values.invitedBy,
          expiresAt: values.expiresAt,
          createdAt: sql`now()`,
        },
      });
  },

  /** Takes the invitation a token names, deleting it: a link works once, even when two race. */
  takeInvitation: async (db: Db, tokenHash: string) =>
    (await db.delete(staffInvitations).where(eq(staffInvitations.tokenHash, tokenHash)).returning())[0],
};
