import { envelope } from '@stringer/shared/schemas/common';
import { activity, activityIdParams } from '@stringer/shared/schemas/tasks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/errors';
import type { ActivitiesService } from './activities.service';

export const activitiesRoutes: FastifyPluginAsyncZod<{ activities: ActivitiesService }> = async (
  app,
  { activities },
) => {
  app.get(
    '/web/activity/effective/list',
    {
      config: { access: 'public' },
      schema: {
        tags: ['activities'],
        summary: 'Activities open now (a plain array)',
        response: { 200: envelope(z.array(activity)) },
      },
    },
    async () => ok(await activities.effective()),
  );

  app.get(
    '/web/activity/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['activities'],
        summary: 'A listed activity',
        params: activityIdParams,
        response: { 200: envelope(activity) },
      },
    },
    async (req) => ok(await activities.listed(req.params.id)),
  );
};
