import { TOKEN_NAME } from '@stringer/shared/constants';
import type { Role } from '@stringer/shared/statuses';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors';

export interface AuthSession {
  sessionId: number;
  accountId: number;
  role: Role;
  /** Staff without the second factor the install requires: only enrolment is open to them. */
  factorMissing?: boolean;
}

/**
 * Who may call a route, declared by every route as `config: { access }`:
 * - `public`: anyone; a token is not even read.
 * - `optional`: anyone; a valid token tells who (a bad one is a visitor), for routes that show more.
 * - `signedIn`: any account, creator or staff (the caller's own account, signing out).
 * - a list of roles: those roles only; `admin` reaches every route a staff role reaches.
 */
export type Access = 'public' | 'optional' | 'signedIn' | readonly Role[];

/** The role lists routes declare, named once. A staff list lets admin in too (`reaches`). */
export const CREATOR: readonly Role[] = ['creator'];
export const REVIEWER: readonly Role[] = ['reviewer'];
export const SUPPORT: readonly Role[] = ['support'];
export const ADMIN: readonly Role[] = ['admin'];
/** Any staff member: their own console profile. */
export const STAFF: readonly Role[] = ['reviewer', 'support', 'admin'];

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthSession | null;
  }
  interface FastifyContextConfig {
    access?: Access;
    /** A `/manager` route a staff member without a required second factor may still call (their own profile). */
    withoutFactor?: boolean;
  }
  interface FastifyInstance {
    /** Every route registered after the guard, with its access: for the docs and the access sweep test. */
    accessTable: { method: string; url: string; access: Access }[];
  }
}

export interface AuthOptions {
  /** Resolves a presented token: throws `unauthorized` or `sessionInvalid` when it does not hold. */
  resolveSession(token: string): Promise<AuthSession>;
}

/** The `customId` a query or body carries, if it is an object. */
const customIdOf = (part: unknown) =>
  typeof part === 'object' && part !== null ? (part as { customId?: unknown }).customId : undefined;

/** A `customId` given as a number or digits, naming an account other than `accountId`. */
const namesSomeoneElse = (customId: unknown, accountId: number) =>
  (typeof customId === 'number' || (typeof customId === 'string' && /^\d+$/.test(customId))) &&
  Number(customId) !== accountId;

/** The signed-in user of a request whose route's access is not `public` or `optional`. */
export function sessionOf(req: FastifyRequest): AuthSession {
  if (!req.auth) throw new AppError('unauthorized');
  return req.auth;
}

export function reaches(role: Role, roles: readonly Role[]) {
  return roles.includes(role) || (role === 'admin' && roles.some((r) => r !== 'creator'));
}

const tokenOf = (req: FastifyRequest) => {
  const token = req.headers[TOKEN_NAME];
  return typeof token === 'string' && token !== '' ? token : undefined;
};

type Guard = (req: FastifyRequest) => Promise<void>;

/** Who a route lets in, checked on each of its requests: `public` and `optional` never refuse. */
function guardOf(access: Exclude<Access, 'public'>, factorFree: boolean, opts: AuthOptions): Guard {
  if (access === 'optional') {
    return async (req) => {
      const token = tokenOf(req);
      if (token) req.auth = await opts.resolveSession(token).catch(() => null);
    };
  }
  return async (req) => {
    const token = tokenOf(req);
    if (!token) throw new AppError('unauthorized');
    req.auth = await opts.resolveSession(token);
    if (access !== 'signedIn' && !reaches(req.auth.role, access)) throw new AppError('forbidden');
    // The admins' policy (decision 0052): the console answers with enrolment, nothing else.
    if (req.auth.factorMissing && !factorFree) throw new AppError('secondFactorRequired');
  };
}

/**
 * Whether a staff member without the required second factor may call the route: every route
 * outside the console, and the console's own enrolment routes. Read from the path the route was
 * registered with, the one the router matches, never from a request's URL: `/%6danager/...` is
 * `/manager/...` to the router (issue 34).
 */
const factorFree = (route: RouteOptions) => route.config?.withoutFactor === true || !route.url.startsWith('/manager');

/**
 * Refuses a route that forgot its access at start-up, says in the OpenAPI document who may call
 * it, and puts its guard first among the route's own onRequest hooks (after the app's: headers,
 * overload). A hook of the route's own knows its access: a hook of the app's would read it from
 * `req.routeOptions`, which Fastify builds anew on every read.
 */
function declare(app: FastifyInstance, route: RouteOptions, opts: AuthOptions) {
  const access = route.config?.access;
  const methods = [route.method].flat();
  if (access === undefined) {
    throw new Error(`${methods.join(',')} ${route.url} declares no access: add config: { access } (platform/auth.ts)`);
  }
  for (const method of methods) app.accessTable.push({ method, url: route.url, access });
  if (access === 'public') return;
  route.schema = {
    ...route.schema,
    security: access === 'optional' ? [{}, { token: [] }] : [{ token: [] }],
    'x-access': access,
  } as RouteOptions['schema'];
  const own = route.onRequest ? [route.onRequest].flat() : [];
  route.onRequest = [guardOf(access, factorFree(route), opts), ...own] as RouteOptions['onRequest'];
}

/** The one access guard: each route's declared access, checked before anything of the route runs. */
export default fp(async (app: FastifyInstance, opts: AuthOptions) => {
  app.decorateRequest('auth', null);
  app.decorate('accessTable', []);
  app.addHook('onRoute', (route) => declare(app, route, opts));
  // product-decisions: a customId naming someone else is refused, never served (the one place
  // for every route, the query's or the body's; read before the schema, which may drop it).
  app.addHook('preValidation', (req, _reply, done) => {
    const id = req.auth?.accountId;
    const other =
      id !== undefined && (namesSomeoneElse(customIdOf(req.query), id) || namesSomeoneElse(customIdOf(req.body), id));
    done(other ? new AppError('forbidden') : undefined);
  });
});
