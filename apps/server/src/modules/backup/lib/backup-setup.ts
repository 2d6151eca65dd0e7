import type { Config } from '../../../config';
import type { Database } from '../../../platform/db/database';
import type { Jobs } from '../../../platform/jobs';
import { scheduleBackups } from '../backup.service';
import type { Originals } from './backup-objects';
import { openTarget } from './backup-target';

/** The store's originals as the server keeps them (S3_BUCKET, else DATA_DIR/files). */
export async function originalsOf(config: Config): Promise<Originals> {
  if (!config.s3) return { dataDir: config.dataDir };
  const store = (await import('../../../platform/storage/s3')).createS3Store(config.s3, config.abandonedUploadMs);
  return { bucket: config.s3.bucket, store };
}

/** `--to DIR` first, then BACKUP_BUCKET, then BACKUP_DIR; null when none is set. */
export async function targetOf(config: Config, dir?: string) {
  if (dir) return openTarget({ dir });
  if (config.backup.bucket) return openTarget({ bucket: config.backup.bucket });
  return config.backup.dir ? openTarget({ dir: config.backup.dir }) : null;
}

export async function backupDeps(config: Config, database: Pick<Database, 'db' | 'pool'>, dir?: string) {
  const target = await targetOf(config, dir);
  if (!target) throw new Error('no backup target: pass --to DIR, or set BACKUP_DIR or BACKUP_BUCKET');
  return { database, originals: await originalsOf(config), target, keep: config.backup.keep, key: config.backup.key };
}

/** BACKUP_CRON's runs, worked by whichever process takes work (web instances and workers alike). */
export async function scheduleFromConfig(
  config: Config,
  jobs: Pick<Jobs, 'work'>,
  database: Pick<Database, 'db' | 'pool'>,
) {
  if (config.backup.cron) await scheduleBackups(jobs, config.backup.cron, () => backupDeps(config, database));
}
