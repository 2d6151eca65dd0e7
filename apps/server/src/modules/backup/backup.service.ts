import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '../../platform/db/database';
import type { Jobs } from '../../platform/jobs';
import { backupRepository } from './backup.repository';
import {
  backupPrefix,
  CATALOG,
  IN_PROGRESS,
  MANIFEST_FORMAT,
  type Manifest,
  readCatalog,
  readJson,
  SECRETS_OUTSIDE,
  writeJson,
} from './lib/backup-manifest';
import { backUpObject, backUpUnfinished, type ObjectEntry, type Originals, objectKey } from './lib/backup-objects';
import { encryptionOf, sealedTarget } from './lib/backup-sealing';
import type { BackupTarget } from './lib/backup-target';
import { dumpTable, productTables, sequenceValues } from './lib/database-copy';

export const BACKUP_QUEUE = 'backup';

export interface BackupDeps {
  database: Pick<Database, 'db' | 'pool'>;
  /** Where the originals are: DATA_DIR's files, or the store's bucket (listed and hashed, not copied). */
  originals: Originals;
  target: BackupTarget;
  /** Backups kept at the target (BACKUP_KEEP); older ones, and objects only they held, go. */
  keep: number;
  /** BACKUP_KEY: when set, the dump and the originals are sealed with it (backup-sealing.ts). */
  key?: Buffer;
}

interface FileAtSnapshot {
  id: string;
  key: string;
  state: string;
  size: number;
}

/** The database as one REPEATABLE READ snapshot: every table by COPY, the sequences, the files it lists. */
async function dumpDatabase(database: BackupDeps['database'], target: BackupTarget, prefix: string, work: string) {
  const client = await database.pool.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const { rows } = await client.query<{ at: Date; migrations: number }>(
      'SELECT now() AS at, (SELECT count(*)::int FROM drizzle.__drizzle_migrations) AS migrations',
    );
    const { at, migrations } = rows[0] as { at: Date; migrations: number };
    const tables = [];
    let written = 0;
    for (const table of await productTables(client)) {
      const local = path.join(work, `${table.name}.copy.gz`);
      const count = await dumpTable(client, table, local);
      await target.putFile(`${prefix}/database/${table.name}.copy.gz`, local, 'application/gzip');
      written += (await stat(local)).size;
      tables.push({ ...table, rows: count });
    }
    const sequences = await sequenceValues(client);
    const files = await client.query<FileAtSnapshot>(
      `SELECT id, storage_key AS key, state, size::float8 AS size FROM files
       WHERE state IN ('uploading', 'processing', 'ready') ORDER BY id`,
    );
    await client.query('COMMIT');
    return { snapshotAt: at.toISOString(), migrations, tables, sequences, files: files.rows, written };
  } finally {
    await client.query('ROLLBACK').catch(() => {});
    client.release();
  }
}

async function previousObjects(target: BackupTarget) {
  const last = (await readCatalog(target)).at(-1);
  const manifest = last ? await readJson<Manifest>(target, `${backupPrefix(last)}/manifest.json`) : null;
  return new Map((manifest?.objects ?? []).map((o) => [o.key, o]));
}

/** Removes what a run that did not finish wrote under its own folder; the catalog never listed it. */
async function removeUnfinished(target: BackupTarget) {
  const stamp = (await readJson<{ stamp: string }>(target, IN_PROGRESS))?.stamp;
  if (stamp && !(await readCatalog(target)).includes(stamp)) await target.removeTree(backupPrefix(stamp));
  await target.removeTree(IN_PROGRESS);
}

