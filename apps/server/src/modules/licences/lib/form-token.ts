import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Sooner than this after the page was read, a filled-in form is a robot's (docs/decisions/0060). */
export const MIN_FILL_MS = 3_000;
/** A page left open longer asks to be read again. */
export const MAX_FORM_AGE_MS = 24 * 3_600_000;

const signature = (secret: string, workId: number, issuedAt: number, nonce: string) =>
  createHmac('sha256', secret).update(`licence:${workId}:${issuedAt}:${nonce}`).digest('base64url');

/**
 * The licence form's token, handed out with a public work's page: when, for which work, signed.
 * A nonce of its own, since each token is taken once: two readers of a work's page in the same
 * millisecond had the same token, and the second one's request was refused as sent before.
 */
export const issueFormToken = (secret: string, workId: number, now = Date.now()) => {
  const nonce = randomBytes(9).toString('base64url');
  return `${now}.${nonce}.${signature(secret, workId, now, nonce)}`;
};

/** Why a token is refused: none, too soon (typed faster than a person), or expired / not ours. */
export function checkFormToken(secret: string, workId: number, token: string, now = Date.now()) {
  const [at, nonce = '', sig = ''] = token.split('.');
  const issuedAt = Number(at);
  const expected = Buffer.from(signature(secret, workId, issuedAt, nonce));
  const given = Buffer.from(sig);
  if (!Number.isSafeInteger(issuedAt) || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return 'expired' as const;
  }
  if (now - issuedAt < MIN_FILL_MS) return 'tooFast' as const;
  if (now - issuedAt > MAX_FORM_AGE_MS) return 'expired' as const;
  return null;
}
