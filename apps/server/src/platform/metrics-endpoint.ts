import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';
import { registry, requestSeconds } from './metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Times every answer by its route pattern, and serves GET /metrics to whoever holds
 * METRICS_TOKEN; without one the path does not exist (404). Registered before the contract's
 * routes: it speaks Prometheus's text format, not the envelope, and needs no session.
 */
export function registerMetrics(app: FastifyInstance, token: string | undefined) {
  app.addHook('onResponse', (req, reply, done) => {
    const route = req.routeOptions.url ?? 'unmatched';
    requestSeconds.observe({ method: req.method, route, status: reply.statusCode }, reply.elapsedTime / 1000);
    done();
  });
  if (!token) return;
  // Compared as digests, which have one length, so the comparison takes the same time whatever was sent.
  const expected = digest(`Bearer ${token}`);
  app.get('/metrics', { config: { access: 'public' } }, async (req, reply) => {
    if (!timingSafeEqual(digest(req.headers.authorization ?? ''), expected)) throw new AppError('unauthorized');
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
