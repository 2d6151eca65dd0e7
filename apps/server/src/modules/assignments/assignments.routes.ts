import { assignmentAnswerBody } from '@stringer/shared/schemas/assignments';
import { envelope } from '@stringer/shared/schemas/common';
import { task } from '@stringer/shared/schemas/tasks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CREATOR, sessionOf } from '../../platform/auth';
import { ok } from '../../platform/errors';
import type { Assignments } from './assignments.service';

/** A creator's assignments: answering an offer of an exclusive task, and the ones accepted. */
export const assignmentsRoutes: FastifyPluginAsyncZod<{ assignments: Assignments }> = async (app, { assignments }) => {
  const config = { access: CREATOR };
  const tags = ['tasks'];
  app.post(
    '/web/task/assignment/answer',
    {
      config,
      schema: {
        tags,
        summary: 'Accept or decline an exclusive task offered to me, before its answer-by time',
        body: assignmentAnswerBody,
        response: { 200: envelope(task) },
      },
    },
    async (req) => ok(await assignments.answer(sessionOf(req), req.body)),
  );
  app.get(
    '/web/task/assignment/list',
    {
      config,
      schema: {
        tags,
        summary: 'Assignments I accepted, of open tasks, soonest deadline first',
        response: { 200: envelope(z.array(task)) },
      },
    },
    async (req) => ok(await assignments.accepted(sessionOf(req))),
  );
};
