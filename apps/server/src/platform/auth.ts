import { TOKEN_NAME } from '@stringer/shared/constants';
import type { Role } from '@stringer/shared/statuses';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors';

export interface AuthSession {
  sessionId: number;
  accountId: number;
  role: Role;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthSession | null;
  }
  interface FastifyInstance {
    /** onRequest hook for routes that need a signed-in user. */
    authenticate(req: FastifyRequest): Promise<void>;
    /** onRequest hook for public routes that show more to a signed-in user: a bad token is a visitor. */
    identify(req: FastifyRequest): Promise<void>;
  }
}

export interface AuthOptions {
  /** Resolves a presented token: throws `unauthorized` or `sessionInvalid` when it does not hold. */
  resolveSession(token: string): Promise<AuthSession>;
}

/** A `customId` given as a number or digits, naming an account other than `accountId`. */
const namesSomeoneElse = (customId: unknown, accountId: number) =>
  (typeof customId === 'number' || (typeof customId === 'string' && /^\d+$/.test(customId))) &&
  Number(customId) !== accountId;

/** The signed-in user of a request that passed `authenticate`. */
export function sessionOf(req: FastifyRequest): AuthSession {
  if (!req.auth) throw new AppError('unauthorized');
  return req.auth;
}

export default fp(async (app: FastifyInstance, opts: AuthOptions) => {
  app.decorateRequest('auth', null);
  app.decorate('authenticate', async (req: FastifyRequest) => {
    const token = req.headers[TOKEN_NAME];
    if (typeof token !== 'string' || token === '') throw new AppError('unauthorized');
    req.auth = await opts.resolveSession(token);
  });
  app.decorate('identify', async (req: FastifyRequest) => {
    const token = req.headers[TOKEN_NAME];
    if (typeof token === 'string' && token !== '') req.auth = await opts.resolveSession(token).catch(() => null);
  });
  // product-decisions: a customId naming someone else is refused, never served (the one place
  // for every route, the query's or the body's; read before the schema, which may drop it).
  app.addHook('preValidation', async (req) => {
    if (!req.auth) return;
    for (const part of [req.query, req.body]) {
      const customId =
        typeof part === 'object' && part !== null ? (part as { customId?: unknown }).customId : undefined;
      if (namesSomeoneElse(customId, req.auth.accountId)) throw new AppError('forbidden');
    }
  });
});
