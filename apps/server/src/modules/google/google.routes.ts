import { envelope } from '@stringer/shared/schemas/common';
import { signInResponses } from '@stringer/shared/schemas/factors';
import { googleConfig, googleLoginBody } from '@stringer/shared/schemas/google';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/errors';
import { limit } from '../../platform/rate-limit';
import { signInAnswer } from '../sessions';
import type { GoogleService } from './google.service';

export const googleRoutes: FastifyPluginAsyncZod<{ google: GoogleService }> = async (app, { google }) => {
  app.get(
    '/api/account/google/config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['sessions'],
        summary: "What the web app needs to show Google's button (null client id: not configured)",
        response: { 200: envelope(googleConfig) },
      },
    },
    async () => ok({ clientId: google.clientId }),
  );

  app.post(
    '/api/account/google/login',
    {
      config: { access: 'public' },
      preHandler: [limit(app, { group: 'google-ip', max: 60, windowMs: 15 * 60_000 })],
      schema: {
        tags: ['sessions'],
        summary: "Sign in with Google's ID token; a new address gives its region once (202: a second factor is asked)",
        body: googleLoginBody,
        response: signInResponses,
      },
    },
    async (req, reply) =>
      signInAnswer(reply, await google.login(req.body, { ip: req.ip, userAgent: req.headers['user-agent'] })),
  );
};
