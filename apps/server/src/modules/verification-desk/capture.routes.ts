import { worksIdParams } from '@stringer/shared/schemas/notes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REVIEWER, sessionOf } from '../../platform/auth';
import { binary } from '../../platform/openapi';
import type { ChecklistService } from './checklist.service';

interface Options {
  /** Makes the zip and logs it in the chain of custody as the caller's download (decision 0082). */
  custody: Pick<ChecklistService, 'keyframesZip'>;
}

const keyframesParams = worksIdParams.extend({
  fileId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'errors.fileNotExist'),
});

/** The verification desk's keyframes of a work's video (issue 39, docs/decisions/0082). */
export const captureRoutes: FastifyPluginAsyncZod<Options> = async (app, { custody }) => {
  app.get(
    '/manager/works/:worksId/files/:fileId/keyframes.zip',
    {
      config: { access: REVIEWER },
      schema: {
        tags: ['verification'],
        summary:
          "A work's video's distinct keyframes (its first frame and scene changes, at most 20) as JPEGs in a zip, for a reverse image search; logged in the chain of custody as the caller's download",
        params: keyframesParams,
        response: { 200: binary('A zip of JPEGs, named by their place in the video', 'application/zip') },
      },
    },
    async (req, reply) => {
      const { filename, zip } = await custody.keyframesZip(sessionOf(req), req.params.worksId, req.params.fileId);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(zip);
    },
  );
};
