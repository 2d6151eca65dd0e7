import { parseArgs } from 'node:util';
import { loadConfigOrExit } from '../config';
import { runBackup } from '../modules/backup/backup.service';
import { backupDeps } from '../modules/backup/lib/backup-setup';
import { onInstallDatabase } from './install-database';

/**
 * `npm run backup -- [--to DIR]`: one consistent backup of the install named by the server's own
 * settings (DATA_DIR / DATABASE_URL, S3_*), into DIR, else BACKUP_BUCKET or BACKUP_DIR.
 */
const { values } = parseArgs({ options: { to: { type: 'string' } } });
const config = loadConfigOrExit();
await onInstallDatabase(config, async (database) => {
  const deps = await backupDeps(config, database, values.to);
  const { stamp, manifest, written } = await runBackup(deps);
  const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
  console.log(
    `Backup ${stamp} written to ${deps.target.name}: ${rows} rows, ${manifest.objects.length} originals (${written} bytes new).`,
  );
  if (manifest.encryption) {
    console.log(`Encrypted with BACKUP_KEY (key id ${manifest.encryption.keyId}): a restore needs that same key.`);
  }
  if (manifest.gone.length) console.log(`Deleted while the backup ran, left out: ${manifest.gone.join(', ')}`);
  console.log(
    `A restore also needs these settings, which no backup holds: ${manifest.secretsOutside.map((s) => s.name).join('; ')}.`,
  );
});
