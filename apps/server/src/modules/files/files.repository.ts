import { eq, inArray, sql } from 'drizzle-orm';
import { type FileRow, files } from '../../db/schema';
import type { Db } from '../../platform/db/database';

export const filesRepository = {
  insert: async (db: Db, values: typeof files.$inferInsert) => {
    await db.insert(files).values(values);
  },

  find: async (db: Db, id: string): Promise<FileRow | undefined> =>
    (await db.select().from(files).where(eq(files.id, id)))[0],

  findMany: (db: Db, ids: string[]) =>
    ids.length ? db.select().from(files).where(inArray(files.id, ids)) : Promise.resolve([]),

  remove: async (db: Db, id: string) => {
    await db.delete(files).where(eq(files.id, id));
  },

  update: async (db: Db, id: string, values: Partial<typeof files.$inferInsert>) => {
    await db
      .update(files)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(files.id, id));
  },

  /** Uploads left unfinished, and refused files, past their time: their rows and bytes can go. */
  stale: (db: Db, uploadingBefore: Date, refusedBefore: Date) =>
    db
      .select({ id: files.id, storageKey: files.storageKey })
      .from(files)
      .where(
        sql`(${files.state} = 'uploading' AND ${files.updatedAt} < ${uploadingBefore.toISOString()})
          OR (${files.state} = 'refused' AND ${files.updatedAt} < ${refusedBefore.toISOString()})`,
      ),

  removeUnreferenced: async (db: Db, ids: string[]) => {
    if (!ids.length) return;
    await db.execute(sql`DELETE FROM files f WHERE f.id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})
      AND NOT EXISTS (SELECT 1 FROM works w WHERE w.cover_file_id = f.id)
      AND NOT EXISTS (SELECT 1 FROM work_files wf WHERE wf.file_id = f.id)
      AND NOT EXISTS (SELECT 1 FROM clue_files cf WHERE cf.file_id = f.id)
      AND NOT EXISTS (SELECT 1 FROM certifications c WHERE c.resume_file_id = f.id)`);
  },
};
