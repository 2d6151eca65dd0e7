import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves the built web app from the API's own port, when it has been built. */
export async function registerWebApp(app: FastifyInstance, webDist: string) {
  if (!existsSync(webDist)) {
    app.log.warn(`no web app at ${webDist}: serving the API only (run npm start to build it)`);
    return;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    // Built assets carry a content hash in their name; index.html must always be asked for again.
    setHeaders: (res, filePath) => {
      res.setHeader(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
}
