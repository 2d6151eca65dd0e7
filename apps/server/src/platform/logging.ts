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
 * blocking write(2), two lines per request, holding the event loop under load. Lines queued
 * while a write is under way go out together in the next; pino flushes the rest at exit.
 */
export const loggerOptions = (level: string): Pick<FastifyServerOptions, 'logger' | 'logController'> => ({
  logger: { level, stream: pino.destination({ sync: false }) },
  logController: new OneLinePerRequest(),
});
