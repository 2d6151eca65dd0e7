import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a download address handed to a staff member opens the original: a working session's length. */
export const CUSTODY_URL_TTL_MS = 2 * 3_600_000;

export interface CustodyClaim {
  workId: number;
  fileId: string;
  /** The staff member the address was signed for: a download through it is logged as theirs. */
  staffId: number;
  exp: number;
}

/**
 * Addresses that download a work's original for one staff member. A link a browser follows sends
 * no session, so who it is for rides inside the signature (with the work, the file and the
 * expiry): it cannot be changed to name someone else, and the route that serves it logs the
 * download as that person's (docs/decisions/0082).
 */
export function custodyUrls(secret: string, now: () => number = Date.now) {
  const sign = (c: CustodyClaim) =>
    createHmac('sha256', secret).update(`custody:${c.workId}:${c.fileId}:${c.staffId}:${c.exp}`).digest('base64url');
  return {
    url(c: Omit<CustodyClaim, 'exp'>) {
      const exp = Math.ceil((now() + CUSTODY_URL_TTL_MS) / 1000);
      const sig = sign({ ...c, exp });
      return `/web/originals/${c.workId}/${encodeURIComponent(c.fileId)}?by=${c.staffId}&exp=${exp}&sig=${sig}`;
    },
    /** True for an unexpired address signed for exactly this claim. */
    verify(c: CustodyClaim, sig: string) {
      const t = now();
      if (c.exp * 1000 < t || c.exp * 1000 > t + CUSTODY_URL_TTL_MS + 60_000) return false;
      const expected = Buffer.from(sign(c));
      const given = Buffer.from(sig);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

export type CustodyUrls = ReturnType<typeof custodyUrls>;
