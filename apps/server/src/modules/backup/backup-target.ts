import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { ByteStore } from '../../platform/storage';
import type { S3Options } from '../../platform/storage/s3';

/** Where backups are written: a folder, or a bucket through the storage layer's S3 code. */
export type BackupTarget = Pick<ByteStore, 'put' | 'putFile' | 'copyToLocal' | 'removeTree' | 'sizeOf'> & {
  /** A folder's path or `s3://bucket`: what the backups table records. */
  readonly name: string;
  /** A stored object's bytes; null when there is none. */
  read(key: string): Promise<Readable | null>;
};

/** Keys are relative paths made by this module only (`objects/<fileId>`, `backups/<stamp>/…`). */
function folderTarget(root: string): BackupTarget {
  const at = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(`${path.resolve(root)}${path.sep}`)) throw new Error(`not a backup key: ${key}`);
    return full;
  };
  // Written beside, then renamed: an interrupted run never leaves half a file under a final name.
  const place = async (key: string, write: (partial: string) => Promise<void>) => {
    await fs.mkdir(path.dirname(at(key)), { recursive: true });
    await write(`${at(key)}.partial`);
    await fs.rename(`${at(key)}.partial`, at(key));
  };
  return {
    name: path.resolve(root),
    put: (key, bytes) => place(key, (partial) => fs.writeFile(partial, bytes)),
    putFile: (key, localFile) => place(key, (partial) => fs.copyFile(localFile, partial)),
    copyToLocal: (key, localFile) => fs.copyFile(at(key), localFile),
    removeTree: (prefix) => fs.rm(at(prefix), { recursive: true, force: true }),
    sizeOf: async (key) => (await fs.stat(at(key)).catch(() => null))?.size ?? null,
    read: async (key) => (await fs.stat(at(key)).catch(() => null)) && createReadStream(at(key)),
  };
}

async function bucketTarget(options: S3Options): Promise<BackupTarget> {
  const bucket = (await import('../../platform/storage/s3')).createS3Store(options, 0);
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
