import { WorkAuditStatus } from '@stringer/shared/statuses';
import { newCreator } from '@stringer/test-support/accounts';
import { call } from '@stringer/test-support/api';
import { makeJpeg, makeVideo } from '@stringer/test-support/media';
import { uploadReady } from '@stringer/test-support/uploads';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, RENDERS, type TestApp } from '../../../test/test-app';
import { ARTWORK_NAMES } from './lib/artwork/artwork';

let t: TestApp;
let base: string;
let me: { token: string; customId: number };

beforeAll(async () => {
  t = await createTestApp({ ...RENDERS, APP_IOS_URL: 'https://apps.example.com/stringer' });
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  me = await newCreator(t.app);
});
afterAll(() => t.close());

describe('content', () => {
  it('should list the seeded banners in order, to anyone', async () => {
    const { body } = await call(t.app, 'GET', '/web/banner/list');
    expect(body.data).toHaveLength(3);
    expect(body.data[0]).toMatchObject({
      title: expect.any(String),
      titleZh: expect.any(String),
      imagePath: expect.any(String),
    });
    expect((await t.app.inject(body.data[0].imagePath)).headers['content-type']).toBe('image/jpeg');
  });

  it('should draw every picture the seeds name: a 16:9 JPEG, of many colours, the same each time', async () => {
    const { rows } = await t.sql.query(
      `SELECT image_path AS path FROM banners UNION SELECT cover_path FROM tasks
       UNION SELECT cover_path FROM activities UNION SELECT cover_path FROM articles WHERE cover_path IS NOT NULL`,
    );
    const named = rows.map((r: { path: string }) => r.path);
    expect(named.length).toBeGreaterThanOrEqual(5);
    for (const path of named) expect(ARTWORK_NAMES.map((n) => `/web/seed/covers/${n}.jpg`)).toContain(path);
    for (const name of ARTWORK_NAMES) {
      const res = await t.app.inject(`/web/seed/covers/${name}.jpg`);
      expect(res.statusCode, name).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      const { width, height, format } = await sharp(res.rawPayload).metadata();
      expect({ width, height, format }).toEqual({ width: 1280, height: 720, format: 'jpeg' });
      // Artwork, not a flat fill: its channels vary across the picture.
      const { channels } = await sharp(res.rawPayload).stats();
      expect(Math.max(...channels.map((c) => c.stdev)), name).toBeGreaterThan(20);
      expect((await t.app.inject(`/web/seed/covers/${name}.jpg`)).rawPayload.equals(res.rawPayload)).toBe(true);
    }
    expect((await t.app.inject('/web/seed/covers/nothing.jpg')).statusCode).toBe(404);
    expect((await t.app.inject('/web/seed/covers/__proto__.jpg')).statusCode).toBe(400);
  });

  it('should page College articles for a signed-in creator and show one, in both languages', async () => {
    expect((await call(t.app, 'GET', '/web/college/article/list')).status).toBe(401);
    const list = await call(t.app, 'GET', '/web/college/article/list', { token: me.token, query: { pageSize: '2' } });
    expect(list.body.data).toMatchObject({ total: 3, pageNum: 1, pageSize: 2 });
    expect(list.body.data.list).toHaveLength(2);
    const [first] = list.body.data.list;
    const detail = await call(t.app, 'GET', `/web/college/article/${first.id}`, { token: me.token });
    expect(detail.body.data.body).toContain('<p>');
    expect(detail.body.data.bodyZh).toMatch(/[\u4e00-\u9fff]/);
    for (const id of ['9999', 'x']) {
      const res = await call(t.app, 'GET', `/web/college/article/${id}`, { token: me.token });
      expect(res.status, id).toBeGreaterThanOrEqual(400);
      expect(JSON.stringify(res.body), id).toContain('errors.articleNotExist');
    }
  });

  it('should serve each agreement, in English and Chinese, to anyone, and refuse an unknown type', async () => {
    for (const agreementType of ['privacy', 'service', 'transfer']) {
      const { body } = await call(t.app, 'GET', '/web/agreement/content', { query: { agreementType } });
      expect(body.data.type).toBe(agreementType);
      expect(body.data.content.length).toBeGreaterThan(500);
      expect(body.data.contentZh).toMatch(/[\u4e00-\u9fff]/);
    }
    const bad = await call(t.app, 'GET', '/web/agreement/content', { query: { agreementType: 'cookies' } });
    expect(bad.body).toMatchObject({
      code: 400,
      errors: [{ field: 'agreementType', msgKey: 'errors.agreementNotExist' }],
    });
  });

  it('should give the configured app links, null where none is set', async () => {
    expect((await call(t.app, 'GET', '/web/app/download')).body.data).toEqual({
      ios: 'https://apps.example.com/stringer',
      android: null,
    });
  });

  it('should show on /public/videos only passed works staff made public, playable by anyone', async () => {
    const tags = (await call(t.app, 'GET', '/web/tag/works/select/list')).body.data;
    const publish = async (title: string) =>
      (
        await call(t.app, 'POST', '/web/works', {
          token: me.token,
          body: {
            title,
            description: 'Footage: https://pan.example.com/s/x',
            tags: [tags[0].id],
            coverFileId: await uploadReady(t.app, base, me.token, makeJpeg('p.jpg'), {
              kind: 'cover',
              filename: 'p.jpg',
            }),
            videoFileIds: [
              await uploadReady(t.app, base, me.token, makeVideo('p.mp4', 1), { kind: 'video', filename: 'p.mp4' }),
            ],
          },
        })
      ).body.data.worksId as number;
    const shown = await publish('Shown');
    const pending = await publish('Still pending');
    await t.sql.query(`UPDATE works SET audit_status = ${WorkAuditStatus.Passed}, public_at = now() WHERE id = $1`, [
      shown,
    ]);
    await t.sql.query('UPDATE works SET public_at = now() WHERE id = $1', [pending]);

    const publicPage = async () => (await call(t.app, 'GET', '/web/works/public/page')).body.data.list;
    expect((await publicPage()).map((w: { worksId: number }) => w.worksId)).toEqual([shown]);
    // Strangers stream the renditions, never the original (its GPS and dates stay with staff).
    await expect.poll(async () => (await publicPage())[0].videos[0].media.previewUrl, { timeout: 60_000 }).toBeTruthy();
    const [work] = await publicPage();
    expect(work).not.toHaveProperty('auditStatus');
    expect(work.creator).toMatchObject({ nickName: null, avatarUrl: null });
    expect(work.videos[0].url).toBeNull();
    const video = await fetch(`${base}${work.videos[0].media.previewUrl}`, { headers: { range: 'bytes=0-99' } });
    expect(video.status).toBe(206);
    expect(video.headers.get('content-type')).toBe('video/mp4');
  });
});
