import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ContentCredentials, PublicCredentials } from '@stringer/shared/schemas/content-credentials';
import { hasManifestBox } from '../../platform/c2pa/manifest-box';
import { ManifestUnreadable, readManifestStore } from '../../platform/c2pa/read';
import type { Database } from '../../platform/db/database';
import type { ByteStore } from '../../platform/storage';
import { rangeReader } from '../../platform/storage/growing-copy';
import { captureRepository } from './capture.repository';
import { credentialsRepository as repo } from './credentials.repository';
import { summarize, unjudged } from './lib/credentials-summary';

interface Deps {
  database: Pick<Database, 'db'>;
  storage: Pick<ByteStore, 'mediaSource' | 'stream' | 'sizeOf' | 'copyToLocal'>;
  /** PEM certificates whose signers count as trusted (C2PA_TRUST_ANCHORS); none: every signer is unknown. */
  trustAnchors?: string;
  log: { warn(obj: object, msg: string): void };
  /** A read that takes longer is given up and shown as not checked (a 1.5 GB video takes ~10 s here). */
  timeLimitMs?: number;
}

interface Original {
  fileId: string;
  storageKey: string;
  mime: string | null;
  state: string;
}

/**
 * Content Credentials (C2PA) of a work's videos for the verification desk (issue 39,
 * docs/decisions/0082): read from each original once it passes the probe (`record`, called by the
 * files module's onVideoReady), or when first asked for a video probed before the desk read them.
 * Most videos carry none: that is found from the top-level box headers alone.
 */
export function createCredentialsService({ database: { db }, storage, trustAnchors, log, timeLimitMs = 60_000 }: Deps) {
  /** c2pa-rs reads local files: an original on S3 is copied for it (only when it carries a manifest). */
  const onDisk = async <T>(key: string, work: (file: string) => Promise<T>) => {
    const src = await storage.mediaSource(key);
    if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(src)) return work(src);
    const tmp = await mkdtemp(path.join(tmpdir(), 'stringer-credentials-'));
    try {
      const file = path.join(tmp, 'original');
      await storage.copyToLocal(key, file);
      return await work(file);
    } finally {
      await rm(tmp, { recursive: true, force: true });
    }
  };

  /** A ready original's credentials; null when it carries none; undefined while it is not ready. */
  const read = async (row: Original): Promise<ContentCredentials | null | undefined> => {
    if (!row.mime || row.state !== 'ready') return undefined;
    const size = await storage.sizeOf(row.storageKey);
    if (size === null || !(await hasManifestBox(size, rangeReader(storage, row.storageKey)))) return null;
    const mime = row.mime;
    try {
      return summarize(
        await onDisk(row.storageKey, (file) => readManifestStore(file, mime, { trustAnchors, timeLimitMs })),
      );
    } catch (err) {
      log.warn({ err, fileId: row.fileId }, 'content credentials: the manifest store could not be checked');
      return unjudged(err instanceof ManifestUnreadable ? 'unreadable' : 'notChecked');
    }
  };

  const readAndKeep = async (row: Original) => {
    const credentials = await read(row);
    if (credentials !== undefined) await repo.save(db, row.fileId, credentials);
    return credentials ?? null;
  };

  return {
    /** Reads and keeps a video's credentials: at the probe, once it passed (a no-op for anything else). */
    async record(fileId: string) {
      const row = await captureRepository.file(db, fileId);
      if (row) await readAndKeep(row);
    },

    /** What a public page shows of a work's credentials: a valid one's signer and generator, or null. */
    async publicOf(workId: number): Promise<PublicCredentials | null> {
      const valid = await repo.validOfWork(db, workId);
      return valid ? { signer: valid.signer, claimGenerator: valid.claimGenerator } : null;
    },

    /** Each video's credentials by file id (null: none), read now for one never read. */
    async ofVideos(videos: Original[]): Promise<Map<string, ContentCredentials | null>> {
      const held = await repo.ofFiles(
        db,
        videos.map((v) => v.fileId),
      );
      for (const video of videos) if (!held.has(video.fileId)) held.set(video.fileId, await readAndKeep(video));
      return held;
    },
  };
}

export type CredentialsService = ReturnType<typeof createCredentialsService>;
