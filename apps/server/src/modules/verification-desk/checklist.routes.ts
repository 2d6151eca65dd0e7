import { envelope } from '@stringer/shared/schemas/common';
import { worksIdParams } from '@stringer/shared/schemas/notes';
import { checklist, checklistBody, creatorVerification } from '@stringer/shared/schemas/verification-checklist';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CREATOR, REVIEWER, sessionOf } from '../../platform/auth';
import { ok } from '../../platform/errors';
import { binary, headersOnly } from '../../platform/openapi';
import type { ByteStore } from '../../platform/storage';
import { sendRange } from '../../platform/storage/send-range';
import type { ChecklistService } from './checklist.service';

interface Options {
  checklist: ChecklistService;
  storage: Pick<ByteStore, 'stream'>;
}

const tags = ['verification'];

const originalParams = worksIdParams.extend({
  fileId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'errors.fileNotExist'),
});
const signedQuery = z.object({
  by: z.coerce.number().int().positive(),
  exp: z.coerce.number().int(),
  sig: z.string().max(100),
});

/** A range that starts past the first byte continues a download (a resumed transfer): logged once, at its start. */
const continuing = (range: string | undefined) => {
  const start = /^bytes=(\d*)-/.exec(range ?? '')?.[1];
  return start !== undefined && start !== '' && Number(start) > 0;
};

/** The verification desk's checklist and the originals' downloads (issue 39, docs/decisions/0082). */
export const checklistRoutes: FastifyPluginAsyncZod<Options> = async (app, { checklist: service, storage }) => {
  app.put(
    '/manager/works/:worksId/verification/checklist',
    {
      config: { access: REVIEWER },
      schema: {
        tags,
        summary: "Tick or untick the verification checklist's items (each change audited, with who and when)",
        params: worksIdParams,
        body: checklistBody,
        response: { 200: envelope(checklist) },
      },
    },
    async (req) => ok(await service.setChecklist(sessionOf(req), req.params.worksId, req.body)),
  );

  app.get(
    '/web/works/:worksId/verification',
    {
      config: { access: CREATOR },
      schema: {
        tags,
        summary: 'Whether the newsroom verified a work of mine, and when (none of the evidence)',
        params: worksIdParams,
        response: { 200: envelope(creatorVerification) },
      },
    },
    async (req) => ok(await service.forCreator(sessionOf(req), req.params.worksId)),
  );

  app.get(
    '/web/originals/:worksId/:fileId',
    {
      exposeHeadRoute: false,
      // A link a browser follows carries no session: whom it is for is inside its signature.
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          "A work's original, by an address signed for one staff member (the verification panel's): each download is logged as theirs",
        params: originalParams,
        querystring: signedQuery,
        response: {
          200: binary('The whole file', 'application/octet-stream'),
          206: binary('The range asked for (a resumed download, not logged again)', 'application/octet-stream'),
          416: headersOnly('A range outside the file'),
        },
      },
      // Saved, never shown in place.
      onSend: async (_req, reply, payload) => {
        const disposition = reply.getHeader('content-disposition');
        if (typeof disposition === 'string')
          reply.header('content-disposition', disposition.replace(/^inline/, 'attachment'));
        reply.header('cache-control', 'no-store');
        return payload;
      },
    },
    async (req, reply) => {
      const { worksId, fileId } = req.params;
      const { by, exp, sig } = req.query;
      const file = await service.download(
        { workId: worksId, fileId, staffId: by, exp },
        sig,
        continuing(req.headers.range),
      );
      return sendRange(req, reply, storage, file);
    },
  );
};
