import { done, envelope } from '@stringer/shared/schemas/common';
import { retryJobBody, systemOverview } from '@stringer/shared/schemas/system';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN, sessionOf } from '../../platform/auth';
import { ok } from '../../platform/errors';
import type { SystemService } from './system.service';

/** The system page's calls, admins only. */
export const systemRoutes: FastifyPluginAsyncZod<{ system: SystemService }> = async (app, { system }) => {
  const config = { access: ADMIN };
  const tags = ['system'];

  app.get(
    '/manager/system',
    {
      config,
      schema: {
        tags,
        summary: 'The install: versions, instances and workers by heartbeat, queues, failed jobs, storage, last backup',
        response: { 200: envelope(systemOverview) },
      },
    },
    async () => ok(await system.overview()),
  );

  app.post(
    '/manager/system/jobs/retry',
    {
      config,
      schema: {
        tags,
        summary: 'Run a failed job again (audited); 409 jobNotFailed when it is not failed any more',
        body: retryJobBody,
        response: { 200: done },
      },
    },
    async (req) => {
      await system.retry(sessionOf(req), req.body);
      return ok(null);
    },
  );
};
