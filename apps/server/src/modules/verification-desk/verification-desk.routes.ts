import { envelope } from '@stringer/shared/schemas/common';
import { worksIdParams } from '@stringer/shared/schemas/notes';
import { verificationDesk } from '@stringer/shared/schemas/verification-desk';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REVIEWER, sessionOf } from '../../platform/auth';
import { ok } from '../../platform/errors';
import type { ChecklistService } from './checklist.service';
import type { VerificationDeskService } from './verification-desk.service';

interface Options {
  desk: VerificationDeskService;
  checklist: Pick<ChecklistService, 'checklist' | 'custody'>;
}

/** The verification desk's panel (issue 39, docs/decisions/0082). */
export const verificationDeskRoutes: FastifyPluginAsyncZod<Options> = async (app, { desk, checklist }) => {
  app.get(
    '/manager/works/:worksId/verification',
    {
      config: { access: REVIEWER },
      schema: {
        tags: ['verification'],
        summary:
          "A work's videos as the verification desk shows them (per video its SHA-256 and the videos already held that look the same), its checklist and its chain of custody",
        params: worksIdParams,
        response: { 200: envelope(verificationDesk) },
      },
    },
    async (req) => {
      const id = req.params.worksId;
      const [videos, list, custody] = await Promise.all([
        desk.desk(id),
        checklist.checklist(id),
        checklist.custody(sessionOf(req), id),
      ]);
      return ok({ ...videos, checklist: list, custody });
    },
  );
};
