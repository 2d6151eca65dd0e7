import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Db } from '../db/database';
import { sharedSecret } from '../secrets';
import type { ByteStore } from './byte-store';
import { createLocalStore } from './local';
import type { S3Options } from './s3';

export type { ByteStore } from './byte-store';

export interface Storage extends ByteStore {
  /** A URL that serves the file for `ttlMs` without a session header (video elements send none). */
  signedUrl(fileId: string, ttlMs?: number): string;
  verify(fileId: string, exp: number, sig: string): boolean;
  /**
   * The query (`exp=…&sig=…`) that opens every rendition of a file, and never its original: a
   * playlist hands it on to each of its segments (modules/renditions).
   */
  renditionQuery(fileId: string, ttlMs?: number): string;
  verifyRendition(fileId: string, exp: number, sig: string): boolean;
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
  const expiry = (ttlMs: number) => Math.ceil((Date.now() + ttlMs) / 1000 / URL_EXPIRY_STEP_S) * URL_EXPIRY_STEP_S;
  const verify = (scope: string, exp: number, sig: string) => {
    if (exp * 1000 < Date.now()) return false;
    const expected = Buffer.from(sign(scope, exp));
    const given = Buffer.from(sig);
    return expected.length === given.length && timingSafeEqual(expected, given);
  };
  const renditions = (fileId: string) => `renditions/${fileId}`;
  return {
    ...bytes,
    signedUrl(fileId, ttlMs = SIGNED_TTL_MS) {
      const exp = expiry(ttlMs);
      return `/web/files/${fileId}/content?exp=${exp}&sig=${signOnce(fileId, exp)}`;
    },
    verify,
    renditionQuery(fileId, ttlMs = SIGNED_TTL_MS) {
      const exp = expiry(ttlMs);
      return `exp=${exp}&sig=${signOnce(renditions(fileId), exp)}`;
    },
    verifyRendition: (fileId, exp, sig) => verify(renditions(fileId), exp, sig),
  };
}
