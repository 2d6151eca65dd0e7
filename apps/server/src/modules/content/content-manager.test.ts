import { newCreator } from '@stringer/test-support/accounts';
import { call } from '@stringer/test-support/api';
import { newStaff } from '@stringer/test-support/staff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let creator: { token: string };
let admin: { token: string };

const HOSTILE =
  '<p onclick="steal()">Read <strong>this</strong> <a href="javascript:alert(1)">now</a> ' +
  '<a href="https://example.com">site</a></p><script>alert(1)</script><img src=x onerror="steal()">' +
  '<iframe src="https://evil.example"></iframe><p style="position:fixed">styled</p>';

const article = (extra: Record<string, unknown> = {}) => ({
  title: 'Framing a street scene',
  titleZh: '街景构图',
  summary: 'Where to stand',
  summaryZh: '站在哪里',
  body: '<p>Keep the <strong>horizon</strong> level.</p>',
  bodyZh: '<p>保持<strong>地平线</strong>水平。</p>',
  ...extra,
});

const auditRows = async (entity: string, id: number) =>
  (await t.sql.query('SELECT * FROM audit_log WHERE entity = $1 AND entity_id = $2 ORDER BY id', [entity, id])).rows;

const create = async (body: Record<string, unknown>) => {
  const res = await call(t.app, 'POST', '/manager/article/create', { token: admin.token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.id as number;
};

beforeAll(async () => {
  t = await createTestApp();
  creator = await newCreator(t.app);
  admin = await newStaff(t.app, t.url, 'admin');
});
afterAll(() => t.close());

describe('who may manage content', () => {
  it('should refuse creators and non-admin staff', async () => {
    const reviewer = await newStaff(t.app, t.url, 'reviewer');
    const support = await newStaff(t.app, t.url, 'support');
    for (const who of [creator, reviewer, support]) {
      expect((await call(t.app, 'GET', '/manager/article/page', { token: who.token })).status).toBe(403);
      const created = await call(t.app, 'POST', '/manager/article/create', { token: who.token, body: article() });
      expect(created.status).toBe(403);
      const published = await call(t.app, 'POST', '/manager/agreement/publish', {
        token: who.token,
        body: { type: 'privacy', title: 'x', titleZh: 'x', content: '<p>x</p>', contentZh: '<p>x</p>' },
      });
      expect(published.status).toBe(403);
    }
  });
});

describe('College articles', () => {
  it('should store sanitized HTML, list the article to creators, and record who wrote it', async () => {
    const id = await create(article({ body: HOSTILE }));
    const { rows } = await t.sql.query('SELECT body FROM articles WHERE id = $1', [id]);
    expect(rows[0].body).toBe(
      '<p>Read <strong>this</strong> <a rel="noopener noreferrer">now</a> ' +
        '<a href="https://example.com" rel="noopener noreferrer">site</a></p><p>styled</p>',
    );
    const list = await call(t.app, 'GET', '/web/college/article/list', { token: creator.token });
    expect(list.body.data.list[0]).toMatchObject({ id, title: 'Framing a street scene' });
    const audits = await auditRows('article', id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: 'create',
      after: { title: 'Framing a street scene', listing: 'listed' },
    });
  });

  it('should refuse an article without title or text, naming the fields', async () => {
    const res = await call(t.app, 'POST', '/manager/article/create', {
      token: admin.token,
      body: article({ title: ' ', bodyZh: '<p></p>' }),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'title', msgKey: 'errors.titleRequired' },
        { field: 'bodyZh', msgKey: 'errors.bodyRequired' },
      ]),
    );
  });

  it('should edit an article, sanitizing again, and audit the change', async () => {
    const id = await create(article());
    const res = await call(t.app, 'PUT', '/manager/article/update', {
      token: admin.token,
      body: { id, ...article({ title: 'Framing, again', body: '<p>new<script>x</script></p>' }) },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const detail = await call(t.app, 'GET', '/manager/article/detail', {
      token: admin.token,
      query: { id: String(id) },
    });
    expect(detail.body.data).toMatchObject({ title: 'Framing, again', body: '<p>new</p>', listing: 'listed' });
    expect((await auditRows('article', id)).map((r) => r.action)).toEqual(['create', 'update']);
    const missing = await call(t.app, 'PUT', '/manager/article/update', {
      token: admin.token,
      body: { id: 999_999, ...article() },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.msgKey).toBe('errors.articleNotExist');
  });

  it('should delist an article: creators no longer see it, the console still does', async () => {
    const id = await create(article({ title: 'To be delisted' }));
    const res = await call(t.app, 'PUT', '/manager/article/listing', {
      token: admin.token,
      body: { id, listing: 'delisted' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await call(t.app, 'GET', `/web/college/article/${id}`, { token: creator.token })).status).toBe(404);
    const page = await call(t.app, 'GET', '/manager/article/page', {
      token: admin.token,
      query: { listing: 'delisted' },
    });
    expect(page.body.data.list.map((a: { id: number }) => a.id)).toContain(id);
    const audits = await auditRows('article', id);
    expect(audits.at(-1)).toMatchObject({
      action: 'delist',
      before: { listing: 'listed' },
      after: { listing: 'delisted' },
    });
    await call(t.app, 'PUT', '/manager/article/listing', { token: admin.token, body: { id, listing: 'listed' } });
    expect((await call(t.app, 'GET', `/web/college/article/${id}`, { token: creator.token })).status).toBe(200);
  });

  it('should serve sanitized HTML even when a bad row is in the database', async () => {
    const { rows } = await t.sql.query(
      `INSERT INTO articles (title, title_zh, body, body_zh) VALUES ('Old', '旧', $1, $1) RETURNING id`,
      [HOSTILE],
    );
    const res = await call(t.app, 'GET', `/web/college/article/${rows[0].id}`, { token: creator.token });
    for (const html of [res.body.data.body, res.body.data.bodyZh]) {
      expect(html).not.toMatch(/script|onerror|onclick|javascript:|iframe|style=/);
      expect(html).toContain('<strong>this</strong>');
    }
  });
});

describe('agreements', () => {
  const publish = (body: Record<string, unknown>) =>
    call(t.app, 'POST', '/manager/agreement/publish', { token: admin.token, body });

  it('should serve the seeded text as version 1, with no author', async () => {
    const served = await call(t.app, 'GET', '/web/agreement/content', { query: { agreementType: 'transfer' } });
    expect(served.body.data).toMatchObject({ type: 'transfer', version: 1 });
    const list = await call(t.app, 'GET', '/manager/agreement/list', { token: admin.token });
    expect(list.body.data.map((a: { type: string }) => a.type)).toEqual(['privacy', 'service', 'transfer']);
    expect(list.body.data[2]).toMatchObject({ version: 1, author: null });
  });

  it('should serve a new version once an admin saves one, keep the old one readable, and audit it', async () => {
    const before = await call(t.app, 'GET', '/web/agreement/content', { query: { agreementType: 'privacy' } });
    const res = await publish({
      type: 'privacy',
      title: 'Privacy Policy 2',
      titleZh: '隐私政策 2',
      content: '<p>We now keep <em>less</em>.</p><script>x</script>',
      contentZh: '<p>我们保存的更少。</p>',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const version = res.body.data.version as number;
    expect(version).toBe(before.body.data.version + 1);

    const served = await call(t.app, 'GET', '/web/agreement/content', { query: { agreementType: 'privacy' } });
    expect(served.body.data).toMatchObject({
      title: 'Privacy Policy 2',
      content: '<p>We now keep <em>less</em>.</p>',
      version,
    });

    const history = await call(t.app, 'GET', '/manager/agreement/history', {
      token: admin.token,
      query: { agreementType: 'privacy' },
    });
    expect(history.body.data.map((v: { version: number }) => v.version)).toEqual([version, version - 1]);
    expect(history.body.data[0].author).toMatchObject({ id: expect.any(Number), name: expect.any(String) });

    const old = await call(t.app, 'GET', '/manager/agreement/version', {
      token: admin.token,
      query: { agreementType: 'privacy', version: String(version - 1) },
    });
    expect(old.body.data).toMatchObject({ title: before.body.data.title, content: before.body.data.content });

    const { rows } = await t.sql.query(
      `SELECT * FROM audit_log WHERE entity = 'agreement' AND action = 'publish' ORDER BY id DESC LIMIT 1`,
    );
    expect(rows[0]).toMatchObject({ entity_id: 1, after: { type: 'privacy', version } });
  });

  it('should number versions one after another when admins save at the same time', async () => {
    const body = { type: 'service', title: 'S', titleZh: 'S', content: '<p>s</p>', contentZh: '<p>s</p>' };
    const saved = await Promise.all([publish(body), publish(body), publish(body)]);
    const versions = saved.map((r) => r.body.data.version as number).sort((a, b) => a - b);
    const first = versions[0] ?? 0;
    expect(versions).toEqual([first, first + 1, first + 2]);
  });

  it('should answer 404 for a version that does not exist', async () => {
    const res = await call(t.app, 'GET', '/manager/agreement/version', {
      token: admin.token,
      query: { agreementType: 'privacy', version: '999' },
    });
    expect(res.status).toBe(404);
    expect(res.body.msgKey).toBe('errors.agreementNotExist');
  });

  it('should serve sanitized HTML even when a bad version is in the database', async () => {
    await t.sql.query(
      `INSERT INTO agreement_versions (type, version, title, title_zh, content, content_zh)
       VALUES ('transfer', 1000, 'T', 'T', $1, $1)`,
      [HOSTILE],
    );
    const served = await call(t.app, 'GET', '/web/agreement/content', { query: { agreementType: 'transfer' } });
    expect(served.body.data.version).toBe(1000);
    expect(served.body.data.content).not.toMatch(/script|onerror|onclick|javascript:|iframe|style=/);
  });
});
