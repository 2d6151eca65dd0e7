import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { type FileRow, files, workFiles, workVersionFiles } from '../../db/schema';
import type { Db } from '../../platform/db/database';
import { shownOnPublicPage } from '../public-works';

/**
 * Whether file `f` is part of something sent: a work (cover or video), an earlier version of one
 * (docs/decisions/0056), a video review notes are on (0055), a clue, a certification, a chat message.
 */
const referenced = sql`(EXISTS (SELECT 1 FROM works w WHERE w.cover_file_id = f.id)
  OR EXISTS (SELECT 1 FROM work_files wf WHERE wf.file_id = f.id)
  OR EXISTS (SELECT 1 FROM work_versions wv WHERE wv.cover_file_id = f.id)
  OR EXISTS (SELECT 1 FROM work_version_files wvf WHERE wvf.file_id = f.id)
  OR EXISTS (SELECT 1 FROM work_notes wn WHERE wn.video_file_id = f.id)
  OR EXISTS (SELECT 1 FROM clue_files cf WHERE cf.file_id = f.id)
  OR EXISTS (SELECT 1 FROM certifications c WHERE c.resume_file_id = f.id)
  OR EXISTS (SELECT 1 FROM messages m WHERE m.file_id = f.id))`;

export const filesRepository = {
  insert: async (db: Db, values: typeof files.$inferInsert) => {
    await db.insert(files).values(values);
  },

  /**
   * Whether a file is one of some work's videos, now or in an earlier version (by the file
   * indexes): staff may take frames of those.
   */
  isWorkVideo: async (db: Db, id: string) =>
    (
      await db
        .select({ workId: workFiles.workId })
        .from(workFiles)
        .where(and(eq(workFiles.fileId, id), eq(workFiles.role, 'video')))
        .union(
          db
            .select({ workId: workVersionFiles.workId })
            .from(workVersionFiles)
            .where(and(eq(workVersionFiles.fileId, id), eq(workVersionFiles.role, 'video'))),
        )
        .limit(1)
    ).length > 0,

  find: async (db: Db, id: string): Promise<FileRow | undefined> =>
    (await db.select().from(files).where(eq(files.id, id)))[0],

  /** The file while it shows on a public page (a public work's cover or video); undefined otherwise. */
  findShownPublicly: async (db: Db, id: string): Promise<FileRow | undefined> =>
    (
      await db
        .select()
        .from(files)
        .where(and(eq(files.id, id), shownOnPublicPage))
    )[0],

  findMany: (db: Db, ids: string[]) =>
    ids.length ? db.select().from(files).where(inArray(files.id, ids)) : Promise.resolve([]),

  /** Marks the owner's ready picture public (public-images.ts); undefined when it is no such file. */
  publish: async (db: Db, id: string, ownerId: number) =>
    (
      await db
        .update(files)
        .set({ publishedAt: sql`coalesce(${files.publishedAt}, now())` })
        .where(and(eq(files.id, id), eq(files.ownerId, ownerId), eq(files.kind, 'cover'), eq(files.state, 'ready')))
        .returning({ id: files.id })
    )[0],

  findPublished: async (db: Db, id: string): Promise<FileRow | undefined> =>
    (
      await db
        .select()
        .from(files)
        .where(and(eq(files.id, id), isNotNull(files.publishedAt), eq(files.state, 'ready')))
    )[0],

  remove: async (db: Db, id: string) => {
    await db.delete(files).where(eq(files.id, id));
  },

  update: async (db: Db, id: string, values: Partial<typeof files.$inferInsert>) => {
    await db
      .update(files)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(files.id, id));
  },

  /**
   * Uploads left unfinished, and refused files, past their time, that nothing sent uses (a work,
   * an earlier version of one…): their rows and bytes can go. Evidence stays, bytes included.
   */
  stale: async (db: Db, uploadingBefore: Date, refusedBefore: Date) =>
    (
      await db.execute<{ id: string; storageKey: string }>(sql`SELECT f.id, f.storage_key AS "storageKey" FROM files f
        WHERE ((f.state = 'uploading' AND f.updated_at < ${uploadingBefore.toISOString()})
          OR (f.state = 'refused' AND f.updated_at < ${refusedBefore.toISOString()}))
          AND NOT ${referenced}`)
    ).rows,

  removeUnreferenced: async (db: Db, ids: string[]) => {
    if (!ids.length) return;
    await db.execute(sql`DELETE FROM files f WHERE f.id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})
      AND NOT ${referenced}`);
  },

  /** Whether a file is part of something sent, and so evidence its uploader may no longer drop. */
  inUse: async (db: Db, id: string) => {
    const { rows } = await db.execute<{ used: boolean }>(
      sql`SELECT ${referenced} AS used FROM files f WHERE f.id = ${id}`,
    );
    return rows[0]?.used === true;
  },
};
