import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest, onResponseHookHandler, RouteOptions } from 'fastify';
import { AppError } from './errors';
import { registry, requestSeconds } from './metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether `authorization` is `Bearer <token>`, compared as digests: one length, the same time whatever was sent. */
const holdsToken = (token: string) => {
  const expected = digest(`Bearer ${token}`);
  return (authorization: string | undefined) => timingSafeEqual(digest(authorization ?? ''), expected);
};

/**
 * Times every answer by its route pattern, and serves GET /metrics to whoever holds
 * METRICS_TOKEN; without one the path does not exist (404). Registered before the contract's
 * routes: it speaks Prometheus's text format, not the envelope, and needs no session.
 */
export function registerMetrics(app: FastifyInstance, token: string | undefined) {
  const observe = (route: string, req: FastifyRequest, reply: FastifyReply) =>
    requestSeconds.observe(req.method, route, reply.statusCode, reply.elapsedTime / 1000);
  // Each route's own hook knows its pattern; one of the app's would read it from `req.routeOptions`,
  // which Fastify builds anew on every read. The app's hook counts only what matched no route.
  app.addHook('onRoute', (route) => {
    const own = route.onResponse ? [route.onResponse].flat() : [];
    const timed: onResponseHookHandler = (req, reply, done) => {
      observe(route.url, req, reply);
      done();
    };
    route.onResponse = [...own, timed] as RouteOptions['onResponse'];
  });
  app.addHook('onResponse', (req, reply, done) => {
    if (req.is404) observe('unmatched', req, reply);
    done();
  });
  if (!token) return;
  const allowed = holdsToken(token);
  app.get('/metrics', { config: { access: 'public' } }, async (req, reply) => {
    if (!allowed(req.headers.authorization)) throw new AppError('unauthorized');
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}

/**
 * A worker serves no API: its figures (job and transcode times, its pool) are answered on a port
 * of their own (WORKER_METRICS_PORT), GET /metrics with the same token, nothing else.
 */
export async function listenForScrapes({ host, port, token }: { host: string; port: number; token: string }) {
  const allowed = holdsToken(token);
  const server = createServer((req, res) => {
    const status =
      req.url !== '/metrics' || req.method !== 'GET' ? 404 : allowed(req.headers.authorization) ? 200 : 401;
    if (status !== 200) return void res.writeHead(status).end();
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  return server;
}
