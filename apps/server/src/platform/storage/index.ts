import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Db } from '../db/database';
import { sharedSecret } from '../secrets';
import type { ByteStore } from './byte-store';
import { createLocalStore } from './local';
import type { S3Options } from './s3';

export type { ByteStore } from './byte-store';

/**
 * Whom an address was signed for: the visitors of a public page, or a signed-in owner or staff
 * member (who may ask for a new one whenever they may see the file).
 */
export type Audience = 'public' | 'private';

export interface Storage extends ByteStore {
  /** A URL that serves the file for `ttlMs` without a session header (video elements send none). */
  signedUrl(fileId: string, ttlMs?: number): string;
  /** The audience an unexpired signature of this file was made for; null for a bad or expired one. */
  verify(fileId: string, exp: number, sig: string): Audience | null;
  /**
   * The query (`exp=…&sig=…`) that opens every rendition of a file, and never its original: a
   * playlist hands it on to each of its segments (modules/renditions).
   */
  renditionQuery(fileId: string, ttlMs?: number): string;
  verifyRendition(fileId: string, exp: number, sig: string): Audience | null;
  /**
   * The same addresses signed for a public page: the routes that serve them check, on every
   * request, that the file still shows on one (a work made private stops them at once).
   */
  forPublicPages: Signer;
}

/** What a presenter needs to hand out a file's addresses: its original's and its renditions'. */
export type Signer = Pick<Storage, 'signedUrl' | 'renditionQuery'>;

interface Options {
  dataDir: string;
  s3: S3Options | undefined;
  redis: Redis | undefined;
  db: Db;
  /** Abandoned uploads are removed after this long without a byte (ABANDONED_UPLOAD_HOURS). */
  uploadExpiryMs: number;
}

/**
 * Expiries are rounded up to a step, so a file's URL stays the same for that long: the browser's
 * cache serves a cover it has already seen, and a list signs each URL once per step.
 */
const URL_EXPIRY_STEP_S = 600;
const SIGNED_MEMO_SIZE = 10_000;
const SIGNED_TTL_MS = 6 * 3_600_000;
/** The longest an address is ever signed for (a chat attachment's, messages.presenter). */
export const LONGEST_URL_TTL_MS = 24 * 3_600_000;
/**
 * An expiry further ahead than the longest signing, its rounding and this much clock difference
 * between instances was never handed out: refused, whatever its signature (a leaked secret or a
 * forged far expiry must not open files for years).
 */
const CLOCK_SKEW_MS = 5 * 60_000;
const FURTHEST_EXPIRY_MS = LONGEST_URL_TTL_MS + URL_EXPIRY_STEP_S * 1000 + CLOCK_SKEW_MS;

export async function createStorage({ dataDir, s3, redis, db, uploadExpiryMs }: Options): Promise<Storage> {
  // The AWS SDK is loaded only for a bucket: it costs ~0.3 s and ~25 MB at start.
  const bytes = s3
    ? (await import('./s3')).createS3Store(s3, uploadExpiryMs, redis)
    : await createLocalStore(dataDir, uploadExpiryMs);
  const secret = await sharedSecret(db, 'file-urls');
  // A rendition's scope differs from its original's, so neither signature opens the other.
  const sign = (scope: string, exp: number) =>
    createHmac('sha256', secret).update(`${scope}:${exp}`).digest('base64url');
  const signed = new Map<string, string>();
  const signOnce = (scope: string, exp: number) => {
    const key = `${scope}:${exp}`;
    let sig = signed.get(key);
    if (sig === undefined) {
      if (signed.size >= SIGNED_MEMO_SIZE) signed.clear();
      sig = sign(scope, exp);
      signed.set(key, sig);
    }
    return sig;
  };
  const expiry = (ttlMs: number) => {
    if (ttlMs > LONGEST_URL_TTL_MS) throw new Error(`an address signed for ${ttlMs} ms would be refused`);
    return Math.ceil((Date.now() + ttlMs) / 1000 / URL_EXPIRY_STEP_S) * URL_EXPIRY_STEP_S;
  };
  const matches = (scope: string, exp: number, sig: string) => {
    const expected = Buffer.from(sign(scope, exp));
    const given = Buffer.from(sig);
    return expected.length === given.length && timingSafeEqual(expected, given);
  };
  // A public page's signature has a scope of its own: the same file's private one never passes for it.
  const scopeOf = (audience: Audience, scope: string) => (audience === 'public' ? `public:${scope}` : scope);
  const verify = (scope: string, exp: number, sig: string): Audience | null => {
    const now = Date.now();
    if (exp * 1000 < now || exp * 1000 > now + FURTHEST_EXPIRY_MS) return null;
    return (['private', 'public'] as const).find((a) => matches(scopeOf(a, scope), exp, sig)) ?? null;
  };
  const renditions = (fileId: string) => `renditions/${fileId}`;
  const signer = (audience: Audience): Signer => ({
    signedUrl(fileId, ttlMs = SIGNED_TTL_MS) {
      const exp = expiry(ttlMs);
      return `/web/files/${fileId}/content?exp=${exp}&sig=${signOnce(scopeOf(audience, fileId), exp)}`;
    },
    renditionQuery(fileId, ttlMs = SIGNED_TTL_MS) {
      const exp = expiry(ttlMs);
      return `exp=${exp}&sig=${signOnce(scopeOf(audience, renditions(fileId)), exp)}`;
    },
  });
  return {
    ...bytes,
    ...signer('private'),
    verify,
    verifyRendition: (fileId, exp, sig) => verify(renditions(fileId), exp, sig),
    forPublicPages: signer('public'),
  };
}
