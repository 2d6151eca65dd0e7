import type { ObjectEntry } from './backup-objects';
import type { Encryption } from './backup-sealing';
import type { BackupTarget } from './backup-target';
import type { SequenceValue, TableDump } from './database-copy';

export const MANIFEST_FORMAT = 1;
/** The list of complete backups at the target's root, newest last; a backup joins it once whole. */
export const CATALOG = 'catalog.json';
/**
 * The backup being written, named before its first byte: a run that dies (killed, the disk gone)
 * leaves it behind, and the next run removes that backup's folder, which no catalog lists.
 */
export const IN_PROGRESS = 'in-progress.json';

/** Settings a restored install needs that are not in the backup (it holds the database's own secrets). */
export const SECRETS_OUTSIDE = [
  { name: 'DATABASE_URL', why: 'an external PostgreSQL to restore into (unset: the embedded one in DATA_DIR/pg)' },
  {
    name: 'S3_BUCKET, S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY',
    why: 'the bucket that holds the originals, when the store is S3',
  },
  { name: 'SMTP_URL', why: 'mail (production requires it)' },
  { name: 'PAYOUT_KEY', why: "the same key, or creators' payout details cannot be read (production requires it)" },
  { name: 'BACKUP_KEY', why: 'the key the backup was encrypted with, when it was (restore refuses any other)' },
  { name: 'GOOGLE_CLIENT_ID', why: 'Google sign-in, when it was on' },
  { name: 'REDIS_URL', why: 'shared limits and sockets across instances, when there are several' },
];

export interface Manifest {
  format: typeof MANIFEST_FORMAT;
  /** When the database snapshot was taken (every row is as it was then). */
  snapshotAt: string;
  finishedAt: string;
  /** Migrations the dumped database had run: a restore brings the schema there before loading. */
  migrations: number;
  store: { kind: 'local' } | { kind: 's3'; bucket: string };
  /**
   * Set when BACKUP_KEY sealed the dump, the originals and the unfinished uploads (absent from
   * backups made before encryption existed: read as null).
   */
  encryption?: Encryption | null;
  tables: TableDump[];
  sequences: SequenceValue[];
  /** Every original (state processing or ready in the snapshot), its size and SHA-256. */
  objects: ObjectEntry[];
  /** Originals in the snapshot whose bytes were deleted before they could be read: their rows are not restored. */
  gone: string[];
  /** Uploads unfinished at the snapshot, with the bytes kept of each (local store only). */
  unfinished: { fileId: string; bytes: number }[];
  /** Renditions are not backed up: a restored install makes them again from the originals. */
  renditions: 'remade after restore';
  secretsOutside: typeof SECRETS_OUTSIDE;
}

export async function readJson<T>(target: BackupTarget, key: string): Promise<T | null> {
  const stream = await target.read(key);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as T;
}

export const writeJson = (target: BackupTarget, key: string, value: unknown) =>
  target.put(key, Buffer.from(JSON.stringify(value, null, 1)), 'application/json');

export const readCatalog = async (target: BackupTarget) =>
  (await readJson<{ backups: string[] }>(target, CATALOG))?.backups ?? [];

export const backupPrefix = (stamp: string) => `backups/${stamp}`;
