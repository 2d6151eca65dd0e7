import { LIMITS } from '@stringer/shared/constants';
import { checkUpload, extensionOf, type FileKind } from '@stringer/shared/files';
import type { FileRow } from '../../db/schema';
import type { AuthSession } from '../../platform/auth';
import type { Database } from '../../platform/db/database';
import { AppError, appErrorFor } from '../../platform/errors';
import type { Jobs } from '../../platform/jobs';
import { frame, probe } from '../../platform/media';
import type { Audience, Storage } from '../../platform/storage';
import type { AuditRows } from '../audit';
import { presentFile } from './files.presenter';
import { filesRepository as repo } from './files.repository';
import { SNIFF_BYTES, sniff } from './lib/files.sniff';
import { CLEANUP_QUEUE, PROBE_QUEUE } from './lib/queues';
import { isShownPicture, makeShownCopy, servedAs } from './lib/shown-pictures';

interface Deps {
  database: Pick<Database, 'db' | 'transaction'>;
  storage: Storage;
  jobs: Pick<Jobs, 'send' | 'work'>;
  log: { warn(obj: object, msg: string): void };
  /** An upload without a byte for this long is abandoned: its row and bytes go. */
  uploadExpiryMs: number;
  /** A video passed its probe: its renditions are made from here on (modules/renditions). */
  onVideoReady(fileId: string): Promise<void>;
  /**
   * A file was judged (a picture at its last byte, a video once probed: ready or refused): its
   * owner's pages are told, the uploader waiting on it among them.
   */
  onJudged(fileId: string): Promise<void>;
  /** Its audit rows, written in the transaction of the change they record. */
  auditRows: AuditRows;
}

interface NewUpload {
  id: string;
  size: number;
  kind: string;
  filename: string;
}

const isVideo = (mime: string) => mime.startsWith('video/');

