import { customInfo } from '@stringer/shared/schemas/account';
import { envelope } from '@stringer/shared/schemas/common';
import { avatarBody, introBody, nickNameBody, realNameBody, tagsBody } from '@stringer/shared/schemas/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth';
import type { Db } from '../../platform/db/database';
import { AppError, ok } from '../../platform/errors';
import { storedFileHeaders } from '../../platform/security-headers';
import type { Storage } from '../../platform/storage';
import { filesRepository } from '../files/files.repository';
import type { ProfileService } from './profile.service';

interface Options {
  profile: ProfileService;
  storage: Pick<Storage, 'stream'>;
  db: Db;
}

export const profileRoutes: FastifyPluginAsyncZod<Options> = async (app, { profile, storage, db }) => {
  const schema = <B extends z.ZodType>(summary: string, body: B) => ({
    tags: ['account settings'],
    summary,
    body,
    response: { 200: envelope(customInfo) },
  });
  const auth = { onRequest: app.authenticate };

  app.put('/api/user/nickName', { ...auth, schema: schema('Set my nickname', nickNameBody) }, async (req) =>
    ok(await profile.setNickName(sessionOf(req), req.body)),
  );
  app.put('/api/user/realName', { ...auth, schema: schema('Set my name', realNameBody) }, async (req) =>
    ok(await profile.setRealName(sessionOf(req), req.body)),
  );
  app.put('/api/user/intro', { ...auth, schema: schema('Set my intro', introBody) }, async (req) =>
    ok(await profile.setIntro(sessionOf(req), req.body)),
  );
  app.put('/api/user/tags', { ...auth, schema: schema('Set my personal tags (at most 5)', tagsBody) }, async (req) =>
    ok(await profile.setTags(sessionOf(req), req.body)),
  );
  app.put(
    '/api/user/avatar',
    { ...auth, schema: schema('Set my avatar from an uploaded picture (stored at 200x200)', avatarBody) },
    async (req) => ok(await profile.setAvatar(sessionOf(req), req.body)),
  );

  // Avatars show on public profiles: served by path, without a session or a signature.
  app.get(
    '/web/avatars/:id',
    {
      schema: {
        tags: ['account settings'],
        summary: 'An avatar picture',
        params: z.object({ id: z.string().max(64) }),
      },
    },
    async (req, reply) => {
      const row = await filesRepository.find(db, req.params.id);
      if (row?.kind !== 'avatar' || row.state !== 'ready') throw new AppError('fileNotExist');
      return storedFileHeaders(reply, 'image/jpeg', row.originalName)
        .header('cache-control', 'public, max-age=86400, immutable')
        .send(await storage.stream(row.storageKey));
    },
  );
};
