import { envelope } from '@stringer/shared/schemas/common';
import { activityIdParams } from '@stringer/shared/schemas/tasks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ActivityRow } from '../../db/schema';
import type { Db } from '../../platform/db/database';
import { AppError, ok } from '../../platform/errors';
import { activitiesRepository as repo } from './activities.repository';

export const activity = z.object({
  id: z.number(),
  title: z.string(),
  titleZh: z.string(),
  description: z.string(),
  descriptionZh: z.string(),
  cover: z.object({ filePath: z.string() }),
  minScore: z.number(),
  maxScore: z.number(),
  startTime: z.string(),
  deadline: z.string(),
});

export const presentActivity = (row: ActivityRow): z.infer<typeof activity> => ({
  id: row.id,
  title: row.title,
  titleZh: row.titleZh,
  description: row.description,
  descriptionZh: row.descriptionZh,
  cover: { filePath: row.coverPath },
  minScore: row.minScore,
  maxScore: row.maxScore,
  startTime: row.startsAt.toISOString(),
  deadline: row.endsAt.toISOString(),
});

export const activitiesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/web/activity/effective/list',
    {
      schema: {
        tags: ['activities'],
        summary: 'Activities open now (a plain array)',
        response: { 200: envelope(z.array(activity)) },
      },
    },
    async () => ok((await repo.effective(db)).map(presentActivity)),
  );

  app.get(
    '/web/activity/:id',
    {
      schema: {
        tags: ['activities'],
        summary: 'A listed activity',
        params: activityIdParams,
        response: { 200: envelope(activity) },
      },
    },
    async (req) => {
      const row = await repo.findListed(db, req.params.id);
      if (!row) throw new AppError('activityNotExist');
      return ok(presentActivity(row));
    },
  );
};
