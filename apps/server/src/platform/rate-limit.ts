import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { AppError } from './errors';

/** Counts hits of a key in fixed windows: in Redis when instances must share counts, else in memory. */
interface Counter {
  hit(key: string, windowMs: number): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateCounter: Counter;
  }
}

function memoryCounter(): Counter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [key, w] of windows) if (w.resetAt <= now) windows.delete(key);
  }, 60_000);
  sweep.unref();
  return {
    async hit(key, windowMs) {
      const now = Date.now();
      const current = windows.get(key);
      if (!current || current.resetAt <= now) {
        windows.set(key, { count: 1, resetAt: now + windowMs });
        return 1;
      }
      current.count += 1;
      return current.count;
    },
  };
}

function redisCounter(redis: Redis): Counter {
  return {
    async hit(key, windowMs) {
      const k = `stringer:rl:${key}`;
      // The first hit of a window creates the key with its expiry; every hit then counts.
      const results = await redis.multi().set(k, 0, 'PX', windowMs, 'NX').incr(k).exec();
      return Number(results?.[1]?.[1] ?? 0);
    },
  };
}

export const rateLimits = fp(async (app: FastifyInstance, { redis }: { redis: Redis | undefined }) => {
  app.decorate('rateCounter', redis ? redisCounter(redis) : memoryCounter());
});

interface Limit {
  /** Names the counter: requests with the same group and key share one budget. */
  group: string;
  max: number;
  windowMs: number;
  /** The request's IP when absent (or when the request has no such value). */
  key?: (req: FastifyRequest) => string | undefined;
}

/** A preHandler hook, so that the body is parsed and a limit may key on an address in it. */
export function limit(app: FastifyInstance, { group, max, windowMs, key }: Limit) {
  return async (req: FastifyRequest) => {
    const count = await app.rateCounter.hit(`${group}:${key?.(req) ?? req.ip}`, windowMs);
    if (count > max) throw new AppError('tooManyRequests');
  };
}

/** Reads a lower-cased address from the body, for limits per address. */
export function bodyAddress(field: string) {
  return (req: FastifyRequest) => {
    const value = (req.body as Record<string, unknown> | undefined)?.[field];
    return typeof value === 'string' ? value.trim().toLowerCase() : undefined;
  };
}
