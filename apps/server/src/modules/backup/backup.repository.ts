import { desc, eq } from 'drizzle-orm';
import { backups } from '../../db/schema';
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
