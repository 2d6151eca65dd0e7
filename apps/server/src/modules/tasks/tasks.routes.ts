import { envelope, pageResult } from '@stringer/shared/schemas/common';
import { myTaskPageQuery, taskIdParams } from '@stringer/shared/schemas/tasks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth';
import { ok } from '../../platform/errors';
import type { TasksService } from './tasks.service';

const task = z.object({
  id: z.number(),
  title: z.string(),
  titleZh: z.string(),
  brief: z.string(),
  briefZh: z.string(),
  cover: z.object({ filePath: z.string() }),
  points: z.number(),
  startTime: z.string(),
  deadline: z.string(),
  remainingDays: z.number(),
  scope: z.enum(['useful', 'exclusive']),
  status: z.enum(['listed', 'delisted']),
});

const participation = z.object({
  worksId: z.number(),
  workTitle: z.string(),
  auditStatus: z.number(),
  type: z.enum(['task', 'activity']),
  id: z.number(),
  title: z.string(),
  titleZh: z.string(),
  cover: z.object({ filePath: z.string() }),
  startTime: z.string(),
  deadline: z.string(),
  remainingDays: z.number(),
  points: z.number().nullable(),
  minScore: z.number().nullable(),
  maxScore: z.number().nullable(),
  score: z.number().nullable(),
  rewardStatus: z.enum(['submitted', 'issued']),
  payoutStatus: z.enum(['unpaid', 'paid']),
  submitTime: z.string(),
});

export const tasksRoutes: FastifyPluginAsyncZod<{ tasks: TasksService }> = async (app, { tasks }) => {
  app.get(
    '/web/task/exclusive/list',
    {
      onRequest: app.authenticate,
      schema: { tags: ['tasks'], summary: 'Open tasks offered to me', response: { 200: envelope(z.array(task)) } },
    },
    async (req) => ok(await tasks.exclusiveList(sessionOf(req))),
  );
  app.get(
    '/web/task/useful/list',
    {
      onRequest: app.authenticate,
      schema: { tags: ['tasks'], summary: 'Tasks open to every creator', response: { 200: envelope(z.array(task)) } },
    },
    async () => ok(await tasks.usefulList()),
  );
  app.get(
    '/web/task/:id',
    {
      onRequest: app.identify,
      schema: {
        tags: ['tasks'],
        summary: 'A listed task (public for useful tasks; exclusive ones for their creators)',
        params: taskIdParams,
        response: { 200: envelope(task) },
      },
    },
    async (req) => ok(await tasks.detail(req.auth, req.params.id)),
  );
  app.get(
    '/api/activity/my/page',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['tasks'],
        summary: 'My task: works I entered for activities and tasks, with their rewards',
        querystring: myTaskPageQuery,
        response: { 200: envelope(pageResult(participation)) },
      },
    },
    async (req) => ok(await tasks.myPage(sessionOf(req), req.query)),
  );
};
