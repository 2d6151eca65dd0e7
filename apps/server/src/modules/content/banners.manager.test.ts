import { call } from '@stringer/test-support/api';
import { newStaff } from '@stringer/test-support/staff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, daysFromNow, uploadCover } from '../../../test/catalog';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let base: string;
let admin: { token: string };

const create = async (extra: Record<string, unknown> = {}) =>
  call(t.app, 'POST', '/manager/banner/create', {
    token: admin.token,
    body: {
      title: 'Join the night market task',
      titleZh: '参加夜市任务',
      image: await uploadCover(t.app, base, admin.token),
      linkUrl: '/task/usefultask',
      position: 0,
      ...extra,
    },
  });
const shownIds = async () =>
  (await call(t.app, 'GET', '/web/banner/list')).body.data.map((b: { id: number }) => b.id) as number[];

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  admin = await newStaff(t.app, t.url, 'admin');
});
afterAll(() => t.close());

describe('banners', () => {
  it('should show a new banner on the public list by position, its picture served to anyone', async () => {
    const first = (await create({ position: 0 })).body.data;
    const res = await create({ position: 1, linkUrl: 'https://example.com/news', startTime: null, deadline: null });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const second = res.body.data;
    expect(second).toMatchObject({
      position: 1,
      effective: true,
      startTime: null,
      linkUrl: 'https://example.com/news',
    });
    const ids = await shownIds();
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect((await t.app.inject({ url: second.image })).statusCode).toBe(200);
    expect((await auditOf(t.sql, 'banner', second.id))[0]).toMatchObject({ action: 'create' });
    // A route of the app is stored as the hash link the app routes by.
    expect(first.linkUrl).toBe('#/task/usefultask');
  });

  it('should show a banner only within its window, and never once delisted', async () => {
    const future = (await create({ startTime: daysFromNow(1), deadline: daysFromNow(2) })).body.data;
    const past = (await create({ startTime: daysFromNow(-3), deadline: daysFromNow(-1) })).body.data;
    const open = (await create({ startTime: daysFromNow(-1), deadline: null })).body.data;
    const ids = await shownIds();
    expect(ids).not.toContain(future.id);
    expect(ids).not.toContain(past.id);
    expect(ids).toContain(open.id);
    const res = await call(t.app, 'PUT', '/manager/banner/listing', {
      token: admin.token,
      body: { id: open.id, listing: 'delisted' },
    });
    expect(res.body.data).toMatchObject({ listing: 'delisted', effective: false });
    expect(await shownIds()).not.toContain(open.id);
    expect((await auditOf(t.sql, 'banner', open.id)).at(-1)).toMatchObject({ action: 'delist' });
  });

  it('should refuse a window ending before it starts and a link that is neither a route nor a web address', async () => {
    const window = await create({ startTime: daysFromNow(2), deadline: daysFromNow(1) });
    expect(window.status).toBe(400);
    expect(window.body.errors).toContainEqual({ field: 'deadline', msgKey: 'errors.windowOrder' });
    const link = await create({ linkUrl: 'javascript:alert(1)' });
    expect(link.status).toBe(400);
    expect(link.body.errors).toContainEqual({ field: 'linkUrl', msgKey: 'errors.linkInvalid' });
  });

  it('should move a banner and log what moved', async () => {
    const b = (await create({ position: 5 })).body.data;
    const res = await call(t.app, 'PUT', '/manager/banner/update', {
      token: admin.token,
      body: { id: b.id, title: b.title, titleZh: b.titleZh, image: b.image, linkUrl: b.linkUrl, position: 2 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await auditOf(t.sql, 'banner', b.id)).at(-1)).toMatchObject({
      action: 'update',
      before: { position: 5 },
      after: { position: 2 },
    });
  });
});
