import type { ApiErrorName } from '@stringer/shared/errors';
import { AppError } from './errors';
import type { Counter } from './rate-limit';

/** Spec-free choice (docs/decisions/0027): 8 wrong passwords per account and address, 15 minutes. */
export const LOGIN_FAILURES = { max: 8, windowMs: 15 * 60_000 };
/**
 * Wrong tries from one address over all accounts (docs/decisions/0074): the budget the old per-address
 * limit gave a guesser, no longer spent by the sign-ins of everyone else behind the same address.
 */
export const ADDRESS_FAILURES = { max: 60, windowMs: 15 * 60_000 };

interface Limits {
  max: number;
  windowMs: number;
}

/**
 * Failures counted per key in fixed windows: `max` of them lock the key until its window ends,
 * and a locked try is told (`kind`, with `retryAt`) when it may try again.
 */
export function failureLock(counter: Counter, group: string, kind: ApiErrorName, { max, windowMs }: Limits) {
  const keyOf = (key: string) => `${group}:${key}`;
  const locked = (resetAt: number) => new AppError(kind, undefined, new Date(resetAt));

  return {
    async assertOpen(key: string) {
      const open = await counter.peek(keyOf(key));
      if (open && open.count >= max) throw locked(open.resetAt);
    },

    /**
     * Counts a failure. Once the limit is reached, the lock's error (the try that reaches it
     * already says when to come back) and whether this try is the one that closed it (counted
     * atomically, so one try in a window is).
     */
    async failed(key: string) {
      const count = await counter.hit(keyOf(key), windowMs);
      const open = count >= max ? await counter.peek(keyOf(key)) : undefined;
      return open ? { error: locked(open.resetAt), closed: count === max } : null;
    },

    succeeded: (key: string) => counter.clear(keyOf(key)),
  };
}

/**
 * Wrong passwords (and second-step answers) counted per (account, client address) pair: someone
 * guessing from elsewhere never locks the owner out, a success forgets the count, and a locked
 * pair is told when it may try again. They count per address too, over all accounts, so that
 * one address cannot try a password on account after account; sign-ins that succeed count nowhere,
 * so an office behind one address signs in as often as it likes (docs/decisions/0074).
 */
export function loginFailures(counter: Counter) {
  const pair = failureLock(counter, 'login-fail', 'loginLocked', LOGIN_FAILURES);
  const address = failureLock(counter, 'login-fail-ip', 'tooManyRequests', ADDRESS_FAILURES);
  const keyOf = (email: string, ip: string) => `${email}:${ip}`;

  return {
    async assertOpen(email: string, ip: string) {
      await pair.assertOpen(keyOf(email, ip));
      await address.assertOpen(ip);
    },

    /** Counts a wrong try: `error`, or a lock's once one is reached (the pair's says more). */
    async failed(email: string, ip: string, error: AppError) {
      const [ofPair, ofAddress] = await Promise.all([pair.failed(keyOf(email, ip)), address.failed(ip)]);
      return ofPair?.error ?? ofAddress?.error ?? error;
    },

    /** Forgets the pair's count only: a success with one known account must not reopen the address to guessing. */
    succeeded: (email: string, ip: string) => pair.succeeded(keyOf(email, ip)),
  };
}
