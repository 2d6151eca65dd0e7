import { envelope } from '@stringer/shared/schemas/common';
import { devMail, devMailQuery } from '@stringer/shared/schemas/mail';
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { devMails } from '../../db/schema';
import type { Db } from '../db/database';
import { ok } from '../errors';

/** Exists only with the dev transport: lets a developer (and the tests) read the codes mailed. */
export const devMailboxRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/dev/mail',
    {
      config: { access: 'public' },
      schema: {
        tags: ['dev'],
        // Exists only without SMTP_URL: no part of the API's contract (docs/openapi.json).
        hide: true,
        summary: 'Mail the dev transport kept for an address, newest first',
        querystring: devMailQuery,
        response: { 200: envelope(z.array(devMail)) },
      },
    },
    async (req) => {
      const rows = await db
        .select()
        .from(devMails)
        .where(eq(devMails.to, req.query.to))
        .orderBy(desc(devMails.sentAt), desc(devMails.id))
        .limit(50);
      return ok(rows.map((r) => ({ to: r.to, subject: r.subject, text: r.text, sentAt: r.sentAt.toISOString() })));
    },
  );
};
