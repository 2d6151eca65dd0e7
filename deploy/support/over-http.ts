import type { FastifyInstance, InjectOptions } from 'fastify';

/**
 * What the API tests' factories need of an app (`inject`), carried over real HTTP to a server in
 * another process, so the same sign-up and upload helpers drive a deployed build. The dev
 * mailbox answers only loopback clients that no proxy forwarded: behind nginx, `mailbox` names an
 * instance to ask it directly.
 */
export function overHttp(base: string, mailbox = base): FastifyInstance {
  const inject = async ({ method = 'GET', url = '/', query, payload, headers = {} }: InjectOptions) => {
    // The factories pass every URL as a string.
    const path = url as string;
    const target = new URL(path, path.startsWith('/dev/mail') ? mailbox : base);
    for (const [name, value] of Object.entries(query ?? {})) target.searchParams.set(name, String(value));
    const res = await fetch(target, {
      method,
      headers: {
        ...(headers as Record<string, string>),
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: payload === undefined ? undefined : JSON.stringify(payload),
    });
    const body = await res.text();
    return { statusCode: res.status, headers: Object.fromEntries(res.headers), body, json: () => JSON.parse(body) };
  };
  return { inject } as unknown as FastifyInstance;
}
