import type { ApiErrorName } from '@stringer/shared/errors';
import { AppError } from '../../platform/errors';
import type { Counter } from '../../platform/rate-limit';

/** Spec-free choice (docs/decisions/0027): 8 wrong passwords per account and address, 15 minutes. */
export const LOGIN_FAILURES = { max: 8, windowMs: 15 * 60_000 };

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
 * Wrong passwords counted per (account, client address) pair: someone guessing from elsewhere
 * never locks the owner out, a success forgets the count, and a locked pair is told when it
 * may try again.
 */
export function loginFailures(counter: Counter, limits = LOGIN_FAILURES) {
  const lock = failureLock(counter, 'login-fail', 'loginLocked', limits);
  const keyOf = (email: string, ip: string) => `${email}:${ip}`;

  return {
    assertOpen: (email: string, ip: string) => lock.assertOpen(keyOf(email, ip)),

    /** Counts a wrong password: `error`, or the lock's once it is reached. */
    failed: async (email: string, ip: string, error: AppError) => (await lock.failed(keyOf(email, ip)))?.error ?? error,

    succeeded: (email: string, ip: string) => lock.succeeded(keyOf(email, ip)),
  };
}
