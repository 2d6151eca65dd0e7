/** What other modules may use of backup (docs/decisions/0049: module doors). */
import type { latestBackup } from './backup.repository';

export type { BackupRun } from './backup.repository';

/** The last backup run, which the system page shows (a service's Deps). */
export type LatestBackup = typeof latestBackup;
