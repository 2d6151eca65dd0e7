import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { AppError } from './errors';

/** Counts hits of a key in fixed windows: in Redis when instances must share counts, else in memory. */
export interface Counter {
  hit(key: string, windowMs: number): Promise<number>;
  /** A key's count in its open window and when that window ends (ms); undefined when none is open. */
  peek(key: string): Promise<{ count: number; resetAt: number } | undefined>;
  clear(key: string): Promise<void>;
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
    async peek(key) {
      const current = windows.get(key);
      return current && current.resetAt > Date.now() ? { ...current } : undefined;
    },
    async clear(key) {
      windows.delete(key);
    },
  };
}

function redisCounter(redis: Redis): Counter {
  const name = (key: string) => `stringer:rl:${key}`;
  return {
    async hit(key, windowMs) {
      const k = name(key);
      // The first hit of a window creates the key with its expiry; every hit then counts.
      const results = await redis.multi().set(k, 0, 'PX', windowMs, 'NX').incr(k).exec();
      return Number(results?.[1]?.[1] ?? 0);
    },
    async peek(key) {
      const [count, ttl] = (await redis.multi().get(name(key)).pttl(name(key)).exec()) ?? [];
      const ms = Number(ttl?.[1]);
      return count?.[1] != null && ms > 0 ? { count: Number(count[1]), resetAt: Date.now() + ms } : undefined;
    },
    async clear(key) {
      await redis.del(name(key));
    },
  };
}

export const counterFor = (redis: Redis | undefined) => (redis ? redisCounter(redis) : memoryCounter());

export const rateLimits = fp(async (app: FastifyInstance, { redis }: { redis: Redis | undefined }) => {
  app.decorate('rateCounter', counterFor(redis));
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
