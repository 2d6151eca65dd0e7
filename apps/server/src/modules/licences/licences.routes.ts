import { done, envelope, pageResult } from '@stringer/shared/schemas/common';
import {
  licenceIdQuery,
  licencePageQuery,
  licenceReplyBody,
  licenceRequestBody,
  licenceRequestDetail,
  licenceRequestSummary,
} from '@stringer/shared/schemas/public-works';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SUPPORT, sessionOf } from '../../platform/auth';
import { ok } from '../../platform/errors';
import { bodyAddress, limit } from '../../platform/rate-limit';
import { LICENCE_LIMITS, type LicencesService } from './licences.service';

/** The form on a public work's page: anyone, a few requests an hour from one address or one mail (per work: the service). */
export const licenceRequestRoutes: FastifyPluginAsyncZod<{ licences: LicencesService }> = async (app, { licences }) => {
  app.post(
    '/web/works/public/licence-request',
    {
      config: { access: 'public' },
      preHandler: [
        limit(app, { group: 'licence-ip', ...LICENCE_LIMITS.perAddress }),
        limit(app, { group: 'licence-mail', ...LICENCE_LIMITS.perMail, key: bodyAddress('mail') }),
      ],
      schema: {
        tags: ['works'],
        summary: 'Ask to license a public work (rate-limited, spam-checked); its creator is told',
        body: licenceRequestBody,
        response: { 200: done },
      },
    },
    async (req) => {
      await licences.request(req.body);
      return ok(null);
    },
  );
};

/** The console's licence requests: support reads them and answers by mail. */
export const licenceManagerRoutes: FastifyPluginAsyncZod<{ licences: LicencesService }> = async (app, { licences }) => {
  app.get(
    '/manager/licence/page',
    {
      config: { access: SUPPORT },
      schema: {
        tags: ['licences'],
        summary: 'Licence requests, newest first, all or open / answered',
        querystring: licencePageQuery,
        response: { 200: envelope(pageResult(licenceRequestSummary)) },
      },
    },
    async (req) => ok(await licences.page(req.query)),
  );
  app.get(
    '/manager/licence/detail',
    {
      config: { access: SUPPORT },
      schema: {
        tags: ['licences'],
        summary: 'A licence request with its mail thread',
        querystring: licenceIdQuery,
        response: { 200: envelope(licenceRequestDetail) },
      },
    },
    async (req) => ok(await licences.detail(req.query.id)),
  );
  app.post(
    '/manager/licence/reply',
    {
      config: { access: SUPPORT },
      schema: {
        tags: ['licences'],
        summary: 'Answer a licence request by mail (kept in its thread; audited)',
        body: licenceReplyBody,
        response: { 200: envelope(licenceRequestDetail) },
      },
    },
    async (req) => ok(await licences.reply(sessionOf(req), req.body)),
  );
};
