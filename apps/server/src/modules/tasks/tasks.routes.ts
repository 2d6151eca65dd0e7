import { envelope, pageResult } from '@stringer/shared/schemas/common';
import { myTaskPageQuery, participation, task, taskIdParams } from '@stringer/shared/schemas/tasks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CREATOR, sessionOf } from '../../platform/auth';
import { ok } from '../../platform/errors';
import type { TasksService } from './tasks.service';

export const tasksRoutes: FastifyPluginAsyncZod<{ tasks: TasksService }> = async (app, { tasks }) => {
  app.get(
    '/web/task/exclusive/list',
    {
      config: { access: CREATOR },
      schema: { tags: ['tasks'], summary: 'Open tasks offered to me', response: { 200: envelope(z.array(task)) } },
    },
    async (req) => ok(await tasks.exclusiveList(sessionOf(req))),
  );
  app.get(
    '/web/task/useful/list',
    {
      config: { access: CREATOR },
      schema: { tags: ['tasks'], summary: 'Tasks open to every creator', response: { 200: envelope(z.array(task)) } },
    },
    async () => ok(await tasks.usefulList()),
  );
  app.get(
    '/web/task/:id',
    {
      config: { access: 'optional' },
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
      config: { access: CREATOR },
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
