import { PAGE_NUM_MAX } from '@stringer/shared/constants';
import { newCreator, someRegion } from '@stringer/test-support/accounts';
import { call } from '@stringer/test-support/api';
import { makeJpeg, makeVideo } from '@stringer/test-support/media';
import { uploadReady } from '@stringer/test-support/uploads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * Ids that name the wrong thing: one file listed twice, a customId naming someone else, a page
 * far past any list. Each is refused with its own key, and nothing is written.
 */

let t: TestApp;
let base: string;
let me: { token: string; customId: number };
let other: { token: string; customId: number };
let video: string;
let photo: string;
let cover: string;

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  me = await newCreator(t.app);
  other = await newCreator(t.app);
  video = await uploadReady(t.app, base, me.token, makeVideo('same.mp4', 1), { kind: 'video', filename: 'same.mp4' });
  cover = await uploadReady(t.app, base, me.token, makeJpeg('ids-cover.jpg'), { kind: 'cover', filename: 'c.jpg' });
  photo = await uploadReady(t.app, base, me.token, makeJpeg('ids-photo.jpg'), {
    kind: 'clue_media',
    filename: 'p.jpg',
  });
});
afterAll(() => t.close());

async function counts() {
  const { rows } = await t.sql.query(`SELECT (SELECT count(*) FROM works) AS works,
    (SELECT count(*) FROM work_files) AS work_files, (SELECT count(*) FROM clues) AS clues,
    (SELECT count(*) FROM account_tags) AS account_tags`);
  return rows[0];
}

async function workBody(extra: Record<string, unknown> = {}) {
  const tags = (await call(t.app, 'GET', '/web/tag/works/select/list')).body.data;
  return { title: 'T', description: 'D', tags: [tags[0].id], coverFileId: cover, videoFileIds: [video], ...extra };
}

async function clueBody(extra: Record<string, unknown> = {}) {
  return { title: 'T', description: 'D', happenedOn: '2026-11-20', ...(await someRegion(t.app)), ...extra };
}

describe('the same id twice in one list', () => {
  const refusedAt = async (method: 'POST' | 'PUT', url: string, body: unknown, field: string) => {
    const before = await counts();
    const res = await call(t.app, method, url, { token: me.token, body });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body).toMatchObject({
      msgKey: 'errors.duplicateIds',
      errors: [{ field, msgKey: 'errors.duplicateIds' }],
    });
    expect(await counts()).toEqual(before);
  };

  it('should refuse one video nine times in a work, on publish and on edit', async () => {
    await refusedAt('POST', '/web/works', await workBody({ videoFileIds: Array(9).fill(video) }), 'videoFileIds');
    const published = await call(t.app, 'POST', '/web/works', { token: me.token, body: await workBody() });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const edit = await workBody({ worksId: published.body.data.worksId, videoFileIds: [video, video] });
    await refusedAt('PUT', '/web/works', edit, 'videoFileIds');
  });

  it('should refuse a repeated tag or attachment in a work', async () => {
    const body = await workBody();
    await refusedAt('POST', '/web/works', { ...body, tags: [body.tags[0], body.tags[0]] }, 'tags');
    await refusedAt('POST', '/web/works', { ...body, attachmentFileIds: ['a1', 'a1'] }, 'attachmentFileIds');
  });

  it('should refuse a repeated clue photo, on submit and on edit', async () => {
    await refusedAt('POST', '/web/clue', await clueBody({ mediaFileIds: [photo, photo] }), 'mediaFileIds');
    const created = await call(t.app, 'POST', '/web/clue', { token: me.token, body: await clueBody() });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const edit = await clueBody({ id: created.body.data.id, mediaFileIds: [photo, photo] });
    await refusedAt('PUT', '/web/clue', edit, 'mediaFileIds');
  });

  it('should refuse a repeated personal tag', async () => {
    const [tag] = (await call(t.app, 'GET', '/api/tag/personal/list')).body.data;
    await refusedAt('PUT', '/api/user/tags', { customId: me.customId, tags: [tag.id, tag.id] }, 'tags');
  });
});

describe('a customId naming someone else', () => {
  const asMe = (method: 'GET' | 'PUT', url: string, customId: number, rest: Record<string, unknown> = {}) =>
    method === 'GET'
      ? call(t.app, method, url, { token: me.token, query: { customId: String(customId), ...rest } as never })
      : call(t.app, method, url, { token: me.token, body: { customId, ...rest } });

  it.each([
    ['GET', '/api/activity/my/page', {}],
    ['GET', '/web/works/page', {}],
    ['GET', '/web/clue/page', {}],
    ['GET', '/web/custom/info', {}],
    ['PUT', '/api/user/nickName', { nickName: 'Someone' }],
    ['PUT', '/api/user/realName', { realName: 'Someone' }],
    ['PUT', '/api/user/intro', { intro: 'Someone' }],
    ['PUT', '/api/user/tags', { tags: [] }],
    ['PUT', '/api/user/avatar', { fileId: 'x' }],
  ] as const)('%s %s: 403, and the own customId is served', async (method, url, rest) => {
    const before = await t.sql.query('SELECT nick_name, real_name, intro FROM accounts WHERE id = $1', [
      other.customId,
    ]);
    const foreign = await asMe(method, url, other.customId, rest);
    expect(foreign.status, JSON.stringify(foreign.body)).toBe(403);
    expect(foreign.body).toMatchObject({ code: 403, msgKey: 'errors.forbidden' });
    const after = await t.sql.query('SELECT nick_name, real_name, intro FROM accounts WHERE id = $1', [other.customId]);
    expect(after.rows).toEqual(before.rows);
    if (method === 'GET') expect((await asMe(method, url, me.customId, rest)).status).toBe(200);
  });
});

describe('pageNum', () => {
  it.each([
    '/api/activity/my/page',
    '/web/works/page',
    '/web/clue/page',
    '/web/works/public/page',
    '/web/college/article/list',
  ])('%s: at most page 100,000', async (url) => {
    const page = (pageNum: number) =>
      call(t.app, 'GET', url, { token: me.token, query: { customId: String(me.customId), pageNum: String(pageNum) } });
    const over = await page(PAGE_NUM_MAX + 1);
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({ errors: [{ field: 'pageNum', msgKey: 'errors.pageNumMax' }] });
    expect((await page(PAGE_NUM_MAX)).body).toMatchObject({ code: 200, data: { list: [], pageNum: PAGE_NUM_MAX } });
  });
});
