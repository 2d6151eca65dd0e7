import { randomUUID } from 'node:crypto';
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
export const loggerOptions = (
  level: string,
  /** Another logger (tests keep the lines, or none). */
  logger?: FastifyServerOptions['logger'],
): Pick<FastifyServerOptions, 'logger' | 'logController'> => ({
  logger: logger ?? { level, stream: pino.destination({ sync: false, minLength: 4096, periodicFlush: 250 }) },
  // Named as the error envelope names it, so a client's `requestId` finds its lines.
  logController: new OneLinePerRequest({ requestIdLogLabel: 'requestId' }),
});

/** A proxy's id is taken only when it is a short token: anything else could forge or flood log lines. */
const PROXY_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The id every log line of a request and its error envelope carry (`requestId`): the proxy's
 * `X-Request-Id` behind a trusted proxy, so one id follows the request through nginx's log too,
 * otherwise a new one.
 */
export const requestIds = (trustProxy: boolean): Pick<FastifyServerOptions, 'genReqId' | 'requestIdHeader'> => ({
  requestIdHeader: false,
  genReqId(req) {
    const given = trustProxy ? req.headers['x-request-id'] : undefined;
    return typeof given === 'string' && PROXY_REQUEST_ID.test(given) ? given : randomUUID();
  },
});
