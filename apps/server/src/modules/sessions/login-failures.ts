import { AppError } from '../../platform/errors';
import type { Counter } from '../../platform/rate-limit';

/** Spec-free choice (docs/decisions/0027): 8 wrong passwords per account and address, 15 minutes. */
export const LOGIN_FAILURES = { max: 8, windowMs: 15 * 60_000 };

/**
 * Wrong passwords counted per (account, client address) pair: someone guessing from elsewhere
 * never locks the owner out, a success forgets the count, and a locked pair is told when it
 * may try again.
 */
export function loginFailures(counter: Counter, { max, windowMs } = LOGIN_FAILURES) {
  const keyOf = (email: string, ip: string) => `login-fail:${email}:${ip}`;
  const locked = (resetAt: number) => new AppError('loginLocked', undefined, new Date(resetAt));

  return {
    async assertOpen(email: string, ip: string) {
      const open = await counter.peek(keyOf(email, ip));
      if (open && open.count >= max) throw locked(open.resetAt);
    },

    /** Counts a wrong password; the try that reaches the limit already says when to come back. */
    async failed(email: string, ip: string, error: AppError) {
      const count = await counter.hit(keyOf(email, ip), windowMs);
      const open = count >= max ? await counter.peek(keyOf(email, ip)) : undefined;
      return open ? locked(open.resetAt) : error;
    },

    succeeded: (email: string, ip: string) => counter.clear(keyOf(email, ip)),
  };
}
