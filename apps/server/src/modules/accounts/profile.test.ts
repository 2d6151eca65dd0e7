import { existsSync } from 'node:fs';
import path from 'node:path';
import { newCreator } from '@stringer/test-support/accounts';
import { call } from '@stringer/test-support/api';
import { makeJpeg } from '@stringer/test-support/media';
import { uploadReady } from '@stringer/test-support/uploads';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let base: string;
let ann: { token: string; customId: number };
let bob: { token: string; customId: number };

const put = (path: string, body: Record<string, unknown>, who = ann) =>
  call(t.app, 'PUT', path, { token: who.token, body: { customId: who.customId, ...body } });
const info = async (who = ann) => (await call(t.app, 'GET', '/web/custom/info', { token: who.token })).body.data;

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  ann = await newCreator(t.app);
  bob = await newCreator(t.app);
});
afterAll(() => t.close());

describe('account settings', () => {
  it('should set nickname, name and intro, each by its own call, and keep them', async () => {
    expect((await put('/api/user/nickName', { nickName: '小安_Ann2' })).body.data).toMatchObject({
      nickName: '小安_Ann2',
    });
    expect((await put('/api/user/realName', { realName: 'Ann Li' })).status).toBe(200);
    const intro = 'Freelance camerawoman in Wuhan: floods, markets, night life.';
    expect((await put('/api/user/intro', { intro })).status).toBe(200);
    expect(await info()).toMatchObject({ nickName: '小安_Ann2', realName: 'Ann Li', intro });
  });

  it.each([
    ['a space', 'Ann Li', 'errors.nicknameRule'],
    ['a symbol', 'ann!', 'errors.nicknameRule'],
    ['33 characters', 'a'.repeat(33), 'errors.tooLong'],
    ['nothing', '', 'errors.nicknameRequired'],
  ])('should refuse a nickname with %s, keeping the old one', async (_what, nickName, msgKey) => {
    const before = (await info()).nickName;
    const res = await put('/api/user/nickName', { nickName });
    expect(res.body).toMatchObject({ code: 400, errors: [{ field: 'nickName', msgKey }] });
    expect((await info()).nickName).toBe(before);
  });

  it('should take an intro of 1 to 140 characters only, and a name that is not empty', async () => {
    expect((await put('/api/user/intro', { intro: 'x'.repeat(141) })).body.errors).toEqual([
      { field: 'intro', msgKey: 'errors.tooLong' },
    ]);
    expect((await put('/api/user/intro', { intro: ' ' })).body.errors).toEqual([
      { field: 'intro', msgKey: 'errors.introRequired' },
    ]);
    expect((await put('/api/user/realName', { realName: '' })).body.errors).toEqual([
      { field: 'realName', msgKey: 'errors.nameRequired' },
    ]);
  });

  it('should set up to 5 personal tags, and refuse more or content tags', async () => {
    const personal = (await call(t.app, 'GET', '/api/tag/personal/list')).body.data;
    expect(personal.length).toBeGreaterThanOrEqual(6);
    const chosen = personal.slice(0, 3).map((tag: { id: number }) => tag.id);
    expect((await put('/api/user/tags', { tags: chosen })).body.data.tags.map((tag: { id: number }) => tag.id)).toEqual(
      chosen,
    );
    const six = personal.slice(0, 6).map((tag: { id: number }) => tag.id);
    expect((await put('/api/user/tags', { tags: six })).body.errors).toEqual([
      { field: 'tags', msgKey: 'errors.tagsMax' },
    ]);
    const [contentTag] = (await call(t.app, 'GET', '/web/tag/works/select/list')).body.data;
    expect((await put('/api/user/tags', { tags: [contentTag.id] })).body.errors).toEqual([
      { field: 'tags', msgKey: 'errors.invalidValue' },
    ]);
    expect((await info()).tags).toHaveLength(3);
    expect((await put('/api/user/tags', { tags: [] })).body.data.tags).toEqual([]);
  });

  it("should refuse to change another creator's account", async () => {
    const before = await info(bob);
    for (const [path, body] of [
      ['/api/user/nickName', { nickName: 'hijack' }],
      ['/api/user/realName', { realName: 'Hijack' }],
      ['/api/user/intro', { intro: 'hijacked' }],
      ['/api/user/tags', { tags: [] }],
      ['/api/user/avatar', { fileId: 'abc' }],
    ] as const) {
      const res = await call(t.app, 'PUT', path, { token: ann.token, body: { customId: bob.customId, ...body } });
      expect(res.status, path).toBe(403);
    }
    expect(await info(bob)).toEqual(before);
    expect((await call(t.app, 'PUT', '/api/user/nickName', { body: { customId: 1, nickName: 'x' } })).status).toBe(401);
  });

  it('should store an uploaded picture as a 200x200 avatar, served without a session', async () => {
    const fileId = await uploadReady(t.app, base, ann.token, makeJpeg('me.jpg', '640x480'), {
      kind: 'avatar',
      filename: 'me.jpg',
    });
    const { avatarUrl } = (await put('/api/user/avatar', { fileId })).body.data;
    expect(avatarUrl).toMatch(/^\/web\/avatars\/[a-f0-9]{32}$/);
    const res = await fetch(`${base}${avatarUrl}`);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ width: 200, height: 200, format: 'jpeg' });
    expect((await info()).avatarUrl).toBe(avatarUrl);
    // The original upload is gone; the public profile shows the new avatar.
    expect((await t.sql.query('SELECT id FROM files WHERE id = $1', [fileId])).rows).toEqual([]);
    const profile = await call(t.app, 'GET', `/web/custom/${ann.customId}/info`, { token: bob.token });
    expect(profile.body.data.avatarUrl).toBe(avatarUrl);
  });

  it("should remove the replaced avatar's row and bytes", async () => {
    const setAvatar = async (name: string) => {
      const fileId = await uploadReady(t.app, base, bob.token, makeJpeg(name), { kind: 'avatar', filename: name });
      return ((await put('/api/user/avatar', { fileId }, bob)).body.data.avatarUrl as string)
        .split('/')
        .pop() as string;
    };
    const first = await setAvatar('first.jpg');
    expect(existsSync(path.join(t.dataDir, 'files', first))).toBe(true);
    const second = await setAvatar('second.jpg');
    expect((await t.sql.query('SELECT id FROM files WHERE id = ANY($1)', [[first, second]])).rows).toEqual([
      { id: second },
    ]);
    expect(existsSync(path.join(t.dataDir, 'files', first))).toBe(false);
    expect((await call(t.app, 'GET', `/web/avatars/${first}`)).status).toBe(404);
    expect((await t.app.inject({ url: `/web/avatars/${second}` })).statusCode).toBe(200);
  });

  it('should refuse as an avatar a file that is not an avatar upload of mine', async () => {
    const cover = await uploadReady(t.app, base, ann.token, makeJpeg('c.jpg'), { kind: 'cover', filename: 'c.jpg' });
    const bobs = await uploadReady(t.app, base, bob.token, makeJpeg('b.jpg'), { kind: 'avatar', filename: 'b.jpg' });
    for (const fileId of [cover, bobs, 'nope']) {
      expect((await put('/api/user/avatar', { fileId })).body, fileId).toMatchObject({
        errors: [{ field: 'fileId', msgKey: 'errors.fileNotExist' }],
      });
    }
    expect((await call(t.app, 'GET', `/web/avatars/${cover}`)).status).toBe(404);
  });
});