/** Writes one backup: the database dump, then the originals the snapshot lists, then the manifest. */
async function writeBackup(deps: BackupDeps) {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const prefix = backupPrefix(stamp);
  await removeUnfinished(deps.target);
  await writeJson(deps.target, IN_PROGRESS, { stamp });
  const work = await mkdtemp(path.join(tmpdir(), 'stringer-backup-'));
  try {
    const encryption = deps.key ? encryptionOf(deps.key) : null;
    // What the backup holds goes through the seal; the catalog and manifest stay readable.
    const payload = deps.key ? sealedTarget(deps.target, deps.key, work) : deps.target;
    const dump = await dumpDatabase(deps.database, payload, prefix, work);
    const { originals } = deps;
    const local = 'dataDir' in originals ? originals.dataDir : undefined;
    const keyId = encryption?.keyId ?? null;
    const source = { originals, target: payload, keyId, previous: await previousObjects(deps.target) };
    const objects: ObjectEntry[] = [];
    const gone: string[] = [];
    const unfinished: Manifest['unfinished'] = [];
    let written = dump.written;
    for (const file of dump.files) {
      if (file.state === 'uploading') {
        const kept =
          local && (await backUpUnfinished({ dataDir: local, target: payload, work }, prefix, file.id, file.size));
        if (kept) unfinished.push(kept);
        continue;
      }
      const done = await backUpObject(source, file.id, file.key);
      if (!done) gone.push(file.id);
      else objects.push(done.entry);
      written += done?.written ?? 0;
    }
    const manifest: Manifest = {
      format: MANIFEST_FORMAT,
      snapshotAt: dump.snapshotAt,
      finishedAt: new Date().toISOString(),
      migrations: dump.migrations,
      store: 'bucket' in originals ? { kind: 's3', bucket: originals.bucket } : { kind: 'local' },
      encryption,
      tables: dump.tables,
      sequences: dump.sequences,
      objects,
      gone,
      unfinished,
      renditions: 'remade after restore',
      secretsOutside: SECRETS_OUTSIDE,
    };
    await writeJson(deps.target, `${prefix}/manifest.json`, manifest);
    await writeJson(deps.target, CATALOG, { backups: [...(await readCatalog(deps.target)), stamp] });
    await deps.target.removeTree(IN_PROGRESS);
    return { stamp, manifest, written };
  } catch (err) {
    await removeUnfinished(deps.target).catch(() => {});
    throw err;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Keeps the newest `keep` backups; an object goes only when no kept backup lists it. */
async function prune(target: BackupTarget, keep: number) {
  const all = await readCatalog(target);
  if (all.length <= keep) return;
  const dropped = all.slice(0, all.length - keep);
  const kept = all.slice(all.length - keep);
  // The catalog first: an interrupted prune leaves unlisted leftovers, never a listed backup half gone.
  await writeJson(target, CATALOG, { backups: kept });
  const keys = async (stamps: string[]) => {
    const found = new Set<string>();
    for (const s of stamps) {
      const manifest = await readJson<Manifest>(target, `${backupPrefix(s)}/manifest.json`);
      for (const o of manifest?.objects ?? []) found.add(objectKey(o.key, manifest?.encryption?.keyId ?? null));
    }
    return found;
  };
  const stillListed = await keys(kept);
  for (const key of await keys(dropped)) if (!stillListed.has(key)) await target.removeTree(key);
  for (const s of dropped) await target.removeTree(backupPrefix(s));
}

/** One backup run, recorded in the backups table (the system page shows the last) whatever its outcome. */
export async function runBackup(deps: BackupDeps) {
  return whileNoOtherBackup(deps.database, async () => {
    const id = await backupRepository.begin(deps.database.db, deps.target.name);
    try {
      const result = await writeBackup(deps);
      await prune(deps.target, deps.keep);
      await backupRepository.end(deps.database.db, id, { ok: true, bytes: result.written });
      return result;
    } catch (err) {
      await backupRepository.end(deps.database.db, id, { ok: false, error: (err as Error).message ?? String(err) });
      throw err;
    }
  });
}

// Any fixed number: one backup at a time per install (the schedule's and a CLI run would both write the catalog).
const BACKUP_LOCK = 727_025;

async function whileNoOtherBackup<T>(database: Pick<Database, 'pool'>, work: () => Promise<T>) {
  const client = await database.pool.connect();
  try {
    const { rows } = await client.query<{ got: boolean }>('SELECT pg_try_advisory_lock($1) AS got', [BACKUP_LOCK]);
    if (!rows[0]?.got) throw new Error('another backup of this install is running: try again once it has finished');
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [BACKUP_LOCK]);
    }
  } finally {
    client.release();
  }
}

/** BACKUP_CRON: pg-boss queues one run per tick for the whole install; whichever process works it backs up. */
export async function scheduleBackups(jobs: Pick<Jobs, 'work'>, cron: string, deps: () => Promise<BackupDeps>) {
  await jobs.work(BACKUP_QUEUE, async () => (await runBackup(await deps())).stamp, { cron, expireInSeconds: 6 * 3600 });
}
