import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import type { Database } from '../../platform/db/database';
import type { ByteStore } from '../../platform/storage';
import { restoredFilesRepository } from './backup.repository';
import { backupPrefix, MANIFEST_FORMAT, type Manifest, readCatalog, readJson } from './lib/backup-manifest';
import { localOriginal, type Originals, objectKey, sha256Of } from './lib/backup-objects';
import { backupKeyId, SealBroken, sealedTarget } from './lib/backup-sealing';
import type { BackupTarget } from './lib/backup-target';
import { loadTable, setSequences, withoutUserTriggers } from './lib/database-copy';
import { migrateTo, migrationsInBuild } from './lib/restore-migrations';
import { requeueProbes } from './lib/restore-requeue';

export interface RestoreDeps {
  database: Database;
  /** Where originals go back to (DATA_DIR), or the bucket whose objects are checked. */
  originals: Originals;
  target: BackupTarget;
  /** A backup's stamp; the newest complete one when unset. */
  stamp?: string;
  /** Replace what a non-empty database holds. */
  force: boolean;
  /** BACKUP_KEY: needed, and must be the same, for a backup made with one. */
  key?: Buffer;
}

export interface RestoreReport {
  stamp: string;
  snapshotAt: string;
  rows: Record<string, number>;
  /** Originals restored (or found in the bucket) whole, their SHA-256 as the manifest says. */
  verified: number;
  /** Originals absent from the backup or the bucket, by file id. */
  missing: string[];
  /** Originals whose SHA-256 is not the manifest's, by file id. */
  damaged: string[];
  /** Rows left out: originals deleted between the snapshot and their copy. */
  gone: string[];
  /** Unfinished uploads put back to resume (their clients send the rest). */
  resumable: string[];
  /** Videos whose probe had not run at the snapshot: queued again. */
  reprobed: string[];
  secretsOutside: Manifest['secretsOutside'];
}

export class RestoreRefused extends Error {}

/**
 * Empty means no account: everything of value hangs off one. Reference data that migrations or a
 * first start put in (regions, tags, reasons, demo content) is replaced by the backup's anyway.
 */
async function isEmpty(client: pg.ClientBase) {
  const { rows } = await client.query<{ found: boolean }>('SELECT EXISTS (SELECT 1 FROM accounts) AS found');
  return !rows[0]?.found;
}

/**
 * The rows, in one transaction: tables emptied (a first start's reference rows; with --force,
 * everything), loaded parents first, sequences set.
 */
async function loadRows(client: pg.ClientBase, target: BackupTarget, prefix: string, manifest: Manifest, work: string) {
  const names = manifest.tables.map((t) => t.name);
  const rows: Record<string, number> = {};
  await client.query('BEGIN');
  try {
    await client.query(`TRUNCATE ${names.map((n) => `"${n}"`).join(', ')} RESTART IDENTITY CASCADE`);
    await withoutUserTriggers(client, names, async () => {
      for (const table of manifest.tables) {
        const local = path.join(work, `${table.name}.copy.gz`);
        await target.copyToLocal(`${prefix}/database/${table.name}.copy.gz`, local);
        rows[table.name] = await loadTable(client, table, local);
      }
    });
    await setSequences(client, manifest.sequences);
    await client.query('COMMIT');
    return rows;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  }
}

/**
 * Copies an original back under DATA_DIR, hashing it on the way: its SHA-256, null if the backup
 * lacks it, `unopened` when its seal does not open (damaged at the target).
 */
async function copyBack(target: BackupTarget, dataDir: string, key: string, keyId: string | null) {
  const source = await target.read(objectKey(key, keyId));
  if (!source) return null;
  const destination = localOriginal(dataDir, key);
  const hash = createHash('sha256');
  const hashing = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(source, hashing, createWriteStream(`${destination}.partial`));
  } catch (err) {
    if (!(err instanceof SealBroken)) throw err;
    await fs.rm(`${destination}.partial`, { force: true });
    return 'unopened';
  }
  await fs.rename(`${destination}.partial`, destination);
  return hash.digest('hex');
}

/** An original in the bucket, hashed where it is: its SHA-256, or null if it is not there. */
async function hashInBucket(store: Pick<ByteStore, 'stream' | 'sizeOf'>, key: string) {
  return (await store.sizeOf(key)) === null ? null : sha256Of(await store.stream(key));
}

