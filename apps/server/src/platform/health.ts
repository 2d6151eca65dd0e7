import underPressure from '@fastify/under-pressure';
import { envelope } from '@stringer/shared/schemas/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { Database } from './db/database';
import { AppError, errorBody, ok, RETRY_AFTER_S } from './errors';
import type { ByteStore } from './storage';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answered even while the process refuses work for load (the liveness probe). */
    servedWhenOverloaded?: boolean;
  }
}

interface Options {
  database: Pick<Database, 'pool'>;
  redis: Redis | undefined;
  /** The bucket, checked only when files live in S3. */
  bucket: Pick<ByteStore, 'readHead'> | undefined;
  overload: { maxEventLoopDelayMs: number; maxHeapUsedBytes: number };
}

const CHECK_TIMEOUT_MS = 2000;

function withTimeout(work: Promise<unknown>) {
  return Promise.race([
    work,
    new Promise((_, reject) => setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS).unref()),
  ]);
}

const up = z.literal('ok');
const checks = z.object({ database: up, redis: up.optional(), bucket: up.optional() });
type Check = keyof z.infer<typeof checks>;
const failed = z.object({
  code: z.literal(503),
  msg: z.string(),
  msgKey: z.string(),
  errors: z.array(z.object({ field: z.string(), msgKey: z.string() })),
  requestId: z.string(),
});

/**
 * under-pressure samples the event loop and the heap; the refusal is ours, a hook every route
 * runs: under-pressure's own reads `req.routeOptions`, which Fastify builds anew on each read
 * (3.8% of /web/custom/info's CPU under bench:api, decision 0069). Registered in a scope of its
 * own, under-pressure's hook serves no route. The options are only read once overloaded.
 */
async function refuseWhenOverloaded(app: FastifyInstance, overload: Options['overload']) {
  let overloaded = () => false;
  await app.register(async (scope) => {
    await scope.register(underPressure, {
      maxEventLoopDelay: overload.maxEventLoopDelayMs,
      maxHeapUsedBytes: overload.maxHeapUsedBytes,
    });
    overloaded = () => scope.isUnderPressure();
  });
  app.addHook('onRequest', (req, _reply, done) => {
    if (overloaded() && !req.routeOptions.config.servedWhenOverloaded) done(new AppError('unavailable'));
    else done();
  });
}

/**
 * Overload protection (503 + Retry-After, in the envelope, through the error handler, while
 * under-pressure's samples say the process is overloaded) and the two probes a load balancer or orchestrator asks: live (the process
 * answers; never refused for load, or an overloaded instance would be restarted rather than
 * relieved) and ready (it can serve: every backing service it is configured with answers).
 * Neither needs a session nor counts against a rate limit.
 */
export async function registerHealth(app: FastifyInstance, { database, redis, bucket, overload }: Options) {
  await refuseWhenOverloaded(app, overload);
  const probes: Partial<Record<Check, () => Promise<unknown>>> = {
    database: () => database.pool.query('SELECT 1'),
    ...(redis ? { redis: () => redis.ping() } : {}),
    // Reading a key that does not exist proves the bucket is there and our keys are accepted.
    ...(bucket ? { bucket: () => bucket.readHead('health-check', 1) } : {}),
  };
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/health/live',
    {
      config: { servedWhenOverloaded: true },
      schema: { tags: ['health'], summary: 'The process is up', response: { 200: envelope(z.null()) } },
    },
    async () => ok(null),
  );

  typed.get(
    '/health/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'The database, and Redis and the bucket when configured, answer (503 names what failed)',
        response: { 200: envelope(checks), 503: failed },
      },
    },
    async (req, reply) => {
      const entries = Object.entries(probes) as [Check, () => Promise<unknown>][];
      const results = await Promise.allSettled(entries.map(([, probe]) => withTimeout(probe())));
      const down = entries.filter((_, i) => results[i]?.status === 'rejected').map(([name]) => name);
      if (!down.length) return ok({ database: 'ok' as const, ...Object.fromEntries(entries.map(([n]) => [n, 'ok'])) });
      req.log.warn({ down }, 'not ready');
      const body = {
        ...errorBody(
          'unavailable',
          down.map((field) => ({ field, msgKey: 'errors.unavailable' })),
        ),
        requestId: req.id,
      };
      return reply
        .status(503)
        .header('retry-after', RETRY_AFTER_S)
        .send(body as z.infer<typeof failed>);
    },
  );
}
