import type { VerificationDesk } from '@stringer/shared/schemas/verification-desk';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import type { Storage } from '../../platform/storage';
import type { CaptureService } from './capture.service';
import type { CredentialsService } from './credentials.service';
import { type HeldVideo, fingerprintsRepository as repo } from './fingerprints.repository';
import type { FingerprintsService } from './fingerprints.service';
import { posterOf, presentMatch, presentVerificationFile } from './verification-desk.presenter';

/** Matches listed per video at most: the closest. */
const MAX_MATCHES = 10;

interface Deps {
  database: Pick<Database, 'db'>;
  storage: Pick<Storage, 'renditionQuery'>;
  fingerprints: Pick<FingerprintsService, 'matches'>;
  capture: Pick<CaptureService, 'factsOf'>;
  credentials: Pick<CredentialsService, 'ofVideos'>;
}

/**
 * The verification desk (issue 39, docs/decisions/0082): what a reviewer or admin is shown of a
 * work's videos before deciding. Staff only (the route lets no one else in); a work that does not
 * exist is as good as missing.
 */
export function createVerificationDeskService({ database: { db }, storage, fingerprints, capture, credentials }: Deps) {
  return {
    // The checklist and custody are the checklist service's, added by the route (they need the caller).
    async desk(worksId: number): Promise<Omit<VerificationDesk, 'checklist' | 'custody'>> {
      const work = await repo.work(db, worksId);
      if (!work) throw new AppError('workNotExist');
      const videos = (await repo.workVideos(db, worksId)).map((v) => v.file);
      const prints = new Map(
        (
          await repo.ofFiles(
            db,
            videos.map((v) => v.id),
          )
        ).map((f) => [f.fileId, f]),
      );
      const found = await Promise.all(
        videos.map(async (v) => {
          const print = prints.get(v.id);
          return print ? (await fingerprints.matches(print)).slice(0, MAX_MATCHES) : [];
        }),
      );
      const captured = await capture.factsOf(worksId);
      const signed = await credentials.ofVideos(
        videos.map((v) => ({ fileId: v.id, storageKey: v.storageKey, mime: v.mime, state: v.state })),
      );
      const held = new Map(
        (await repo.held(db, [...new Set(found.flat().map((m) => m.fileId))])).map((h) => [h.file.id, h]),
      );
      return {
        worksId,
        files: videos.map((video, i) => {
          const mine = posterOf(video, storage);
          const matches = (found[i] ?? []).flatMap((match) => {
            const other = held.get(match.fileId);
            if (!other) return [];
            const heldVideo: HeldVideo = {
              fileId: other.file.id,
              worksId: other.worksId,
              uploadedAt: other.file.createdAt,
              ownerId: other.file.ownerId,
              creatorName: other.creatorName,
            };
            return [presentMatch(match, heldVideo, { mine, theirs: posterOf(other.file, storage) }, work.ownerId)];
          });
          return presentVerificationFile(
            video,
            prints.get(video.id),
            matches,
            captured.get(video.id),
            signed.get(video.id) ?? null,
          );
        }),
      };
    },
  };
}

export type VerificationDeskService = ReturnType<typeof createVerificationDeskService>;