async function restoreObjects(
  { originals }: RestoreDeps,
  target: BackupTarget,
  prefix: string,
  manifest: Manifest,
  report: RestoreReport,
) {
  const dataDir = 'dataDir' in originals ? originals.dataDir : undefined;
  if (dataDir) await fs.mkdir(path.join(dataDir, 'files'), { recursive: true });
  for (const o of manifest.objects) {
    const sha =
      'store' in originals
        ? await hashInBucket(originals.store, o.key)
        : await copyBack(target, originals.dataDir, o.key, manifest.encryption?.keyId ?? null);
    if (sha === null) report.missing.push(o.fileId);
    else if (sha !== o.sha256) report.damaged.push(o.fileId);
    else report.verified++;
  }
  if (!dataDir) return;
  for (const u of manifest.unfinished) {
    const local = localOriginal(dataDir, u.fileId);
    await target.copyToLocal(`${prefix}/uploads/${u.fileId}`, local);
    await target.copyToLocal(`${prefix}/uploads/${u.fileId}.json`, `${local}.json`);
    report.resumable.push(u.fileId);
  }
}

async function chooseBackup(deps: RestoreDeps) {
  const { target, stamp, originals } = deps;
  const chosen = stamp ?? (await readCatalog(target)).at(-1);
  const manifest = chosen ? await readJson<Manifest>(target, `${backupPrefix(chosen)}/manifest.json`) : null;
  if (!chosen || !manifest) throw new RestoreRefused(`no complete backup ${stamp ?? ''} at ${target.name}`);
  if (manifest.format !== MANIFEST_FORMAT)
    throw new RestoreRefused(`backup format ${manifest.format} is not ${MANIFEST_FORMAT}`);
  if (manifest.migrations > (await migrationsInBuild())) {
    throw new RestoreRefused(
      'the backup comes from a newer Stringer than this one: restore with that version or later',
    );
  }
  const store = manifest.store;
  if (store.kind === 's3' && !('bucket' in originals)) {
    throw new RestoreRefused(
      `the backup's originals are in the bucket ${store.bucket}: set S3_BUCKET (and S3_*) as before`,
    );
  }
  if (store.kind === 'local' && 'bucket' in originals) {
    throw new RestoreRefused(
      'the backup holds local originals: restore with S3_BUCKET unset, then move DATA_DIR/files to the bucket',
    );
  }
  checkKey(manifest, deps.key);
  return { stamp: chosen, manifest };
}

/** An encrypted backup opens with its own key only: said before anything is restored. */
function checkKey(manifest: Manifest, key: Buffer | undefined) {
  const sealedWith = manifest.encryption?.keyId;
  if (!sealedWith) return;
  if (!key) {
    throw new RestoreRefused(
      `the backup is encrypted: set BACKUP_KEY to the key it was made with (its key id ${sealedWith})`,
    );
  }
  if (backupKeyId(key) !== sealedWith) {
    throw new RestoreRefused(
      `BACKUP_KEY is not the key this backup was encrypted with (the backup's key id ${sealedWith}, BACKUP_KEY's ${backupKeyId(key)}): set the key it was made with`,
    );
  }
}

/**
 * Restores a backup into this install: the schema as the backup had it (its migrations), the rows,
 * then the remaining migrations; then the originals, each checked against its SHA-256.
 */
export async function restoreBackup(deps: RestoreDeps): Promise<RestoreReport> {
  const { stamp, manifest } = await chooseBackup(deps);
  const prefix = backupPrefix(stamp);
  const client = await deps.database.pool.connect();
  const work = await fs.mkdtemp(path.join(tmpdir(), 'stringer-restore-'));
  const payload = manifest.encryption && deps.key ? sealedTarget(deps.target, deps.key, work) : deps.target;
  try {
    await migrateTo(deps.database, manifest.migrations);
    if (!deps.force && !(await isEmpty(client))) {
      throw new RestoreRefused(
        'the database is not empty: restore into a new one, or pass --force to replace its rows',
      );
    }
    const rows = await loadRows(client, payload, prefix, manifest, work);
    await migrateTo(deps.database, Number.POSITIVE_INFINITY);
    const reprobed = await deps.database.transaction(async ({ db }) => {
      await restoredFilesRepository.forgetRenditions(db);
      await restoredFilesRepository.drop(db, manifest.gone);
      return restoredFilesRepository.unprobed(db);
    });
    const report: RestoreReport = {
      stamp,
      snapshotAt: manifest.snapshotAt,
      rows,
      verified: 0,
      missing: [],
      damaged: [],
      gone: manifest.gone,
      resumable: [],
      reprobed,
      secretsOutside: manifest.secretsOutside,
    };
    await restoreObjects(deps, payload, prefix, manifest, report);
    await requeueProbes(deps.database.url, report.reprobed);
    return report;
  } finally {
    client.release();
    await fs.rm(work, { recursive: true, force: true });
  }
}
