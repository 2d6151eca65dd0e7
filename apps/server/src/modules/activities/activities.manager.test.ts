import { newCreator } from '@stringer/test-support/accounts';
import { call } from '@stringer/test-support/api';
import { newStaff } from '@stringer/test-support/staff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, daysFromNow, uploadCover } from '../../../test/catalog';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let base: string;
let admin: { token: string };

const body = async (extra: Record<string, unknown> = {}) => ({
  title: 'Harvest season',
  titleZh: '丰收季',
  description: 'Fields and farmers',
  descriptionZh: '田野与农民',
  cover: await uploadCover(t.app, base, admin.token),
  minScore: 10,
  maxScore: 90,
  startTime: daysFromNow(-1),
  deadline: daysFromNow(30),
  ...extra,
});
const create = async (extra: Record<string, unknown> = {}) =>
  call(t.app, 'POST', '/manager/activity/create', { token: admin.token, body: await body(extra) });
const effectiveIds = async () =>
  (await call(t.app, 'GET', '/web/activity/effective/list')).body.data.map((a: { id: number }) => a.id);

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  admin = await newStaff(t.app, t.url, 'admin');
});
afterAll(() => t.close());

describe('who may manage the catalog', () => {
  it('should refuse reviewers, support staff and creators on every catalog route (403)', async () => {
    const others = [
      await newStaff(t.app, t.url, 'reviewer'),
      await newStaff(t.app, t.url, 'support'),
      await newCreator(t.app),
    ];
    for (const path of ['activity', 'task', 'banner']) {
      for (const who of others) {
        expect((await call(t.app, 'GET', `/manager/${path}/page`, { token: who.token })).status).toBe(403);
        expect((await call(t.app, 'POST', `/manager/${path}/create`, { token: who.token, body: {} })).status).toBe(403);
        expect((await call(t.app, 'PUT', `/manager/${path}/update`, { token: who.token, body: {} })).status).toBe(403);
        const listing = { id: 1, listing: 'delisted' };
        expect((await call(t.app, 'PUT', `/manager/${path}/listing`, { token: who.token, body: listing })).status).toBe(
          403,
        );
      }
    }
  });
});

describe('activities', () => {
  it('should create an activity with its uploaded cover served publicly, and log it', async () => {
    const res = await create();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const a = res.body.data;
    expect(a).toMatchObject({ title: 'Harvest season', listing: 'listed', effective: true, works: 0, minScore: 10 });
    expect(a.cover).toMatch(/^\/web\/images\/[A-Za-z0-9_-]+$/);
    const picture = await t.app.inject({ url: a.cover });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');
    expect(picture.headers['cache-control']).toContain('public');
    expect(await effectiveIds()).toContain(a.id);
    const [row] = await auditOf(t.sql, 'activity', a.id);
    expect(row).toMatchObject({ action: 'create', before: null, after: { title: 'Harvest season', minScore: 10 } });
  });

  it('should refuse a score range upside down and a window that ends before it starts (400, at the field)', async () => {
    const range = await create({ minScore: 80, maxScore: 20 });
    expect(range.status).toBe(400);
    expect(range.body.errors).toContainEqual({ field: 'maxScore', msgKey: 'errors.scoreRange' });
    // One instant for both ends: two calls can straddle a millisecond, and the window is then valid.
    const at = daysFromNow(5);
    const window = await create({ startTime: at, deadline: at });
    expect(window.status).toBe(400);
    expect(window.body.errors).toContainEqual({ field: 'deadline', msgKey: 'errors.windowOrder' });
    expect((await create({ minScore: 5, maxScore: 5 })).status).toBe(200);
  });

  it("should not publish a picture that is not the admin's own ready upload", async () => {
    const creator = await newCreator(t.app);
    const theirs = await uploadCover(t.app, base, creator.token);
    const res = await create({ cover: theirs });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ field: 'cover', msgKey: 'errors.imageNotPublishable' });
    // A creator's upload stays private: not served without a signature.
    expect((await t.app.inject({ url: `/web/images/${theirs}` })).statusCode).toBe(404);
    expect((await create({ cover: '/web/seed/covers/x.jpg' })).status).toBe(400);
  });

  it('should edit an activity, keep its cover, and log only what changed', async () => {
    const a = (await create()).body.data;
    const res = await call(t.app, 'PUT', '/manager/activity/update', {
      token: admin.token,
      body: { ...(await body()), id: a.id, cover: a.cover, title: 'Harvest time', maxScore: 95 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ title: 'Harvest time', maxScore: 95, cover: a.cover });
    const rows = await auditOf(t.sql, 'activity', a.id);
    expect(rows[1]).toMatchObject({
      action: 'update',
      before: { title: 'Harvest season', maxScore: 90 },
      after: { title: 'Harvest time', maxScore: 95 },
    });
    const missing = await call(t.app, 'PUT', '/manager/activity/update', {
      token: admin.token,
      body: { ...(await body()), id: 999_999 },
    });
    expect(missing.status).toBe(404);
  });

  it('should hide a delisted activity or one outside its window from creators, and list every one for admins', async () => {
    const a = (await create()).body.data;
    const later = (await create({ startTime: daysFromNow(3), deadline: daysFromNow(9) })).body.data;
    expect(later.effective).toBe(false);
    expect(await effectiveIds()).not.toContain(later.id);
    const delisted = await call(t.app, 'PUT', '/manager/activity/listing', {
      token: admin.token,
      body: { id: a.id, listing: 'delisted' },
    });
    expect(delisted.body.data).toMatchObject({ listing: 'delisted', effective: false });
    expect(await effectiveIds()).not.toContain(a.id);
    expect((await call(t.app, 'GET', `/web/activity/${a.id}`)).status).toBe(404);
    expect((await auditOf(t.sql, 'activity', a.id)).at(-1)).toMatchObject({
      action: 'delist',
      before: { listing: 'listed' },
      after: { listing: 'delisted' },
    });
    const page = await call(t.app, 'GET', '/manager/activity/page', {
      token: admin.token,
      query: { listing: 'delisted', pageSize: '100' },
    });
    expect(page.body.data).toMatchObject({ pageNum: 1, pageSize: 100 });
    expect(page.body.data.list.map((x: { id: number }) => x.id)).toContain(a.id);
    expect(page.body.data.list.every((x: { listing: string }) => x.listing === 'delisted')).toBe(true);
    await call(t.app, 'PUT', '/manager/activity/listing', {
      token: admin.token,
      body: { id: a.id, listing: 'listed' },
    });
    expect(await effectiveIds()).toContain(a.id);
  });
});
