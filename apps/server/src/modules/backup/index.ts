/** What other modules may use of backup (docs/decisions/0049: module doors). */
export { type BackupRun, latestBackup } from './backup.repository';
