import { z } from 'zod';

/**
 * Content Credentials (C2PA) found in a video's original (issue 39, docs/decisions/0082): what
 * the verification desk shows of a signed history. Staff only, like the rest of the desk.
 */

/**
 * How the manifest store checked out:
 * - `valid`: the signature and every hash hold, and the signer chains to a trusted certificate;
 * - `unknownSigner`: they hold, but the signer is not one this install trusts (C2PA_TRUST_ANCHORS);
 * - `invalid`: a signature or a hash does not hold (the file changed after signing, or a forged claim);
 * - `unreadable`: a manifest store is there but cannot be read;
 * - `notChecked`: it could not be checked in time.
 */
export const credentialsState = z.enum(['valid', 'unknownSigner', 'invalid', 'unreadable', 'notChecked']);
export type CredentialsState = z.infer<typeof credentialsState>;

/** One action of the active manifest: c2pa.created, c2pa.edited, c2pa.cropped… */
export const credentialsAction = z.object({
  /** The C2PA action id, e.g. `c2pa.created` (shown in words when known, else as it is). */
  action: z.string(),
  /** The program that did it, as the manifest names it. */
  softwareAgent: z.string().nullable(),
  /** The IPTC digital source type's last word (`digitalCapture`, `trainedAlgorithmicMedia`…). */
  sourceType: z.string().nullable(),
  /** When, as the manifest says (ISO 8601). */
  when: z.string().nullable(),
});
export type CredentialsAction = z.infer<typeof credentialsAction>;

export const contentCredentials = z.object({
  state: credentialsState,
  /** The signing certificate's organisation and common name, as the manifest carries them. */
  signer: z.string().nullable(),
  /** The signature's trusted time stamp (ISO 8601), when the manifest has one. */
  signedAt: z.string().nullable(),
  /** The program that made the claim (name and version). */
  claimGenerator: z.string().nullable(),
  actions: z.array(credentialsAction),
  /** What failed the checks, as C2PA's status codes (e.g. `assertion.bmffHash.mismatch`). */
  failures: z.array(z.string()),
});
export type ContentCredentials = z.infer<typeof contentCredentials>;

/**
 * What a public page shows of a video's Content Credentials: only valid ones (a trusted signer,
 * every check holding), who signed them and with what. Never the rest of the evidence.
 */
export const publicCredentials = z.object({
  signer: z.string().nullable(),
  claimGenerator: z.string().nullable(),
});
export type PublicCredentials = z.infer<typeof publicCredentials>;
