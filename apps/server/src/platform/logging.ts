import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import pino from 'pino';

/**
 * Logs written asynchronously: pino's default writes each line with a blocking write(2), which
 * under load held the event loop on every request. Lines queued while a write is under way go out
 * together in the next one; pino flushes what is left when the process exits.
 */
export const loggerOptions = (level: string): FastifyServerOptions['logger'] => ({
  level,
  stream: pino.destination({ sync: false }),
});

/** One line per request, when it has been answered (Fastify's own logging writes two). */
export function registerRequestLog(app: FastifyInstance) {
  app.addHook('onResponse', async (req, reply) => {
    req.log.info(
      { method: req.method, url: req.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request completed',
    );
  });
}
