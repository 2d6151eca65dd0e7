import { envelope } from '@stringer/shared/schemas/common';
import {
  systemNotificationBody,
  systemNotificationSend,
  systemNotificationSendQuery,
} from '@stringer/shared/schemas/system-notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SUPPORT, sessionOf } from '../../platform/auth';
import { ok } from '../../platform/errors';
import type { SystemNotificationsService } from './system-notifications.service';

export const systemNotificationsRoutes: FastifyPluginAsyncZod<{ system: SystemNotificationsService }> = async (
  app,
  { system },
) => {
  const tags = ['notifications'];
  // Support sends system notifications (product-decisions' roles); admins reach it too.
  const config = { access: SUPPORT };
  const response = { 200: envelope(systemNotificationSend) };

  app.post(
    '/manager/notification/system',
    {
      config,
      schema: {
        tags,
        summary:
          'Send a system notification (title and text in English and Chinese) to one creator, to the creators of a country, or to all; to many it is queued',
        body: systemNotificationBody,
        response,
      },
    },
    async (req) => ok(await system.send(sessionOf(req), req.body)),
  );

  app.get(
    '/manager/notification/system',
    {
      config,
      schema: {
        tags,
        summary: 'Where a queued send is: queued, sending, done (with how many creators it reached) or failed',
        querystring: systemNotificationSendQuery,
        response,
      },
    },
    async (req) => ok(await system.status(req.query.id)),
  );
};
