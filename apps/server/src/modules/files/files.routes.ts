import type { IncomingMessage } from 'node:http';
import { envelope } from '@stringer/shared/schemas/common';
import { fileInfo } from '@stringer/shared/schemas/files';
import type { Role } from '@stringer/shared/statuses';
import { EVENTS } from '@tus/server';
import { TUS_RESUMABLE } from '@tus/utils';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AuthSession, sessionOf } from '../../platform/auth';
import { AppError, errorBody, ok } from '../../platform/errors';
import { countingUploads } from '../../platform/metrics';
import { binary, headersOnly } from '../../platform/openapi';
import { storedFileHeaders } from '../../platform/security-headers';
import type { Storage } from '../../platform/storage';
import { sendRange } from '../../platform/storage/send-range';
import { renditionTree } from '../renditions';
import type { FilesService } from './files.service';
import { TusServer } from './lib/tus-server';

interface Options {
  files: FilesService;
  storage: Storage;
  trustProxy: boolean;
}

/** tus hooks get the raw request back; this is who sent it, set before tus takes over. */
const senders = new WeakMap<IncomingMessage, AuthSession>();
const senderOf = (req: unknown) => {
  const raw = (req as { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req;
  const auth = raw && senders.get(raw);
  if (!auth) throw { status_code: 401, body: JSON.stringify(errorBody('unauthorized')) };
  return auth;
};

/** Upload-Metadata: comma-separated `key base64value` pairs. */
function metadataOf(header: string | undefined) {
  const entries = (header ?? '').split(',').map((pair) => {
    const [key, value] = pair.trim().split(' ');
    return [key ?? '', value ? Buffer.from(value, 'base64').toString('utf8') : ''] as const;
  });
  return Object.fromEntries(entries) as Record<string, string>;
}

/** Upload-Length as tus defines it, digits only; none, deferred, negative or `1e30` is refused. */
function declaredLength(req: FastifyRequest) {
  const length = req.headers['upload-length'];
  if (req.headers['upload-defer-length'] || typeof length !== 'string' || !/^\d+$/.test(length)) {
    throw new AppError('uploadLength', [{ field: 'Upload-Length', msgKey: 'errors.uploadLength' }]);
  }
  return Number(length);
}

/** tus-js-client reads the protocol version on every answer, refusals by this server included. */
const tusVersion = async (_req: FastifyRequest, reply: FastifyReply) => {
  reply.header('Tus-Resumable', TUS_RESUMABLE);
};

/** Creators upload for works and clues; admins the pictures of the catalog (public-images.ts). */
const UPLOADERS: readonly Role[] = ['creator', 'admin'];

const idParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'errors.fileNotExist') });

