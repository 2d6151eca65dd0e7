import { activityBody, activityUpdateBody, managedActivity } from '@stringer/shared/schemas/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogRoutes } from '../../platform/catalog-routes';
import type { ActivitiesManager } from './activities.manager.service';

/** The console's activities: `/manager/activity/...`, admin only. */
export const activitiesManagerRoutes: FastifyPluginAsyncZod<{ manager: ActivitiesManager }> = async (
  app,
  { manager },
) =>
  catalogRoutes(app, {
    path: 'activity',
    noun: 'activity',
    item: managedActivity,
    createBody: activityBody,
    updateBody: activityUpdateBody,
    service: manager,
  });
