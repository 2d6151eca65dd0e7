import type { ClueAuditStatus } from '@stringer/shared/statuses';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { type ClueRow, clueFiles, clues, files } from '../../db/schema';
import type { Db } from '../../platform/db/database';
import { type PageRequest, paged } from '../../platform/db/paging';

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

  page: (db: Db, ownerId: number, auditStatus: ClueAuditStatus | undefined, page: PageRequest) => {
    const where = and(
      eq(clues.ownerId, ownerId),
      auditStatus === undefined ? undefined : eq(clues.auditStatus, auditStatus),
    );
    return paged(
      db,
      clues,
      where,
      db.select().from(clues).where(where).orderBy(desc(clues.submittedAt), desc(clues.id)),
      page,
    );
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