export const filesRoutes: FastifyPluginAsyncZod<Options> = async (app, { files, storage, trustProxy }) => {
  const tus = new TusServer(
    {
      path: '/web/files',
      datastore: countingUploads(storage.store),
      relativeLocation: true,
      respectForwardedHeaders: trustProxy,
      async onUploadCreate(req, upload) {
        const meta = upload.metadata ?? {};
        await files.register(senderOf(req), {
          id: upload.id,
          size: upload.size ?? 0,
          kind: meta.kind ?? '',
          filename: meta.filename ?? '',
        });
        return {};
      },
      async onUploadFinish(_req, upload) {
        const refusedKey = await files.finish(upload.id, upload.size ?? upload.offset);
        if (refusedKey)
          throw {
            status_code: 415,
            body: JSON.stringify(errorBody('fileMismatch', [{ field: 'file', msgKey: refusedKey }])),
          };
        return {};
      },
    },
    app.log,
  );
  tus.on(EVENTS.POST_RECEIVE, (_req, upload) => {
    void files.sniffSoFar(upload.id, upload.offset).catch(() => {});
  });
  // tus removes the upload's own bytes; what was made from them goes too.
  tus.on(EVENTS.POST_TERMINATE, (_req, _res, id) => {
    void storage
      .removeTree(renditionTree(id))
      .catch((err: unknown) => app.log.warn({ err, id }, 'renditions left behind'));
  });

  // tus reads the request body itself.
  app.addContentTypeParser('application/offset+octet-stream', (_req, _payload, done) => done(null));

  const handOver = (req: FastifyRequest, reply: FastifyReply) => {
    senders.set(req.raw, sessionOf(req));
    reply.hijack();
    void tus.handleAs(req.id, req.raw, reply.raw);
  };

  app.post('/web/files', {
    config: { access: UPLOADERS },
    onSend: tusVersion,
    schema: {
      tags: ['files'],
      summary: 'tus: create an upload (Upload-Length, Upload-Metadata: kind, filename)',
      response: { 201: headersOnly('Created: Location names the upload') },
    },
    preHandler: async (req) => {
      const meta = metadataOf(req.headers['upload-metadata'] as string | undefined);
      files.checkNew(meta.kind ?? '', meta.filename ?? '', declaredLength(req));
    },
    handler: handOver,
  });

  app.route({
    method: ['HEAD', 'PATCH', 'DELETE'],
    url: '/web/files/:id',
    config: { access: UPLOADERS },
    onSend: tusVersion,
    schema: {
      tags: ['files'],
      summary: 'tus: offset, append, terminate',
      params: idParams,
      response: {
        200: headersOnly('HEAD: Upload-Offset and Upload-Length'),
        204: headersOnly('PATCH: appended, Upload-Offset is the new end; DELETE: terminated'),
      },
    },
    preHandler: async (req) => {
      const row = await files.own(sessionOf(req), (req.params as { id: string }).id);
      if (row.state === 'refused' && req.method !== 'DELETE') throw new AppError('fileNotExist');
      // A published picture shows on public pages: its upload is over, and is no longer the uploader's to drop.
      if (row.publishedAt && req.method === 'DELETE') throw new AppError('fileNotExist');
      if (req.method === 'DELETE') await files.checkDeletable(row.id);
    },
    handler: handOver,
  });

  app.get(
    '/web/files/:id/info',
    {
      config: { access: UPLOADERS },
      schema: {
        tags: ['files'],
        summary: 'A file of mine: state, probe results, a playable URL',
        params: idParams,
        response: { 200: envelope(fileInfo) },
      },
    },
    async (req) => ok(await files.info(sessionOf(req), req.params.id)),
  );

  app.get(
    '/web/files/:id/content',
    {
      exposeHeadRoute: false,
      config: { access: 'public' },
      schema: {
        tags: ['files'],
        summary: 'The bytes, by a signed URL (what a <video> can use), with range requests',
        params: idParams,
        querystring: z.object({ exp: z.coerce.number().int(), sig: z.string().max(100) }),
        response: {
          200: binary('The whole file', 'application/octet-stream'),
          206: binary('The range asked for', 'application/octet-stream'),
          416: headersOnly('A range outside the file'),
        },
      },
    },
    async (req, reply) => {
      const audience = storage.verify(req.params.id, req.query.exp, req.query.sig);
      if (!audience) throw new AppError('fileNotExist');
      return sendRange(req, reply, storage, await files.readable(req.params.id, audience));
    },
  );

  // The catalog's pictures (activity and task covers, banners, articles) show on public pages.
  app.get(
    '/web/images/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['files'],
        summary: 'A picture staff published (a cover or banner image), without a session',
        params: idParams,
        response: { 200: binary('The picture', 'image/jpeg') },
      },
    },
    async (req, reply) => {
      const picture = await files.published(req.params.id);
      // Published pictures never change (a new one is a new file): cached for good.
      return storedFileHeaders(reply, picture.mime, picture.name)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(await storage.stream(picture.storageKey));
    },
  );

  app.get(
    '/manager/s3/bucket/:key/videoFrame',
    {
      // Creators frame their own uploads (the cover picker); reviewers scrub any work's video.
      config: { access: ['creator', 'reviewer'] },
      schema: {
        tags: ['files'],
        summary: 'A JPEG frame of a stored video, at `time` seconds (default 1)',
        params: z.object({ key: idParams.shape.id }),
        querystring: z.object({ time: z.coerce.number().min(0).max(36_000).default(1) }),
        response: { 200: binary('The frame', 'image/jpeg') },
      },
    },
    async (req, reply) => {
      const jpeg = await files.frame(sessionOf(req), req.params.key, req.query.time);
      return reply.type('image/jpeg').header('cache-control', 'private, max-age=3600').send(jpeg);
    },
  );
};
