import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { type ClueRow, clueFiles, clues, files } from '../../db/schema';
import type { Db } from '../../platform/db/database';
import { listTotal, type PageRequest, pageIds, withTotal } from '../../platform/db/paging';

type NewClue = typeof clues.$inferInsert;

export const cluesRepository = {
  insert: async (db: Db, values: NewClue): Promise<ClueRow> => {
    const [row] = await db.insert(clues).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  update: async (db: Db, id: number, values: Partial<NewClue>) => {
    await db
      .update(clues)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(clues.id, id));
  },

  /** Replaces a clue's media with `fileIds`, in that order. */
  setMedia: async (db: Db, clueId: number, fileIds: string[]) => {
    await db.delete(clueFiles).where(eq(clueFiles.clueId, clueId));
    if (fileIds.length)
      await db.insert(clueFiles).values(fileIds.map((fileId, position) => ({ clueId, fileId, position })));
  },

  find: async (db: Db, id: number): Promise<ClueRow | undefined> =>
    (await db.select().from(clues).where(eq(clues.id, id)))[0],

  page: async (db: Db, ownerId: number, auditStatus: number | undefined, page: PageRequest) => {
    const where = and(
      eq(clues.ownerId, ownerId),
      auditStatus === undefined ? undefined : eq(clues.auditStatus, auditStatus),
    );
    const order = [desc(clues.submittedAt), desc(clues.id)];
    const ids = pageIds(db, clues, clues.id, where, order, page);
    const total = listTotal('clues', ownerId, auditStatus);
    const rows = await db
      .select({ clue: clues, total })
      .from(ids)
      .innerJoin(clues, eq(clues.id, ids.pageId))
      .orderBy(...order);
    const { total: n } = await withTotal(db, rows, total);
    return { rows: rows.map((r) => r.clue), total: n };
  },

  /** The media of several clues in one query. */
  mediaOf: (db: Db, clueIds: number[]) =>
    clueIds.length
      ? db
          .select({ clueId: clueFiles.clueId, file: files })
          .from(clueFiles)
          .innerJoin(files, eq(files.id, clueFiles.fileId))
          .where(inArray(clueFiles.clueId, clueIds))
          .orderBy(asc(clueFiles.position))
      : Promise.resolve([]),
};
