import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import pino from 'pino';

/** One line per request, written when it is answered, with what Fastify's "incoming request" line said. */
class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) return super.requestCompleted(error, request, reply);
    reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/**
 * Logs written asynchronously, one line per request: pino's default wrote each line with a
 * blocking write(2), two lines per request, holding the event loop under load. Lines are
 * gathered until 4 KiB or a quarter second, whichever comes first, and written together: a write
 * per line cost 6.6% of the server's CPU at load (a V8 profile under bench:api, docs/decisions/0037).
 * pino flushes the rest at exit.
 */
export const loggerOptions = (level: string): Pick<FastifyServerOptions, 'logger' | 'logController'> => ({
  logger: { level, stream: pino.destination({ sync: false, minLength: 4096, periodicFlush: 250 }) },
  logController: new OneLinePerRequest(),
});
