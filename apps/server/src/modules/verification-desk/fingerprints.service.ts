import { createHash } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { eq } from 'drizzle-orm';
import { files } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { GiveUp, type Jobs } from '../../platform/jobs';
import { inBackground, MediaError, MediaTimeout, probeDetailed, signatureFrames } from '../../platform/media';
import type { ByteStore } from '../../platform/storage';
import { type Fingerprint, fingerprintsRepository as repo } from './fingerprints.repository';
import { bandsOf, framesOf, framesText, isFlat, phash, similarity, wordsOf } from './lib/phash';
import { FINGERPRINT_QUEUE } from './lib/queues';

/** A video whose frames are this much (of its own) in another is shown as seen before. */
export const MIN_SIMILARITY = 0.3;
/**
 * Bands a candidate shares with a video of `frames` hashes at least: two (one for a one-frame
 * video), and one for every 8 frames of a longer one. A near frame (≤ 10 bits) keeps at least one
 * of its 4 bands whole in most cases and a re-encoded one (≤ 3 bits) nearly always, so a copy of a
 * third of the frames passes; an unrelated video shares 0.06 bands on average, and rarely 2.
 */
export const leastShared = (frames: number) => Math.min(frames, Math.max(2, Math.ceil(frames / 8)));
/** Videos without a fingerprint queued by each hourly run at most. */
const BACKFILL_BATCH = 1000;

interface Deps {
  database: Pick<Database, 'db'>;
  storage: Pick<ByteStore, 'stream' | 'mediaSource'>;
  jobs: Pick<Jobs, 'send' | 'work'>;
}

export interface Match {
  fileId: string;
  similarity: number;
  exact: boolean;
}

/**
 * "Seen before?" (issue 39, docs/decisions/0082): each video's fingerprint, made by a job of its
 * own once its probe accepts it, and the videos already held that it matches.
 */
export function createFingerprintsService({ database: { db }, storage, jobs }: Deps) {
  const sha256Of = async (key: string) => {
    const hash = createHash('sha256');
    await pipeline(await storage.stream(key), hash);
    return hash.digest('hex');
  };

  const service = {
    /** Queues a video's fingerprint: called with its renditions once the probe accepted it. */
    queue: (fileId: string) => jobs.send(FINGERPRINT_QUEUE, { fileId }, undefined, { singletonKey: fileId }),

    /**
     * The job: the original's SHA-256 and its sampled frames' hashes, stored with their bands. The
     * hourly run without a file queues the ready videos that have none (those sent before).
     */
    async make({ fileId }: { fileId?: string }) {
      if (!fileId) {
        const missing = await repo.unfingerprinted(db, BACKFILL_BATCH);
        for (const id of missing) await service.queue(id);
        return { queued: missing.length };
      }
      const [row] = await db.select().from(files).where(eq(files.id, fileId));
      if (!row?.mime?.startsWith('video/') || row.state !== 'ready') return;
      const src = await storage.mediaSource(row.storageKey);
      try {
        const meta = await probeDetailed(src, row.mime);
        // Below a first step running beside it, as a ladder is (decision 0081).
        const [sha256, frames] = await Promise.all([
          sha256Of(row.storageKey),
          inBackground(() => signatureFrames(src, row.mime as string, meta)),
        ]);
        // Flat frames (black, a title card's colour) would match every other video's.
        const hashes = frames.filter((gray) => !isFlat(gray)).map(phash);
        await repo.save(db, { fileId, sha256, frames: framesText(hashes) }, hashes.flatMap(bandsOf));
        return { frames: hashes.length };
      } catch (err) {
        // A file the probe accepted but ffmpeg cannot read: trying again will not help.
        if (err instanceof MediaError && !(err instanceof MediaTimeout)) throw new GiveUp(err.message);
        throw err;
      }
    },

    /**
     * The videos already held that `mine` matches: the same bytes (exact), or frames close enough
     * (share of mine with a near frame in theirs ≥ MIN_SIMILARITY), closest first.
     */
    async matches(mine: Fingerprint): Promise<Match[]> {
      const hashes = framesOf(mine.frames);
      const words = wordsOf(mine.frames);
      const [candidates, copies] = await Promise.all([
        repo.candidates(db, hashes.flatMap(bandsOf), leastShared(hashes.length), mine.id),
        repo.sameBytes(db, mine.sha256, mine.id),
      ]);
      const found = new Map<string, Match>();
      for (const copy of copies) found.set(copy.fileId, { fileId: copy.fileId, similarity: 1, exact: true });
      for (const other of candidates) {
        if (found.has(other.fileId)) continue;
        const share = similarity(words, wordsOf(other.frames));
        if (share >= MIN_SIMILARITY) found.set(other.fileId, { fileId: other.fileId, similarity: share, exact: false });
      }
      return [...found.values()].sort((a, b) => Number(b.exact) - Number(a.exact) || b.similarity - a.similarity);
    },

    /** The queue and its hourly run; `concurrency` 0 runs no fingerprint here (WEB_WORKER=false: media work is the workers'). */
    async start(concurrency = 1) {
      await jobs.work(FINGERPRINT_QUEUE, service.make, { retryLimit: 3, cron: '41 * * * *', concurrency });
    },
  };
  return service;
}

export type FingerprintsService = ReturnType<typeof createFingerprintsService>;
