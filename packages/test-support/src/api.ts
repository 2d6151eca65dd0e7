import { TOKEN_NAME } from '@stringer/shared/constants';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** A raw request, as Fastify's `inject` takes one. */
export interface Request {
  method: Method;
  url: string;
  query?: Record<string, string>;
  payload?: object;
  headers?: Record<string, string>;
  remoteAddress?: string;
}

/**
 * What the factories need of a server: Fastify's `app.inject` (API tests, in process), or
 * `overHttp` (e2e, deploy, benches: a server in another process). Every factory takes one.
 */
export interface Api {
  // biome-ignore lint/suspicious/noExplicitAny: a test reads any body's fields, as light-my-request's json() lets it.
  inject(request: Request): PromiseLike<{ statusCode: number; headers: object; json(): any }>;
}

interface Call {
  token?: string;
  body?: unknown;
  query?: Record<string, string>;
  ip?: string;
}

/** One API request: its status, JSON body and headers. */
export async function call(app: Api, method: Method, url: string, { token, body, query, ip }: Call = {}) {
  const res = await app.inject({
    method,
    url,
    ...(query ? { query } : {}),
    ...(body === undefined ? {} : { payload: body as object }),
    headers: token ? { [TOKEN_NAME]: token } : {},
    remoteAddress: ip ?? '127.0.0.1',
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers as Record<string, string | undefined> };
}

/** The `data` of a call that must succeed (code 200); throws with the whole answer otherwise. */
export async function dataOf<T>(app: Api, method: Method, url: string, options: Call = {}): Promise<T> {
  const { status, body } = await call(app, method, url, options);
  if (status !== 200 || body?.code !== 200) throw new Error(`${method} ${url}: ${status} ${JSON.stringify(body)}`);
  return body.data as T;
}

interface OverHttp {
  /**
   * Where to read the dev mailbox: it answers only loopback clients that no proxy forwarded, so
   * behind nginx it names an instance to ask directly (default: `base`).
   */
  mailbox?: string;
  /**
   * An X-Forwarded-For to send (not to the dev mailbox, which refuses relayed requests): a client
   * address of its own, for a server that trusts the proxy header, so per-IP limits stay real.
   */
  forwardedFor?: string;
}

/** An `Api` that carries each request over real HTTP to a server at `base`. */
export function overHttp(base: string, { mailbox = base, forwardedFor }: OverHttp = {}): Api {
  return {
    async inject({ method, url, query, payload, headers = {} }) {
      const toMailbox = url.startsWith('/dev/');
      const target = new URL(url, toMailbox ? mailbox : base);
      for (const [name, value] of Object.entries(query ?? {})) target.searchParams.set(name, value);
      const res = await fetch(target, {
        method,
        headers: {
          ...headers,
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...(forwardedFor && !toMailbox ? { 'x-forwarded-for': forwardedFor } : {}),
        },
        body: payload === undefined ? undefined : JSON.stringify(payload),
      });
      const text = await res.text();
      // Not Object.fromEntries(res.headers): the e2e project's DOM typings give Headers no iterator.
      const answered: Record<string, string> = {};
      res.headers.forEach((value, name) => {
        answered[name] = value;
      });
      return { statusCode: res.status, headers: answered, json: () => JSON.parse(text) };
    },
  };
}

/** A body without its request id, which differs on every answer by design (to compare two answers). */
export const withoutRequestId = ({ requestId: _, ...body }: Record<string, unknown>) => body;
