import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { type AgreementRow, accounts, agreementVersions } from '../../db/schema';
import type { Db } from '../../platform/db/database';

type AgreementType = AgreementRow['type'];
export type AgreementInsert = Omit<typeof agreementVersions.$inferInsert, 'version' | 'createdAt'>;

/** A version with its author's name (null: seeded, or the author's account is gone). */
const withAuthor = { ...getTableColumns(agreementVersions), authorName: accounts.realName };
export type AgreementVersionRow = AgreementRow & { authorName: string | null };

const ofType = (type: AgreementType) => eq(agreementVersions.type, type);

export const agreementsRepository = {
  /** The version served: the latest one of its type. */
  current: async (db: Db, type: AgreementType): Promise<AgreementVersionRow | undefined> =>
    (
      await db
        .select(withAuthor)
        .from(agreementVersions)
        .leftJoin(accounts, eq(accounts.id, agreementVersions.authorId))
        .where(ofType(type))
        .orderBy(desc(agreementVersions.version))
        .limit(1)
    )[0],

  version: async (db: Db, type: AgreementType, version: number): Promise<AgreementVersionRow | undefined> =>
    (
      await db
        .select(withAuthor)
        .from(agreementVersions)
        .leftJoin(accounts, eq(accounts.id, agreementVersions.authorId))
        .where(and(ofType(type), eq(agreementVersions.version, version)))
    )[0],

  /** A type's history, newest first, without the texts. */
  history: (db: Db, type: AgreementType) =>
    db
      .select({
        type: agreementVersions.type,
        version: agreementVersions.version,
        title: agreementVersions.title,
        titleZh: agreementVersions.titleZh,
        authorId: agreementVersions.authorId,
        authorName: accounts.realName,
        createdAt: agreementVersions.createdAt,
      })
      .from(agreementVersions)
      .leftJoin(accounts, eq(accounts.id, agreementVersions.authorId))
      .where(ofType(type))
      .orderBy(desc(agreementVersions.version)),

  /**
   * Adds the next version of a type. Run inside a transaction: the advisory lock, held to its
   * end, makes two admins saving at once take turns rather than both claim the same number.
   */
  async append(db: Db, row: AgreementInsert) {
    await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`agreement:${row.type}`}))`);
    const [added] = await db
      .insert(agreementVersions)
      .values({
        ...row,
        version: sql`(SELECT coalesce(max(${agreementVersions.version}), 0) + 1 FROM ${agreementVersions} WHERE ${ofType(row.type)})`,
      })
      .returning({ version: agreementVersions.version });
    if (!added) throw new Error('agreement version not written');
    return added.version;
  },

  /** The seeded texts, as version 1 of a type that has none (a new install); nothing once one exists. */
  seed: (db: Db, rows: AgreementInsert[]) =>
    db
      .insert(agreementVersions)
      .values(rows.map((r) => ({ ...r, version: 1 })))
      .onConflictDoNothing(),
};
