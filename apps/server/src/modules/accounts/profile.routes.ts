import { customInfo } from '@stringer/shared/schemas/account';
import { envelope } from '@stringer/shared/schemas/common';
import { avatarBody, introBody, nickNameBody, realNameBody, tagsBody } from '@stringer/shared/schemas/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CREATOR, sessionOf } from '../../platform/auth';
import { ok } from '../../platform/errors';
import { binary } from '../../platform/openapi';
import { storedFileHeaders } from '../../platform/security-headers';
import type { ProfileService } from './profile.service';

export const profileRoutes: FastifyPluginAsyncZod<{ profile: ProfileService }> = async (app, { profile }) => {
  const schema = <B extends z.ZodType>(summary: string, body: B) => ({
    tags: ['account settings'],
    summary,
    body,
    response: { 200: envelope(customInfo) },
  });
  const auth = { config: { access: CREATOR } };

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
      config: { access: 'public' },
      schema: {
        tags: ['account settings'],
        summary: 'An avatar picture',
        params: z.object({ id: z.string().max(64) }),
        response: { 200: binary('The picture, 200x200', 'image/jpeg') },
      },
    },
    async (req, reply) => {
      const avatar = await profile.avatar(req.params.id);
      return storedFileHeaders(reply, avatar.mime, avatar.name)
        .header('cache-control', 'public, max-age=86400, immutable')
        .send(avatar.bytes);
    },
  );
};
