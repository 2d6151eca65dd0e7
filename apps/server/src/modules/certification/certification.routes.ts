import { certificationBody, certificationState } from '@stringer/shared/schemas/certification';
import { envelope } from '@stringer/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CREATOR, sessionOf } from '../../platform/auth';
import { ok } from '../../platform/errors';
import type { CertificationService } from './certification.service';

export const certificationRoutes: FastifyPluginAsyncZod<{ certification: CertificationService }> = async (
  app,
  { certification },
) => {
  app.post(
    '/web/custom/certification',
    {
      config: { access: CREATOR },
      schema: {
        tags: ['certification'],
        summary: 'Submit my certification (again after failed; a recertification after passed)',
        body: certificationBody,
        response: { 200: envelope(certificationState) },
      },
    },
    async (req) => ok(await certification.submit(sessionOf(req), req.body)),
  );
  app.get(
    '/web/custom/certification',
    {
      config: { access: CREATOR },
      schema: {
        tags: ['certification'],
        summary: 'My certification status and the latest submission (with the reason when failed)',
        response: { 200: envelope(certificationState) },
      },
    },
    async (req) => ok(await certification.mine(sessionOf(req))),
  );
};
