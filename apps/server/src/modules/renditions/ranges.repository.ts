import { and, asc, eq, sql } from 'drizzle-orm';
import { files, renditionRanges } from '../../db/schema';
import type { Db } from '../../platform/db/database';

/** The ranges of a long video's first stream (decision 0080): their own table, beside the file's row. */
export const rangesRepository = {
  /** Forgets a stream's ranges before it is made again. */
  clear: async (db: Db, fileId: string) => {
    await db.delete(renditionRanges).where(eq(renditionRanges.fileId, fileId));
  },

  /**
   * Locks the file's row for the rest of the transaction: ranges finishing at once on two workers
   * write the stream's playlist one after the other, so a shorter one never lands last. False
   * when the file is gone (deleted while its ranges were encoded).
   */
  lockFile: async (db: Db, fileId: string) =>
    (await db.execute(sql`SELECT 1 FROM ${files} WHERE ${files.id} = ${fileId} FOR UPDATE`)).rows.length > 0,

  put: async (db: Db, row: typeof renditionRanges.$inferInsert) => {
    await db
      .insert(renditionRanges)
      .values(row)
      .onConflictDoUpdate({
        target: [renditionRanges.fileId, renditionRanges.index],
        set: { count: row.count, lines: row.lines },
      });
  },

  /** The ranges finished so far, in order. */
  done: (db: Db, fileId: string) =>
    db
      .select({ index: renditionRanges.index, count: renditionRanges.count, lines: renditionRanges.lines })
      .from(renditionRanges)
      .where(eq(renditionRanges.fileId, fileId))
      .orderBy(asc(renditionRanges.index)),

  /** Moves the progress bar forward only: ranges finish in any order, on any worker. */
  raiseProgress: async (db: Db, fileId: string, progress: number) => {
    await db
      .update(files)
      .set({ renditionProgress: sql`greatest(coalesce(${files.renditionProgress}, 0), ${progress})` })
      .where(and(eq(files.id, fileId), eq(files.renditionState, 'processing')));
  },
};
