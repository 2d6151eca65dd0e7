import { desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { backups, files } from '../../db/schema';
import type { Db } from '../../platform/db/database';

export interface BackupRun {
  startedAt: Date;
  /** Null while it runs, or when its process died before saying how it went. */
  finishedAt: Date | null;
  ok: boolean | null;
  error: string | null;
  target: string;
  bytes: number | null;
}

/** The most recent backup run, finished or not; null before the first. */
export async function latestBackup(db: Db): Promise<BackupRun | null> {
  const [row] = await db
    .select({
      startedAt: backups.startedAt,
      finishedAt: backups.finishedAt,
      ok: backups.ok,
      error: backups.error,
      target: backups.target,
      bytes: backups.bytes,
    })
    .from(backups)
    .orderBy(desc(backups.startedAt), desc(backups.id))
    .limit(1);
  return row ?? null;
}

export const backupRepository = {
  async begin(db: Db, target: string) {
    const [row] = await db.insert(backups).values({ target }).returning({ id: backups.id });
    return (row as { id: number }).id;
  },

  async end(db: Db, id: number, outcome: { ok: true; bytes: number } | { ok: false; error: string }) {
    await db
      .update(backups)
      .set({ finishedAt: new Date(), ...outcome })
      .where(eq(backups.id, id));
  },
};

/** What a restore settles once the schema is this release's (the rows may come from an older one). */
export const restoredFilesRepository = {
  /** Renditions are not in a backup: every video's are made again by the start-up backfill. */
  async forgetRenditions(db: Db) {
    await db
      .update(files)
      .set({
        renditionState: null,
        renditionProgress: null,
        renditionErrorKey: null,
        renditionErrorAtS: null,
        renditionParts: [],
        renditionBytes: 0,
      })
      .where(isNotNull(files.renditionState));
  },

  /** Rows whose originals were deleted between the snapshot and their copy. */
  async drop(db: Db, ids: string[]) {
    if (ids.length) await db.delete(files).where(inArray(files.id, ids));
  },

  /** Videos whose probe had not run at the snapshot (its job is not in the backup). */
  unprobed: async (db: Db) =>
    (await db.select({ id: files.id }).from(files).where(eq(files.state, 'processing'))).map((r) => r.id),
};
