import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const HASHED = `${path.sep}assets${path.sep}`;

/**
 * Serves the built web app from the API's own port, when it has been built. The build writes
 * `.br`/`.gz` copies beside each text file (apps/web/build/precompress.ts): they are sent as they
 * are to browsers that accept them, so nothing is compressed per request.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string) {
  if (!existsSync(webDist)) {
    app.log.warn(`no web app at ${webDist}: serving the API only (run npm start to build it)`);
    return;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    // One `/*` route that looks a file up when asked, not one route per file: the build's ~470
    // files (each with its .br and .gz) cost ~12 MiB of route contexts at start (issue 13).
    wildcard: true,
    preCompressed: true,
    // Without this, send's own `max-age=0` would replace the header set below.
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      // Built assets carry a content hash in their name; index.html must always be asked for again.
      reply.header('cache-control', filePath.includes(HASHED) ? 'public, max-age=31536000, immutable' : 'no-cache');
      reply.header('vary', 'accept-encoding');
    },
  });
}
