import { and, asc, count, eq, exists, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { accounts, files, workFiles, workNotes, works, workVersionFiles } from '../../db/schema';
import type { Db } from '../../platform/db/database';

type NewNote = typeof workNotes.$inferInsert;
type NoteChange = Partial<Pick<NewNote, 'atMs' | 'endMs' | 'frame' | 'box' | 'text' | 'answer' | 'done'>>;

const first = <T>(rows: T[]) => rows[0];

/**
 * The version of a work that notes written now belong to: the work's current version (an edit
 * after a send-back makes the next one; docs/decisions/0056).
 */
export const versionOfWorkNow = async (db: Db, worksId: number) =>
  first(await db.select({ version: works.version }).from(works).where(eq(works.id, worksId)))?.version ?? 1;

/** Review notes' queries: a work's list, one note, and the decision that sends them. */
export const notesRepository = {
  /** A work's notes by video and time, with their authors' names; `sentOnly` for its creator. */
  list: (db: Db, workId: number, sentOnly: boolean) =>
    db
      .select({ note: workNotes, author: accounts.realName })
      .from(workNotes)
      .innerJoin(accounts, eq(accounts.id, workNotes.authorId))
      .where(and(eq(workNotes.workId, workId), sentOnly ? isNotNull(workNotes.sentAt) : undefined))
      .orderBy(asc(workNotes.videoFileId), asc(workNotes.atMs), asc(workNotes.id)),

  /** A note with the owner and state of its work, for the access check. */
  find: async (db: Db, id: number) =>
    first(
      await db
        .select({ note: workNotes, ownerId: works.ownerId, withdrawnAt: works.withdrawnAt })
        .from(workNotes)
        .innerJoin(works, eq(works.id, workNotes.workId))
        .where(eq(workNotes.id, id)),
    ),

  work: async (db: Db, id: number) =>
    first(
      await db
        .select({ id: works.id, ownerId: works.ownerId, withdrawnAt: works.withdrawnAt })
        .from(works)
        .where(eq(works.id, id)),
    ),

  /**
   * A video of the work, with what its frames are counted by; undefined when it is not the work's.
   * `earlier` takes a video of any of its versions too (its notes stay readable, 0056), not only
   * of the current one.
   */
  video: async (db: Db, workId: number, fileId: string, earlier = false) => {
    const current = db
      .select({ id: workFiles.fileId })
      .from(workFiles)
      .where(and(eq(workFiles.workId, workId), eq(workFiles.fileId, fileId), eq(workFiles.role, 'video')));
    const before = db
      .select({ id: workVersionFiles.fileId })
      .from(workVersionFiles)
      .where(
        and(
          eq(workVersionFiles.workId, workId),
          eq(workVersionFiles.fileId, fileId),
          eq(workVersionFiles.role, 'video'),
        ),
      );
    return first(
      await db
        .select({ id: files.id, name: files.originalName, frameRate: files.frameRate, durationS: files.durationS })
        .from(files)
        .where(and(eq(files.id, fileId), or(exists(current), earlier ? exists(before) : undefined))),
    );
  },

  /** Notes on one video, counted under the work's row lock (the per-video bound). */
  countOnVideo: async (db: Db, workId: number, fileId: string) => {
    await db.select({ id: works.id }).from(works).where(eq(works.id, workId)).for('update');
    const [row] = await db
      .select({ n: count() })
      .from(workNotes)
      .where(and(eq(workNotes.workId, workId), eq(workNotes.videoFileId, fileId)));
    return row?.n ?? 0;
  },

  insert: async (db: Db, values: NewNote) =>
    (await db.insert(workNotes).values(values).returning({ id: workNotes.id }))[0] as { id: number },

  /** Changes a note; staff's changes only while unsent (false when it was sent meanwhile). */
  update: async (db: Db, id: number, set: NoteChange, unsentOnly: boolean) =>
    (
      await db
        .update(workNotes)
        .set({ ...set, updatedAt: sql`now()` })
        .where(and(eq(workNotes.id, id), unsentOnly ? isNull(workNotes.sentAt) : undefined))
        .returning({ id: workNotes.id })
    ).length > 0,

  /** Deletes an unsent note; false when it was sent meanwhile. */
  remove: async (db: Db, id: number) =>
    (
      await db
        .delete(workNotes)
        .where(and(eq(workNotes.id, id), isNull(workNotes.sentAt)))
        .returning({ id: workNotes.id })
    ).length > 0,

  /** The decision carries every note not sent yet: from now the creator reads them. */
  send: (db: Db, workId: number) =>
    db
      .update(workNotes)
      .set({ sentAt: sql`now()` })
      .where(and(eq(workNotes.workId, workId), isNull(workNotes.sentAt))),
};
