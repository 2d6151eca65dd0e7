import type { ClueAuditStatus } from '@stringer/shared/statuses';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type ClueRow, clueFiles, clues, files } from '../../db/schema';
import type { Db } from '../../platform/db/database';
import { onlyRow } from '../../platform/db/only-row';
import {
  anchorColumns,
  keysetPage,
  type ListOrder,
  listTotal,
  newestFirst,
  type PageRequest,
  type PageShape,
  pageIds,
  param,
  withTotal,
} from '../../platform/db/paging';
import { prepared } from '../../platform/db/prepared';

type NewClue = typeof clues.$inferInsert;

const cluesPage = (db: Db, byStatus: boolean, shape: PageShape) =>
  prepared(db, `${byStatus ? 'clues_page_by_status' : 'clues_page'}${shape.suffix}`, () => {
    const where = and(eq(clues.ownerId, param.ownerId), byStatus ? eq(clues.auditStatus, param.status) : undefined);
    const order: ListOrder = { sortAt: clues.submittedAt, id: clues.id };
    const ids = pageIds(db, clues, order, where, shape);
    const total = listTotal('clues', param.ownerId, byStatus ? param.status : undefined);
    return db
      .select({ clue: clues, total, ...anchorColumns('clues', param.ownerId, order) })
      .from(ids)
      .innerJoin(clues, eq(clues.id, ids.pageId))
      .orderBy(...newestFirst(order));
  });

export const cluesRepository = {
  insert: async (db: Db, values: NewClue): Promise<ClueRow> =>
    onlyRow(await db.insert(clues).values(values).returning()),

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

  page: async (db: Db, ownerId: number, status: ClueAuditStatus | undefined, page: PageRequest) => {
    const rows = await keysetPage(db, `clues:${ownerId}:${status ?? '*'}`, page, (shape, at) =>
      cluesPage(db, status !== undefined, shape).execute({ ownerId, status, ...at }),
    );
    const { total } = await withTotal(db, rows, () => listTotal('clues', ownerId, status));
    return { rows: rows.map((r) => r.clue), total };
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
