import { PgBoss } from 'pg-boss';
import { PROBE_QUEUE } from '../../files';

/**
 * Jobs are not backed up (pg-boss's schema is left out): a video whose probe had not run at the
 * snapshot is probed again. Renditions need nothing here: the server's start-up backfill makes
 * them for every ready video without any (restoreBackup clears their state).
 */
export async function requeueProbes(databaseUrl: string, fileIds: string[]) {
  if (!fileIds.length) return;
  const boss = new PgBoss({ connectionString: databaseUrl, max: 1, supervise: false, schedule: false });
  await boss.start();
  try {
    await boss.createQueue(PROBE_QUEUE);
    for (const id of fileIds) await boss.send(PROBE_QUEUE, { id });
  } finally {
    await boss.stop({ graceful: false });
  }
}
