import { isIP } from 'node:net';
import { envelope } from '@stringer/shared/schemas/common';
import { type DevMail, devMail, devMailQuery } from '@stringer/shared/schemas/mail';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, ok } from '../errors';

const loopback = (address: string | undefined) =>
  !!address &&
  (address === '::1' ||
    (isIP(address) === 4 && address.startsWith('127.')) ||
    (address.startsWith('::ffff:127.') && isIP(address) === 6));

/**
 * Headers a proxy or CDN adds to name the client it relays: RFC 7239's Forwarded, RFC 9110's Via,
 * the X-Forwarded-* family, nginx's X-Real-IP, and the client-address headers of CDNs and load
 * balancers (X-Client-IP, True-Client-IP, CF-Connecting-IP, Fastly-Client-IP,
 * X-Cluster-Client-IP, X-Original-Forwarded-For, X-Envoy-External-Address, X-Azure-ClientIP,
 * X-AppEngine-User-IP, X-ProxyUser-IP, X-Remote-Addr…). Matched by pattern, not by a list of
 * names, so that a vendor's variant of a known name is refused too.
 */
const RELAYED =
  /^via$|forwarded|real-?ip|client-?ip|connecting-?ip|user-?ip|remote-?(addr|ip)|proxy|^x-envoy-|^x-original-/;
const relayed = (name: string) => RELAYED.test(name);

/**
 * The mailbox holds every account's codes, so only someone at this machine may read it: the
 * socket's own peer (not `req.ip`, which TRUST_PROXY takes from a header) must be loopback, and any
 * forwarding header means a proxy on this machine is relaying someone else's request.
 */
function fromThisMachine(req: FastifyRequest) {
  return !Object.keys(req.headers).some(relayed) && loopback(req.raw.socket.remoteAddress);
}

/** Exists only with the dev transport: lets a developer (and the tests) read the codes mailed. */
interface Options {
  /** The mail kept for an address, newest first. */
  read(to: string): Promise<DevMail[]>;
}

export const devMailboxRoutes: FastifyPluginAsyncZod<Options> = async (app, { read }) => {
  app.get(
    '/dev/mail',
    {
      config: { access: 'public' },
      schema: {
        tags: ['dev'],
        // Exists only without SMTP_URL: no part of the API's contract (docs/openapi.json).
        hide: true,
        summary: 'Mail the dev transport kept for an address, newest first (from this machine only)',
        querystring: devMailQuery,
        response: { 200: envelope(z.array(devMail)) },
      },
      // Before validation, so that others learn nothing, not even that the query was wrong.
      onRequest: async (req) => {
        if (!fromThisMachine(req)) throw new AppError('routeNotExist');
      },
    },
    async (req) => ok(await read(req.query.to)),
  );
};
