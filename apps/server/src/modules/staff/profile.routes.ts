import { done, envelope } from '@stringer/shared/schemas/common';
import { staffPasswordBody, staffProfile, staffProfileBody } from '@stringer/shared/schemas/staff-profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STAFF, sessionOf } from '../../platform/auth';
import { ok } from '../../platform/errors';
import { LOGIN_FAILURES } from '../../platform/login-failures';
import { limit } from '../../platform/rate-limit';
import type { StaffProfileService } from './profile.service';

export const staffProfileRoutes: FastifyPluginAsyncZod<{ profile: StaffProfileService }> = async (app, { profile }) => {
  // Reached without a second factor the policy requires: the page that sends them to enrol.
  const config = { access: STAFF, withoutFactor: true };
  const tags = ['staff'];
  const response = { 200: envelope(staffProfile) };

  app.get(
    '/manager/profile',
    { config, schema: { tags, summary: 'My staff account: name, mail, role, language', response } },
    async (req) => ok(await profile.profile(sessionOf(req))),
  );

  app.put(
    '/manager/profile',
    {
      config,
      schema: {
        tags,
        summary: 'Set my name (what other staff see) and my language',
        body: staffProfileBody,
        response,
      },
    },
    async (req) => ok(await profile.update(sessionOf(req), req.body)),
  );

  app.put(
    '/manager/profile/password',
    {
      config,
      // Tries at the current password, per account: as many as signing in allows.
      preHandler: [
        limit(app, { group: 'staff-password', ...LOGIN_FAILURES, key: (req) => String(req.auth?.accountId) }),
      ],
      schema: {
        tags,
        summary: 'Change my password, giving the current one; my other sessions end',
        body: staffPasswordBody,
        response: { 200: done },
      },
    },
    async (req) => {
      await profile.changePassword(sessionOf(req), req.body);
      return ok(null);
    },
  );
};
