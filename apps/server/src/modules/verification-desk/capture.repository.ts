import { and, asc, eq } from 'drizzle-orm';
import { accounts, captureFacts, files, workFiles, works } from '../../db/schema';
import type { Db } from '../../platform/db/database';
import type { CaptureTags } from '../../platform/media/capture';

/** The videos' writer tags (capture facts) and what a work claims of them (docs/decisions/0082). */
export const captureRepository = {
  /**
   * What the work claims: its shooting date and its place in words, with its creator's country
   * (which settles a place name several countries share); undefined: no such work.
   */
  claim: async (db: Db, workId: number) =>
    (
      await db
        .select({ shootingDate: works.shootingDate, location: works.location, countryId: accounts.countryId })
        .from(works)
        .innerJoin(accounts, eq(accounts.id, works.ownerId))
        .where(eq(works.id, workId))
    )[0],

  /** The work's videos in the creator's order: their originals' keys, and their tags once read. */
  videos: (db: Db, workId: number) =>
    db
      .select({
        fileId: files.id,
        storageKey: files.storageKey,
        mime: files.mime,
        state: files.state,
        durationS: files.durationS,
        tags: captureFacts.tags,
        readAt: captureFacts.readAt,
      })
      .from(workFiles)
      .innerJoin(files, eq(files.id, workFiles.fileId))
      .leftJoin(captureFacts, eq(captureFacts.fileId, files.id))
      .where(and(eq(workFiles.workId, workId), eq(workFiles.role, 'video')))
      .orderBy(asc(workFiles.position)),

  /** One video's original, when it is one of the work's videos. */
  workVideo: async (db: Db, workId: number, fileId: string) =>
    (
      await db
        .select({ fileId: files.id, storageKey: files.storageKey, mime: files.mime, state: files.state })
        .from(workFiles)
        .innerJoin(files, eq(files.id, workFiles.fileId))
        .where(and(eq(workFiles.workId, workId), eq(workFiles.fileId, fileId), eq(workFiles.role, 'video')))
    )[0],

  /** A video file's original, for the probe's read. */
  file: async (db: Db, fileId: string) =>
    (
      await db
        .select({ fileId: files.id, storageKey: files.storageKey, mime: files.mime, state: files.state })
        .from(files)
        .where(and(eq(files.id, fileId), eq(files.kind, 'video')))
    )[0],

  /** The tags read (null: the original could not be read), replacing an earlier read. */
  save: async (db: Db, fileId: string, tags: CaptureTags | null) => {
    const readAt = new Date();
    await db
      .insert(captureFacts)
      .values({ fileId, tags, readAt })
      .onConflictDoUpdate({ target: captureFacts.fileId, set: { tags, readAt } });
  },
};
