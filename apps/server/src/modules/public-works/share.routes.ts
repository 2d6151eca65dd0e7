import { pathId } from '@stringer/shared/schemas/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors';
import type { Language } from '../../platform/i18n';
import { binary } from '../../platform/openapi';
import { storedFileHeaders } from '../../platform/security-headers';
import type { ByteStore } from '../../platform/storage/byte-store';
import { goneSharePage, OPEN_SCRIPT, sharePage } from './lib/share-page';
import type { PublicWorksService } from './public-works.service';

interface Options {
  publicWorks: PublicWorksService;
  storage: Pick<ByteStore, 'stream'>;
}

const params = z.object({ id: pathId('errors.workNotExist') });

/**
 * Caches may keep a shared page or poster a minute: long enough for a burst of crawlers and chat
 * apps, short enough that a work made private stops showing within one (each request checks it).
 */
const SHARED_CACHE = 'public, max-age=60';

const languageOf = (acceptLanguage: string | undefined): Language =>
  acceptLanguage?.trim().toLowerCase().startsWith('zh') ? 'zh' : 'en';

const notPublic = (e: unknown) => e instanceof AppError && e.kind === 'workNotExist';

/** The shareable address of a public work (`/v/{id}`), its poster, and the script that opens the app. */
export const shareRoutes: FastifyPluginAsyncZod<Options> = async (app, { publicWorks, storage }) => {
  app.get(
    '/v/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['works'],
        summary: "A public work's shareable page: Open Graph and Twitter card tags, readable without script",
        params,
        response: { 200: binary('The page', 'text/html'), 404: binary('Not public (any more)', 'text/html') },
      },
    },
    async (req, reply) => {
      const language = languageOf(req.headers['accept-language']);
      reply.type('text/html; charset=utf-8');
      try {
        const { row, ...addresses } = await publicWorks.share(req.params.id);
        const page = sharePage(
          { ...row.work, ...addresses, posterUrl: row.cover ? addresses.posterUrl : null },
          language,
        );
        return reply.header('cache-control', SHARED_CACHE).header('vary', 'accept-language').send(Buffer.from(page));
      } catch (e) {
        if (!notPublic(e)) throw e;
        return reply
          .code(404)
          .header('cache-control', 'no-cache')
          .send(Buffer.from(goneSharePage(language)));
      }
    },
  );
  app.get(
    '/v/:id/poster',
    {
      config: { access: 'public' },
      schema: {
        tags: ['works'],
        summary: "A public work's poster (its cover) at a stable address without a signature; gone once private",
        params,
        response: { 200: binary('The picture', 'image/jpeg', 'image/png', 'image/webp') },
      },
    },
    async (req, reply) => {
      const poster = await publicWorks.poster(req.params.id);
      return storedFileHeaders(reply, poster.mime, `poster-${req.params.id}`)
        .header('cache-control', SHARED_CACHE)
        .send(await storage.stream(poster.storageKey));
    },
  );
  app.get(
    '/v/open.js',
    {
      config: { access: 'public' },
      schema: {
        tags: ['works'],
        summary: 'The script a shared page runs to open the app (same origin, as the CSP allows)',
        response: { 200: binary('The script', 'text/javascript') },
      },
    },
    async (_req, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(Buffer.from(OPEN_SCRIPT)),
  );
};