export function createFilesService({
  database: { db, transaction },
  storage,
  jobs,
  log,
  uploadExpiryMs,
  onVideoReady,
  onJudged,
  auditRows,
}: Deps) {
  /**
   * A file that is not what it says: refused by the system, logged for the creator's history, its
   * bytes removed. `figures`: what the refusal's words quote (a cut video's claimed and real ends).
   */
  const refuse = async (row: FileRow, refusedKey: string, figures?: Pick<FileRow, 'durationS' | 'refusedAtS'>) => {
    await transaction(async (tx) => {
      await repo.update(tx.db, row.id, { state: 'refused', refusedKey, ...figures });
      await auditRows.record(tx.db, {
        actorKind: 'system',
        entity: 'file',
        entityId: null,
        creatorId: row.ownerId,
        action: 'refuse',
        before: { name: row.originalName, state: row.state },
        after: { name: row.originalName, state: 'refused', refusedKey },
      });
    });
    await storage.remove(row.storageKey);
  };

  const service = {
    /** Refuses a file by its declared kind, name and size before any byte of it is stored. */
    checkNew(kind: string, filename: string, size: number) {
      const key = checkUpload(kind, filename, size);
      if (key) throw appErrorFor(key, 'file');
    },

    async register(auth: AuthSession, upload: NewUpload) {
      service.checkNew(upload.kind, upload.filename, upload.size);
      await repo.insert(db, {
        id: upload.id,
        ownerId: auth.accountId,
        kind: upload.kind as FileKind,
        originalName: upload.filename.slice(0, 255),
        size: upload.size,
        storageKey: upload.id,
      });
    },

    /** The caller's own file; anyone else's is as good as missing. */
    async own(auth: AuthSession, id: string) {
      const row = await repo.find(db, id);
      if (!row || row.ownerId !== auth.accountId) throw new AppError('fileNotExist');
      return row;
    },

    /** Evidence stays: a file that a work, clue, certification or message uses cannot be deleted. */
    async checkDeletable(id: string) {
      if (await repo.inUse(db, id)) throw new AppError('fileInUse');
    },

    /** Judges the type from the first bytes as soon as enough have arrived; refuses a fake early. */
    async sniffSoFar(id: string, offset: number, complete = false) {
      const row = await repo.find(db, id);
      if (!row || row.mime || row.state === 'refused') return row;
      if (!complete && offset < SNIFF_BYTES) return row;
      const verdict = await sniff(
        row.kind,
        extensionOf(row.originalName),
        await storage.readHead(row.storageKey, SNIFF_BYTES),
        complete,
      );
      if (!verdict) return row;
      if ('refusedKey' in verdict) {
        await refuse(row, verdict.refusedKey);
        return { ...row, state: 'refused' as const, refusedKey: verdict.refusedKey };
      }
      await repo.update(db, id, { mime: verdict.mime });
      return { ...row, mime: verdict.mime };
    },

    /** The last byte arrived: a video goes on to probing, anything else is ready. Returns a refusal key. */
    async finish(id: string, size: number) {
      const row = await service.sniffSoFar(id, size, true);
      if (!row) return 'errors.fileNotExist';
      if (row.state === 'refused') return row.refusedKey ?? 'errors.fileMismatch';
      if (row.mime && isVideo(row.mime)) {
        await repo.update(db, id, { state: 'processing' });
        await jobs.send(PROBE_QUEUE, { id });
      } else {
        // A shown picture is ready once its clean copy is: nothing serves it before, or waits for one.
        if (isShownPicture(row) && (await makeShownCopy(storage, row)) === null) {
          await refuse(row, 'errors.fileMismatch');
          return 'errors.fileMismatch';
        }
        await repo.update(db, id, { state: 'ready' });
        await onJudged(id);
      }
      return null;
    },

    /**
     * ffprobe: duration and size; a video over an hour, one that does not read, or one cut short
     * (its packets stop well before the length it claims: decisions/0075) is refused.
     */
    async probeVideo({ id }: { id: string }) {
      const row = await repo.find(db, id);
      if (row?.state !== 'processing') return;
      await judgeVideo(row);
      // The uploader waits for this word rather than asking again and again.
      await onJudged(id);
    },

    /** What a signed URL serves of a file (the caller checked the signature). */
    async readable(id: string, audience: Audience) {
      // A public page's address serves only while the file shows on one: made private, it stops.
      const row = audience === 'public' ? await repo.findShownPublicly(db, id) : await repo.find(db, id);
      if (!row || row.state === 'uploading' || row.state === 'refused') throw new AppError('fileNotExist');
      return servedAs(storage, row);
    },

    /** A picture staff published (public-images.ts), which anyone may see. */
    async published(id: string) {
      const row = await repo.findPublished(db, id);
      if (!row) throw new AppError('fileNotExist');
      return servedAs(storage, row);
    },

    async info(auth: AuthSession, id: string) {
      return presentFile(await service.own(auth, id), storage);
    },

    /** A creator's own videos; staff (reviewers, admins) any work's video, to judge it. */
    async frame(auth: AuthSession, id: string, atS: number) {
      const row = auth.role === 'creator' ? await service.own(auth, id) : await workVideo(id);
      if (!row.mime || !isVideo(row.mime) || row.state === 'refused' || row.state === 'uploading') {
        throw new AppError('thumbnail');
      }
      // Bytes gone from the store (removed out of band): a clear 410, not ffmpeg's failure.
      if ((await storage.sizeOf(row.storageKey)) === null) throw new AppError('fileGone');
      const jpeg = await frame(
        await storage.mediaSource(row.storageKey),
        Math.min(atS, Math.max(0, (row.durationS ?? atS) - 0.1)),
        row.mime,
      );
      if (!jpeg.length) throw new AppError('thumbnail');
      return jpeg;
    },

    /** Removes abandoned uploads and refused files (their bytes first, then the rows nothing uses). */
    async cleanup() {
      const now = Date.now();
      const stale = await repo.stale(db, new Date(now - uploadExpiryMs), new Date(now - 24 * 3_600_000));
      for (const file of stale) await storage.remove(file.storageKey);
      await repo.removeUnreferenced(
        db,
        stale.map((f) => f.id),
      );
      await storage.deleteExpired();
    },

    async start() {
      await jobs.work(PROBE_QUEUE, service.probeVideo);
      await jobs.work(CLEANUP_QUEUE, () => service.cleanup(), { cron: '17 * * * *' });
    },
  };
  /** Probes a video just uploaded: ready, its renditions queued, or refused with why. */
  async function judgeVideo(row: FileRow) {
    const { id } = row;
    const result = await probe(await storage.mediaSource(row.storageKey), row.mime ?? '').catch((err: unknown) => {
      log.warn({ err, id }, 'ffprobe failed');
      return undefined;
    });
    if (!result) return refuse(row, 'errors.videoUnreadable');
    if (!result.hasVideo) return refuse(row, 'errors.videoNoStream');
    if (result.durationS > LIMITS.videoMaxSeconds) return refuse(row, 'errors.videoTooLong');
    if (result.cutShortAtS !== null)
      return refuse(row, 'errors.videoCutShort', { durationS: result.durationS, refusedAtS: result.cutShortAtS });
    await repo.update(db, id, {
      state: 'ready',
      durationS: result.durationS,
      width: result.width,
      height: result.height,
      // Known before the renditions, so that a note written meanwhile counts the clip's real frames.
      frameRate: result.frameRate,
    });
    await onVideoReady(id);
  }

  async function workVideo(id: string) {
    const row = await repo.find(db, id);
    if (!row || !(await repo.isWorkVideo(db, id))) throw new AppError('fileNotExist');
    return row;
  }

  return service;
}

export type FilesService = ReturnType<typeof createFilesService>;
