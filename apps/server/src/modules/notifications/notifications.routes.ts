import { envelope, pageResult } from '@stringer/shared/schemas/common';
import {
  notification,
  notificationIdBody,
  notificationPageQuery,
  notificationSettings,
  notificationSettingsBody,
} from '@stringer/shared/schemas/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth';
import { ok } from '../../platform/errors';
import type { NotificationsService } from './notifications.service';

const done = envelope(z.null());

export const notificationsRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService }> = async (
  app,
  { notifications },
) => {
  app.addHook('onRequest', app.authenticate);
  const tags = ['notifications'];

  app.get(
    '/web/notification/page',
    {
      schema: {
        tags,
        summary: 'My system notifications, newest first',
        querystring: notificationPageQuery,
        response: { 200: envelope(pageResult(notification)) },
      },
    },
    async (req) => {
      const { unread, ...page } = req.query;
      return ok(await notifications.page(sessionOf(req), unread ?? false, page));
    },
  );
  app.put(
    '/web/notification/read',
    { schema: { tags, summary: 'Mark one notification read', body: notificationIdBody, response: { 200: done } } },
    async (req) => ok(await notifications.read(sessionOf(req), req.body.id).then(() => null)),
  );
  app.put(
    '/web/notification/read-all',
    { schema: { tags, summary: 'Mark all my notifications read', response: { 200: done } } },
    async (req) => ok(await notifications.read(sessionOf(req)).then(() => null)),
  );
  app.get(
    '/web/notification/settings',
    {
      schema: {
        tags,
        summary: 'How I hear of each kind of notification',
        response: { 200: envelope(notificationSettings) },
      },
    },
    async (req) => ok(await notifications.settings(sessionOf(req))),
  );
  app.put(
    '/web/notification/settings',
    {
      schema: {
        tags,
        summary: 'Choose in-app and/or email per kind, and the language of mails',
        body: notificationSettingsBody,
        response: { 200: envelope(notificationSettings) },
      },
    },
    async (req) => ok(await notifications.updateSettings(sessionOf(req), req.body)),
  );
};
