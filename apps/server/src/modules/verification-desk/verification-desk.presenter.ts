import { type CaptureFacts, NO_CAPTURE_FACTS } from '@stringer/shared/schemas/capture-facts';
import type { ContentCredentials } from '@stringer/shared/schemas/content-credentials';
import type { VerificationFile, VerificationMatch } from '@stringer/shared/schemas/verification-desk';
import type { FileRow } from '../../db/schema';
import type { Storage } from '../../platform/storage';
import { presentMedia } from '../renditions';
import type { Fingerprint, HeldVideo } from './fingerprints.repository';
import type { Match } from './fingerprints.service';

type Signer = Pick<Storage, 'renditionQuery'>;

/** A video's poster as the player shows it (signed), or null until made. */
export const posterOf = (row: FileRow, storage: Signer) => presentMedia(row, storage)?.posterUrl ?? null;

export function presentMatch(
  match: Match,
  held: HeldVideo,
  posters: { mine: string | null; theirs: string | null },
  ownerId: number,
): VerificationMatch {
  return {
    worksId: held.worksId,
    fileId: match.fileId,
    similarity: Math.round(match.similarity * 100) / 100,
    exact: match.exact,
    uploadedAt: held.uploadedAt.toISOString(),
    creatorName: held.creatorName,
    sameCreator: held.ownerId === ownerId,
    posterUrl: posters.mine,
    matchPosterUrl: posters.theirs,
  };
}

/** One video of the work: its fingerprint's part ("Seen before?"), its capture facts and its Content Credentials. */
export const presentVerificationFile = (
  row: FileRow,
  fingerprint: Fingerprint | undefined,
  matches: VerificationMatch[],
  capture: CaptureFacts | undefined,
  credentials: ContentCredentials | null,
): VerificationFile => ({
  fileId: row.id,
  sha256: fingerprint?.sha256 ?? null,
  fingerprinted: fingerprint !== undefined,
  matches,
  ...(capture ?? NO_CAPTURE_FACTS),
  credentials,
});
