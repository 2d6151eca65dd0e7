import { asc, eq, sql } from 'drizzle-orm';
import { type AccountRow, accounts, accountTags, tags } from '../../db/schema';
import type { Db } from '../../platform/db/database';
import { onlyRow } from '../../platform/db/only-row';
import { prepared } from '../../platform/db/prepared';
import { tagsAsJson } from '../tags';

export type NewAccount = typeof accounts.$inferInsert;

export const accountsRepository = {
  findByMail: async (db: Db, mail: string): Promise<AccountRow | undefined> =>
    (await db.select().from(accounts).where(eq(accounts.mail, mail)))[0],

  findByGoogleSub: async (db: Db, sub: string): Promise<AccountRow | undefined> =>
    (await db.select().from(accounts).where(eq(accounts.googleSub, sub)))[0],

  /** The accounts a search field names: an email exactly, or up to 50 whose name begins so (any case). */
  idsNamed: async (db: Db, text: string) => {
    const needle = text.toLowerCase();
    const match = needle.includes('@')
      ? eq(accounts.mail, needle)
      : sql`lower(${accounts.realName}) LIKE ${`${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`;
    const rows = await db.select({ id: accounts.id }).from(accounts).where(match).limit(50);
    return rows.map((r) => r.id);
  },

  findById: async (db: Db, id: number): Promise<AccountRow | undefined> =>
    (
      await prepared(db, 'account_by_id', () =>
        db
          .select()
          .from(accounts)
          .where(eq(accounts.id, sql.placeholder('id'))),
      ).execute({ id })
    )[0],

  /** An account with its content tags in their display order, in one query (/web/custom/info on every page). */
  findWithTags: async (db: Db, id: number) =>
    (
      await prepared(db, 'account_with_tags', () =>
        db
          .select({
            account: accounts,
            tags: tagsAsJson(
              { table: accountTags, tagId: accountTags.tagId, ownerId: accountTags.accountId },
              accounts.id,
            ),
          })
          .from(accounts)
          .where(eq(accounts.id, sql.placeholder('id'))),
      ).execute({ id })
    )[0],

  accountNameTaken: async (db: Db, account: string) =>
    (await db.select({ id: accounts.id }).from(accounts).where(sql`lower(${accounts.account}) = lower(${account})`))
      .length > 0,

  insert: async (db: Db, values: NewAccount): Promise<AccountRow> =>
    onlyRow(await db.insert(accounts).values(values).returning()),

  update: async (db: Db, id: number, values: Partial<NewAccount>) => {
    await db
      .update(accounts)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(accounts.id, id));
  },

  tagsOf: (db: Db, accountId: number) =>
    prepared(db, 'account_tags', () =>
      db
        .select({ id: tags.id, name: tags.name, nameZh: tags.nameZh })
        .from(accountTags)
        .innerJoin(tags, eq(tags.id, accountTags.tagId))
        .where(eq(accountTags.accountId, sql.placeholder('accountId')))
        .orderBy(asc(tags.position)),
    ).execute({ accountId }),

  setTags: async (db: Db, accountId: number, tagIds: number[]) => {
    await db.delete(accountTags).where(eq(accountTags.accountId, accountId));
    if (tagIds.length) await db.insert(accountTags).values(tagIds.map((tagId) => ({ accountId, tagId })));
  },

  setPassword: async (db: Db, id: number, passwordHash: string) => {
    await db.update(accounts).set({ passwordHash, updatedAt: sql`now()` }).where(eq(accounts.id, id));
  },
};
