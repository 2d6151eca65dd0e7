import { envelope } from '@stringer/shared/schemas/common';
import {
  acceptInvitationBody,
  acceptInvitationResult,
  inviteStaffBody,
  staffIdBody,
  staffMember,
  staffPage,
  staffPageQuery,
  staffRoleBody,
} from '@stringer/shared/schemas/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN, sessionOf } from '../../platform/auth';
import { ok } from '../../platform/errors';
import { limit } from '../../platform/rate-limit';
import type { StaffService } from './staff.service';

const HOUR = 3_600_000;
const member = { 200: envelope(staffMember) };

/** Staff accounts, for admins only; and the invitee's one public call. */
export const staffRoutes: FastifyPluginAsyncZod<{ staff: StaffService }> = async (app, { staff }) => {
  const config = { access: ADMIN };
  const tags = ['staff'];

  app.get(
    '/manager/staff/page',
    {
      config,
      schema: {
        tags,
        summary: 'Every staff account: role, state (active, invited, disabled), last sign-in',
        querystring: staffPageQuery,
        response: { 200: envelope(staffPage) },
      },
    },
    async (req) => ok(await staff.page(req.query)),
  );

  app.post(
    '/manager/staff/invite',
    {
      config,
      schema: {
        tags,
        summary: 'Invite an address with a role: mails a single-use link to set a password (again: a new link)',
        body: inviteStaffBody,
        response: member,
      },
    },
    async (req) => ok(await staff.invite(sessionOf(req), req.body)),
  );

  app.put(
    '/manager/staff/role',
    {
      config,
      schema: {
        tags,
        summary: "Change another staff member's role (never the last active admin's)",
        body: staffRoleBody,
        response: member,
      },
    },
    async (req) => ok(await staff.setRole(sessionOf(req), req.body)),
  );

  app.put(
    '/manager/staff/disable',
    {
      config,
      schema: {
        tags,
        summary: 'Disable another staff account: its sessions end at once and it cannot sign in',
        body: staffIdBody,
        response: member,
      },
    },
    async (req) => ok(await staff.disable(sessionOf(req), req.body.id)),
  );

  app.put(
    '/manager/staff/enable',
    {
      config,
      schema: { tags, summary: 'Enable a disabled staff account again', body: staffIdBody, response: member },
    },
    async (req) => ok(await staff.enable(sessionOf(req), req.body.id)),
  );

  app.post(
    '/api/staff/invitation/accept',
    {
      config: { access: 'public' },
      preHandler: [limit(app, { group: 'invitation-ip', max: 20, windowMs: HOUR })],
      schema: {
        tags,
        summary: "The invitee sets their password with the mailed link's token (once, before it expires)",
        body: acceptInvitationBody,
        response: { 200: envelope(acceptInvitationResult) },
      },
    },
    async (req) => ok(await staff.acceptInvitation(req.body)),
  );
};
