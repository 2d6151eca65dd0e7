import { done, envelope } from '@stringer/shared/schemas/common';
import { securityPolicy, staffFactorsResetBody } from '@stringer/shared/schemas/factors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN, sessionOf } from '../../platform/auth';
import { ok } from '../../platform/errors';
import type { FactorsManager } from './factors.manager.service';

export const factorsManagerRoutes: FastifyPluginAsyncZod<{ manager: FactorsManager }> = async (app, { manager }) => {
  const config = { access: ADMIN };
  const tags = ['staff'];

  app.get(
    '/manager/security/policy',
    {
      config,
      schema: {
        tags,
        summary: 'Whether every staff member must have a second factor',
        response: { 200: envelope(securityPolicy) },
      },
    },
    async () => ok(await manager.policy()),
  );

  app.put(
    '/manager/security/policy',
    {
      config,
      schema: {
        tags,
        summary: 'Require (or stop requiring) a second factor of every staff role (audited)',
        body: securityPolicy,
        response: { 200: envelope(securityPolicy) },
      },
    },
    async (req) => ok(await manager.setPolicy(sessionOf(req), req.body)),
  );

  app.post(
    '/manager/staff/factors/reset',
    {
      config,
      schema: {
        tags,
        summary: "Remove a staff member's second factors and recovery codes (audited; they are told by mail)",
        body: staffFactorsResetBody,
        response: { 200: done },
      },
    },
    async (req) => {
      await manager.resetStaff(sessionOf(req), req.body);
      return ok(null);
    },
  );
};
