import { z } from 'zod';
import { captureFacts } from './capture-facts';
import { contentCredentials } from './content-credentials';
import { checklist, custody } from './verification-checklist';

/**
 * The verification desk (issue 39, docs/decisions/0082): `GET /manager/works/{worksId}/verification`,
 * what a reviewer or admin is shown of a work's videos before deciding. Staff only: a creator never
 * sees it. Each slice of the desk adds its fields to `verificationFile` or `verificationDesk`.
 */

/** Another video already held whose frames are close to this one's ("Seen before?"). */
export const verificationMatch = z.object({
  /** The work that video belongs to; null when it is in no work (a clue's media, or not attached yet). */
  worksId: z.number().nullable(),
  fileId: z.string(),
  /** Share (0..1) of this video's sampled frames with a near frame in the other, in any order. */
  similarity: z.number(),
  /** The same bytes: both originals have the same SHA-256. */
  exact: z.boolean(),
  /** When the other video was uploaded (ISO 8601). */
  uploadedAt: z.string(),
  /** Its creator's name. */
  creatorName: z.string(),
  /** The same creator as this work's: their other work rather than someone else's. */
  sameCreator: z.boolean(),
  /** The two posters, side by side: this video's and the other's (signed URLs; null until made). */
  posterUrl: z.string().nullable(),
  matchPosterUrl: z.string().nullable(),
});
export type VerificationMatch = z.infer<typeof verificationMatch>;

/** One video of the work. */
export const verificationFile = z.object({
  fileId: z.string(),
  /** SHA-256 of the original (hex); null until its fingerprint is made. */
  sha256: z.string().nullable(),
  /** Whether the fingerprint exists yet: without it, `matches` is empty because nothing was compared. */
  fingerprinted: z.boolean(),
  /** Closest first; exact copies first of all. */
  matches: z.array(verificationMatch),
  /** Capture facts (capturedAt, location, device, encoder) and their flags against the claim: capture-facts.ts. */
  ...captureFacts.shape,
  /** Content Credentials (C2PA) embedded in the original; null when it carries none: content-credentials.ts. */
  credentials: contentCredentials.nullable(),
});
export type VerificationFile = z.infer<typeof verificationFile>;

export const verificationDesk = z.object({
  worksId: z.number(),
  files: z.array(verificationFile),
  /** The newsroom's checklist, as it stands and as it stood at the pass: verification-checklist.ts. */
  checklist,
  /** The chain of custody: the originals to download (signed for the caller) and who downloaded which, when. */
  custody,
});
export type VerificationDesk = z.infer<typeof verificationDesk>;
