import { parseArgs } from 'node:util';
import { loadConfigOrExit } from '../config';
import { originalsOf } from '../modules/backup/lib/backup-setup';
import { openTarget } from '../modules/backup/lib/backup-target';
import { RestoreRefused, restoreBackup } from '../modules/backup/restore.service';
import { onInstallDatabase } from './install-database';

/**
 * `npm run restore -- DIR [--backup STAMP] [--force]` (or `--bucket NAME` for BACKUP_BUCKET's
 * kind): the newest complete backup, into the install the server's settings name. Refuses a
 * database with rows unless --force; checks every original against its SHA-256.
 */
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    backup: { type: 'string' },
    force: { type: 'boolean', default: false },
    bucket: { type: 'boolean', default: false },
  },
});
const config = loadConfigOrExit();
const from = positionals[0];
if (!from && !(values.bucket && config.backup.bucket)) {
  console.error('Usage: npm run restore -- DIR [--backup STAMP] [--force]   (or --bucket, with BACKUP_BUCKET set)');
  process.exit(2);
}
await onInstallDatabase(
  config,
  async (database) => {
    const target = await openTarget(
      from ? { dir: from } : { bucket: config.backup.bucket as NonNullable<typeof config.backup.bucket> },
    );
    const report = await restoreBackup({
      database,
      originals: await originalsOf(config),
      target,
      stamp: values.backup,
      force: values.force,
      key: config.backup.key,
    });
    const rows = Object.values(report.rows).reduce((sum, n) => sum + n, 0);
    console.log(`Restored backup ${report.stamp} (database as of ${report.snapshotAt}): ${rows} rows.`);
    console.log(`Originals verified by SHA-256: ${report.verified}.`);
    if (report.missing.length) console.log(`MISSING originals (file ids): ${report.missing.join(', ')}`);
    if (report.damaged.length)
      console.log(`DAMAGED originals, SHA-256 differs (file ids): ${report.damaged.join(', ')}`);
    if (report.gone.length) console.log(`Deleted during the backup, not restored: ${report.gone.join(', ')}`);
    if (report.resumable.length) console.log(`Unfinished uploads that can resume: ${report.resumable.length}.`);
    console.log('Renditions are made again by the server once it starts.');
    console.log(`Set these as before: ${report.secretsOutside.map((s) => s.name).join('; ')}.`);
    if (report.missing.length || report.damaged.length) process.exitCode = 3;
  },
  { exitCodeOf: (err) => (err instanceof RestoreRefused ? 4 : 1) },
);
