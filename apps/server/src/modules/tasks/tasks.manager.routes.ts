import { taskCloseBody, taskOfferBody } from '@stringer/shared/schemas/assignments';
import {
  creatorPick,
  creatorSearchQuery,
  managedTask,
  taskBody,
  taskDetailQuery,
  taskUpdateBody,
  taskWork,
  taskWorksQuery,
} from '@stringer/shared/schemas/catalog';
import { envelope, pageResult } from '@stringer/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN, sessionOf } from '../../platform/auth';
import { catalogRoutes } from '../../platform/catalog-routes';
import { ok } from '../../platform/errors';
import type { TasksManager } from './tasks.manager.service';

/** The console's tasks: `/manager/task/...`, admin only; offers to creators, and who took part. */
export const tasksManagerRoutes: FastifyPluginAsyncZod<{ manager: TasksManager }> = async (app, { manager }) => {
  catalogRoutes(app, {
    path: 'task',
    noun: 'task',
    item: managedTask,
    createBody: taskBody,
    updateBody: taskUpdateBody,
    service: manager,
  });
  const config = { access: ADMIN };
  const tags = ['manager task'];
  app.get(
    '/manager/task/creators',
    {
      config,
      schema: {
        tags,
        summary: 'Creators to offer an exclusive task to, by mail or name (first 20)',
        querystring: creatorSearchQuery,
        response: { 200: envelope(z.array(creatorPick)) },
      },
    },
    async (req) => ok(await manager.searchCreators(req.query.keyword)),
  );
  app.get(
    '/manager/task/detail',
    {
      config,
      schema: {
        tags,
        summary: "One task as the console shows it, with each offered creator's answer",
        querystring: taskDetailQuery,
        response: { 200: envelope(managedTask) },
      },
    },
    async (req) => ok(await manager.present(req.query.id)),
  );
  app.post(
    '/manager/task/offer',
    {
      config,
      schema: {
        tags,
        summary: 'Offer an exclusive task to more creators (again to those who declined or lapsed)',
        body: taskOfferBody,
        response: { 200: envelope(managedTask) },
      },
    },
    async (req) => ok(await manager.offerMore(sessionOf(req), req.body)),
  );
  app.post(
    '/manager/task/close',
    {
      config,
      schema: {
        tags,
        summary: "Close an exclusive task's offers: unanswered ones lapse, accepted ones stand",
        body: taskCloseBody,
        response: { 200: envelope(managedTask) },
      },
    },
    async (req) => ok(await manager.closeOffers(sessionOf(req), req.body)),
  );
  app.get(
    '/manager/task/works',
    {
      config,
      schema: {
        tags,
        summary: "A task's participation: works entered for it, with review, reward and payout status",
        querystring: taskWorksQuery,
        response: { 200: envelope(pageResult(taskWork)) },
      },
    },
    async (req) => ok(await manager.works(req.query.id, { pageNum: req.query.pageNum, pageSize: req.query.pageSize })),
  );
};
