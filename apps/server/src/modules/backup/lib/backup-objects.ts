import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ByteStore } from '../../../platform/storage';
import type { BackupTarget } from './backup-target';

/** An original as the manifest lists it; `mtimeMs` only for the local store (what makes a copy current). */
export interface ObjectEntry {
  fileId: string;
  key: string;
  size: number;
  sha256: string;
  mtimeMs: number | null;
}

/** Where the store keeps an original on disk: platform/storage/local.ts lays uploads flat under files/. */
export const localOriginal = (dataDir: string, key: string) => path.join(dataDir, 'files', path.basename(key));
/**
 * Where an original is kept at the target: one sealed under BACKUP_KEY is named with the key's id,
 * so turning encryption on (or changing the key) copies every original again beside the ones
 * older backups still list, instead of over them.
 */
export const objectKey = (key: string, keyId: string | null) =>
  `objects/${path.basename(key)}${keyId ? `.${keyId}.sealed` : ''}`;

export async function sha256Of(stream: Readable) {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The store's originals: files under DATA_DIR, or objects in S3_BUCKET (which stay there). */
export type Originals = { dataDir: string } | { bucket: string; store: Pick<ByteStore, 'stream' | 'sizeOf'> };

interface Source {
  originals: Originals;
  target: BackupTarget;
  /** BACKUP_KEY's id when the target seals what it is given (backup-sealing.ts). */
  keyId: string | null;
  /** The last backup's entries by key: what is unchanged is neither copied nor hashed again. */
  previous: Map<string, ObjectEntry>;
}

/** An original, listed (and for the local store, copied); null when its bytes are gone since the snapshot. */
export async function backUpObject({ originals, target, keyId, previous }: Source, fileId: string, key: string) {
  const before = previous.get(key);
  if ('store' in originals) {
    const { store } = originals;
    const size = await store.sizeOf(key);
    if (size === null) return null;
    if (before?.size === size) return { entry: before, written: 0 };
    return {
      entry: { fileId, key, size, sha256: await sha256Of(await store.stream(key)), mtimeMs: null },
      written: 0,
    };
  }
  const local = localOriginal(originals.dataDir, key);
  const stat = await fs.stat(local).catch(() => null);
  if (!stat) return null;
  const unchanged = before?.size === stat.size && before.mtimeMs === stat.mtimeMs;
  if (unchanged && (await target.sizeOf(objectKey(key, keyId))) === stat.size) return { entry: before, written: 0 };
  const sha256 = await sha256Of(createReadStream(local));
  await target.putFile(objectKey(key, keyId), local, 'application/octet-stream');
  return { entry: { fileId, key, size: stat.size, sha256, mtimeMs: stat.mtimeMs }, written: stat.size };
}

/**
 * An upload unfinished at the snapshot: the bytes it had then, short of its last byte, and tus's
 * record of it. Restored, the upload resumes where the copy ends, and its finish is then seen by
 * the restored server (which marks and probes it), never skipped.
 */
export async function backUpUnfinished(
  { dataDir, target, work }: { dataDir: string; target: BackupTarget; work: string },
  prefix: string,
  id: string,
  size: number,
) {
  const local = localOriginal(dataDir, id);
  const info = await fs.readFile(`${local}.json`).catch(() => null);
  const stat = await fs.stat(local).catch(() => null);
  if (!info || !stat) return null;
  const bytes = Math.min(stat.size, Math.max(0, size - 1));
  const part = path.join(work, `upload-${path.basename(id)}`);
  try {
    await pipeline(
      bytes > 0 ? createReadStream(local, { start: 0, end: bytes - 1 }) : createReadStream('/dev/null'),
      createWriteStream(part),
    );
    await target.putFile(`${prefix}/uploads/${id}`, part, 'application/octet-stream');
  } finally {
    await fs.rm(part, { force: true });
  }
  await target.put(`${prefix}/uploads/${id}.json`, info, 'application/json');
  return { fileId: id, bytes };
}
