import { done, envelope } from '@stringer/shared/schemas/common';
import { technicalInfo } from '@stringer/shared/schemas/files';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Access, type AuthSession, CREATOR, REVIEWER, sessionOf } from '../../platform/auth';
import { ok } from '../../platform/errors';
import { binary } from '../../platform/openapi';
import type { Storage } from '../../platform/storage';
import { sendRange } from '../../platform/storage/send-range';
import { RENDITION_PATH, RENDITIONS_ROUTE, renditionTypes } from './lib/rendition-layout';
import type { RenditionsReader } from './lib/renditions.serve';
import type { RenditionsService } from './renditions.service';

interface Options {
  renditions: RenditionsService;
  reader: RenditionsReader;
  storage: Storage;
}

const fileId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'errors.fileNotExist');

export const renditionsRoutes: FastifyPluginAsyncZod<Options> = async (app, { renditions, reader, storage }) => {
  app.get(
    RENDITIONS_ROUTE,
    {
      exposeHeadRoute: false,
      // Signed like a file's content (a <video> and hls.js send no session header); the signature
      // opens this video's renditions only, never its original.
      config: { access: 'public' },
      schema: {
        tags: ['files'],
        summary: "A video's rendition (preview, poster, storyboard, HLS playlist or segment), by a signed URL",
        params: z.object({ id: fileId, '*': z.string().regex(RENDITION_PATH, 'errors.fileNotExist') }),
        querystring: z.object({ exp: z.coerce.number().int(), sig: z.string().max(100) }),
        response: {
          200: binary('The rendition', ...renditionTypes),
          206: binary('The range asked for', 'video/mp4', 'video/iso.segment'),
        },
      },
    },
    async (req, reply) => {
      const { id, '*': part } = req.params;
      const found = await reader.open(id, part, req.query);
      // Playlists and the storyboard hand the same signature on to what they name. A playlist is
      // asked again every time: the first stream's grows while it is made (decision 0080).
      if (found.text !== undefined) {
        const cache = found.mime === 'text/vtt' ? 'private, max-age=60' : 'private, no-cache';
        return reply.type(found.mime).header('cache-control', cache).send(Buffer.from(found.text));
      }
      reply.header('cache-control', 'private, max-age=3600');
      return sendRange(req, reply, storage, found);
    },
  );

  app.get(
    '/manager/files/:id/technical',
    {
      config: { access: REVIEWER },
      schema: {
        tags: ['review'],
        summary: "A work's or clue's video: codec, size, rate, loudness, and the container's time and place",
        params: z.object({ id: fileId }),
        response: { 200: envelope(technicalInfo.nullable()) },
      },
    },
    async (req) => ok(await renditions.technical(req.params.id)),
  );

  /** A video's renditions made again, by the service function `run` for the session that asks. */
  const retryRoute = (
    url: string,
    access: Access,
    doc: { tag: string; summary: string },
    run: (auth: AuthSession, fileId: string) => Promise<void>,
  ) =>
    app.post(
      url,
      {
        config: { access },
        schema: { tags: [doc.tag], summary: doc.summary, params: z.object({ id: fileId }), response: { 200: done } },
      },
      async (req) => {
        await run(sessionOf(req), req.params.id);
        return ok(null);
      },
    );

  retryRoute(
    '/manager/files/:id/renditions/retry',
    REVIEWER,
    { tag: 'review', summary: "Makes a work's or clue's video's renditions again (after a failure, say); audited" },
    renditions.retry,
  );
  retryRoute(
    '/web/files/:id/renditions/retry',
    CREATOR,
    {
      tag: 'files',
      summary: 'Processes my video again, once its processing took too long several times (not a damaged one)',
    },
    renditions.retryOwn,
  );
};
