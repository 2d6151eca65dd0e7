import { auditPage, auditPageQuery } from '@stringer/shared/schemas/audit';
import { envelope } from '@stringer/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/errors';
import type { AuditService } from './audit.service';

/** The audit log's search: admins only, since it shows every staff member's actions. */
export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (app, { audit }) => {
  app.get(
    '/manager/audit/page',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['audit'],
        summary: 'Search the audit log by staff member, creator, item and time, newest first',
        querystring: auditPageQuery,
        response: { 200: envelope(auditPage) },
      },
    },
    async (req) => ok(await audit.page(req.query)),
  );
};
