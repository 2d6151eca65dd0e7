import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type CaptureFacts, NO_CAPTURE_FACTS } from '@stringer/shared/schemas/capture-facts';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { MediaError, probeDetailed } from '../../platform/media';
import { type CaptureTags, readCaptureTags } from '../../platform/media/capture';
import { keyframes } from '../../platform/media/keyframes';
import type { ByteStore } from '../../platform/storage';
import type { AreasService } from '../areas';
import { captureRepository as repo } from './capture.repository';
import { boundedTags, captureFactsOf, captureFlags } from './lib/capture-facts';
import { placeFacts } from './lib/place';
import { zip } from './lib/zip';

interface Deps {
  database: Pick<Database, 'db'>;
  /** The originals, read in place (a path, or a signed address on S3). */
  storage: Pick<ByteStore, 'mediaSource' | 'sizeOf'>;
  log: { warn(obj: object, msg: string): void };
  /** The work's stated place, found in the area lists with its point (docs/decisions/0082). */
  areas: Pick<AreasService, 'placeNamed'>;
}

interface Original {
  fileId: string;
  storageKey: string;
  mime: string | null;
  state: string;
}

/** "keyframe-03-01m02.5s.jpg": its place in the zip and in the video. */
export const keyframeName = (index: number, atS: number) => {
  const minutes = Math.floor(atS / 60);
  const seconds = (atS - minutes * 60).toFixed(1).padStart(4, '0');
  return `keyframe-${String(index + 1).padStart(2, '0')}-${String(minutes).padStart(2, '0')}m${seconds}s.jpg`;
};

/**
 * Capture facts and keyframes of a work's videos for the verification desk (issue 39,
 * docs/decisions/0082): the writer tags are read from each original once it passes the probe
 * (`record`, called by the files module's onVideoReady), or when first asked for a video probed
 * before the desk existed; the facts and flags are derived from them against the work's claim.
 */
export function createCaptureService({ database: { db }, storage, log, areas }: Deps) {
  /** The tags of a ready original; null when it cannot be read; undefined while it is not ready. */
  const readTags = async (row: Original): Promise<CaptureTags | null | undefined> => {
    if (!row.mime || row.state !== 'ready') return undefined;
    try {
      return boundedTags(await readCaptureTags(await storage.mediaSource(row.storageKey), row.mime));
    } catch (err) {
      if (!(err instanceof MediaError)) throw err;
      log.warn({ err, fileId: row.fileId }, 'capture facts: the original could not be read');
      return null;
    }
  };

  const workVideo = async (workId: number, fileId: string) => {
    if (!(await repo.claim(db, workId))) throw new AppError('workNotExist');
    const row = await repo.workVideo(db, workId, fileId);
    if (!row) throw new AppError('fileNotExist');
    return row;
  };

  return {
    /** Reads and keeps a video's writer tags: at the probe, once it passed (a no-op for anything else). */
    async record(fileId: string) {
      const row = await repo.file(db, fileId);
      const tags = row ? await readTags(row) : undefined;
      if (row && tags !== undefined) await repo.save(db, fileId, tags);
    },

    /**
     * Each video of the work: its capture facts and their flags against the work's claim, by file
     * id. A video not yet readable (still being probed) has no facts and says so.
     */
    async factsOf(workId: number): Promise<Map<string, CaptureFacts>> {
      const claim = await repo.claim(db, workId);
      if (!claim) throw new AppError('workNotExist');
      const stated = claim.location?.trim() || null;
      const [videos, lookup] = await Promise.all([
        repo.videos(db, workId),
        stated ? areas.placeNamed(stated, claim.countryId) : undefined,
      ]);
      const statedPlace = lookup?.place ?? null;
      const facts = new Map<string, CaptureFacts>();
      for (const video of videos) {
        let tags = video.tags;
        if (!video.readAt) {
          const read = await readTags(video);
          if (read !== undefined) await repo.save(db, video.fileId, read);
          tags = read ?? null;
          if (read === undefined) {
            facts.set(video.fileId, {
              ...NO_CAPTURE_FACTS,
              statedPlace,
              flags: [{ key: 'notReadYet', values: {}, level: 'note' }],
            });
            continue;
          }
        }
        if (!tags) {
          facts.set(video.fileId, {
            ...NO_CAPTURE_FACTS,
            statedPlace,
            flags: [{ key: 'unreadable', values: {}, level: 'note' }],
          });
          continue;
        }
        const found = captureFactsOf(tags);
        const place = placeFacts(found.location, stated, lookup);
        facts.set(video.fileId, { ...found, ...place, flags: [...captureFlags(found, claim), ...place.flags] });
      }
      return facts;
    },

    /**
     * The video's distinct keyframes (the first frame and the strongest scene changes, at most 20)
     * as JPEGs in a zip, for a reverse image search elsewhere. Decoded from the original, here.
     */
    async keyframesZip(workId: number, fileId: string): Promise<{ filename: string; zip: Buffer }> {
      const row = await workVideo(workId, fileId);
      if (!row.mime || row.state !== 'ready') throw new AppError('fileNotExist');
      if ((await storage.sizeOf(row.storageKey)) === null) throw new AppError('fileGone');
      const src = await storage.mediaSource(row.storageKey);
      const tmp = await mkdtemp(path.join(tmpdir(), 'stringer-keyframes-'));
      try {
        const meta = await probeDetailed(src, row.mime);
        const frames = await keyframes(src, row.mime, meta, tmp);
        const entries = frames.map((f, i) => ({ name: keyframeName(i, f.atS), data: f.jpeg }));
        return { filename: `work-${workId}-keyframes.zip`, zip: zip(entries) };
      } catch (err) {
        if (err instanceof MediaError) throw new AppError('thumbnail');
        throw err;
      } finally {
        await rm(tmp, { recursive: true, force: true });
      }
    },
  };
}

export type CaptureService = ReturnType<typeof createCaptureService>;
