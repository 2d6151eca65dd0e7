import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ByteStore } from '../../../platform/storage';
import type { S3Options } from '../../../platform/storage/s3';

/** Where backups are written: a folder, or a bucket through the storage layer's S3 code. */
export type BackupTarget = Pick<ByteStore, 'put' | 'putFile' | 'copyToLocal' | 'removeTree' | 'sizeOf'> & {
  /** A folder's path or `s3://bucket`: what the backups table records. */
  readonly name: string;
  /** A stored object's bytes; null when there is none. */
  read(key: string): Promise<Readable | null>;
};

/**
 * A backup holds every secret the database does (password hashes, TOTP seeds, signing keys): only
 * the account that runs backups reads it, whatever the umask.
 */
export const BACKUP_FILE_MODE = 0o600;
export const BACKUP_FOLDER_MODE = 0o700;

/** Makes `dir` and any missing parent, each set to 0700 outright (mkdir's mode passes through the umask). */
async function makeFolders(dir: string) {
  const first = await fs.mkdir(dir, { recursive: true, mode: BACKUP_FOLDER_MODE });
  if (first === undefined) return;
  for (let made = dir; ; made = path.dirname(made)) {
    await fs.chmod(made, BACKUP_FOLDER_MODE);
    if (made === first) return;
  }
}

/** Keys are relative paths made by this module only (`objects/<fileId>`, `backups/<stamp>/…`). */
function folderTarget(root: string): BackupTarget {
  const at = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(`${path.resolve(root)}${path.sep}`)) throw new Error(`not a backup key: ${key}`);
    return full;
  };
  // Written beside, then renamed: an interrupted run never leaves half a file under a final name.
  // Created 0600 (never copied with the source's mode), and set so before a byte is in it.
  const place = async (key: string, write: (partial: string) => Promise<void>) => {
    await makeFolders(path.dirname(at(key)));
    const partial = `${at(key)}.partial`;
    await fs.rm(partial, { force: true });
    await (await fs.open(partial, 'wx', BACKUP_FILE_MODE)).close();
    await fs.chmod(partial, BACKUP_FILE_MODE);
    await write(partial);
    await fs.rename(partial, at(key));
  };
  return {
    name: path.resolve(root),
    put: (key, bytes) => place(key, (partial) => fs.writeFile(partial, bytes)),
    putFile: (key, localFile) =>
      place(key, (partial) => pipeline(createReadStream(localFile), createWriteStream(partial))),
    copyToLocal: (key, localFile) => fs.copyFile(at(key), localFile),
    removeTree: (prefix) => fs.rm(at(prefix), { recursive: true, force: true }),
    sizeOf: async (key) => (await fs.stat(at(key)).catch(() => null))?.size ?? null,
    read: async (key) => (await fs.stat(at(key)).catch(() => null)) && createReadStream(at(key)),
  };
}

async function bucketTarget(options: S3Options): Promise<BackupTarget> {
  const bucket = (await import('../../../platform/storage/s3')).createS3Store(options, 0);
  return {
    ...bucket,
    name: `s3://${options.bucket}`,
    read: (key) => bucket.stream(key).catch(() => null),
  };
}

/** BACKUP_BUCKET (with the S3_* endpoint and keys) when set, else BACKUP_DIR or the folder given. */
export function openTarget(where: { dir: string } | { bucket: S3Options }) {
  return 'bucket' in where ? bucketTarget(where.bucket) : Promise.resolve(folderTarget(where.dir));
}
