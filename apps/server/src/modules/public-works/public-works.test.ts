import { WorkAuditStatus } from '@stringer/shared/statuses';
import { newCreator, readMail, uniqueMail } from '@stringer/test-support/accounts';
import { call, dataOf } from '@stringer/test-support/api';
import { makeJpeg } from '@stringer/test-support/media';
import { newStaff } from '@stringer/test-support/staff';
import { uploadReady } from '@stringer/test-support/uploads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { issueFormToken } from '../licences';

let t: TestApp;
let creator: { token: string; customId: number };
let coverId: string;
let countryId: number;
let tagId: number;
const ids = {} as Record<'flood' | 'rain' | 'tagged' | 'private' | 'hostile', number>;

/** A work as review leaves it: passed, and public `daysAgo` days ago unless `private`. */
async function work(title: string, description: string, location: string | null, daysAgo: number | 'private') {
  const { rows } = await t.sql.query(
    `INSERT INTO works (owner_id, title, description, cover_file_id, location, shooting_date, audit_status, public_at)
     VALUES ($1, $2, $3, $4, $5, '2026-03-01', ${WorkAuditStatus.Passed}, CASE WHEN $6::int IS NULL THEN NULL ELSE now() - make_interval(days => $6::int) END)
     RETURNING id`,
    [creator.customId, title, description, coverId, location, daysAgo === 'private' ? null : daysAgo],
  );
  return rows[0].id as number;
}

const page = (query: Record<string, string> = {}) =>
  dataOf<{ list: { worksId: number }[]; total: number; totalCapped: boolean }>(t.app, 'GET', '/web/works/public/page', {
    query: { pageSize: '50', ...query },
  });
const found = async (query: Record<string, string>) => (await page(query)).list.map((w) => w.worksId);

/** A form token as a page read `ageMs` ago handed it out. */
async function formToken(workId: number, ageMs = 5_000) {
  await call(t.app, 'GET', '/web/works/public/detail', { query: { id: String(workId) } });
  const { rows } = await t.sql.query("SELECT value FROM app_secrets WHERE name = 'licence-form'");
  return issueFormToken(rows[0].value, workId, Date.now() - ageMs);
}

beforeAll(async () => {
  t = await createTestApp();
  const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  creator = await newCreator(t.app);
  coverId = await uploadReady(t.app, base, creator.token, makeJpeg('c.jpg'), { kind: 'cover', filename: 'c.jpg' });
  await t.sql.query("UPDATE accounts SET nick_name = 'Harbour Cam' WHERE id = $1", [creator.customId]);
  countryId = (await t.sql.query('SELECT country_id FROM accounts WHERE id = $1', [creator.customId])).rows[0]
    .country_id;
  ids.flood = await work('Flood in Harbour Street', 'Water rising at the pier', 'Shenzhen', 3);
  ids.rain = await work('北京暴雨', '街道积水严重，车辆被困', '北京市朝阳区', 2);
  ids.tagged = await work('Market fire', 'Smoke over the market', null, 1);
  ids.private = await work('Flood, not shown', 'Private footage', null, 'private');
  ids.hostile = await work('"><script>alert(1)</script> & co', "It's <b>bold</b>", null, 0);
  tagId = (await t.sql.query('SELECT id FROM tags ORDER BY id LIMIT 1')).rows[0].id;
  await t.sql.query('INSERT INTO work_tags (work_id, tag_id) VALUES ($1, $2)', [ids.tagged, tagId]);
}, 60_000);
afterAll(() => t.close());

describe('public videos', () => {
  it('should list public works newest first, with place, date, display name and country', async () => {
    const { list, totalCapped } = await page();
    expect(list.map((w) => w.worksId)).toEqual([ids.hostile, ids.tagged, ids.rain, ids.flood]);
    expect(totalCapped).toBe(false);
    expect(list[2]).toMatchObject({
      title: '北京暴雨',
      location: '北京市朝阳区',
      shootingDate: '2026-03-01',
      creator: { nickName: 'Harbour Cam', country: { id: countryId } },
    });
  });

  it('should search title, description and place, Chinese included, words as prefixes', async () => {
    expect(await found({ keyword: 'flood' })).toEqual([ids.flood]);
    expect(await found({ keyword: 'HARB pier' })).toEqual([ids.flood]);
    expect(await found({ keyword: 'shenzhen' })).toEqual([ids.flood]);
    expect(await found({ keyword: '暴雨' })).toEqual([ids.rain]);
    expect(await found({ keyword: '积水' })).toEqual([ids.rain]);
    expect(await found({ keyword: '朝阳' })).toEqual([ids.rain]);
    expect(await found({ keyword: '雨' })).toEqual([ids.rain]);
    expect(await found({ keyword: '暴雪' })).toEqual([]);
    expect(await found({ keyword: 'private' })).toEqual([]);
  });

  it('should filter by tag, the creator’s country and the day made public', async () => {
    expect(await found({ tagId: String(tagId) })).toEqual([ids.tagged]);
    expect(await found({ countryId: String(countryId) })).toHaveLength(4);
    expect(await found({ countryId: String(countryId + 1) })).toEqual([]);
    const day = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);
    expect(await found({ from: day(2), to: day(2) })).toEqual([ids.rain]);
    expect(await found({ keyword: 'fire', from: day(1) })).toEqual([ids.tagged]);
    expect((await call(t.app, 'GET', '/web/works/public/page', { query: { from: '2026-02-30' } })).status).toBe(400);
  });

  it("should open a public work's page, and not a private one", async () => {
    const work = await dataOf<Record<string, unknown>>(t.app, 'GET', '/web/works/public/detail', {
      query: { id: String(ids.rain) },
    });
    expect(work).toMatchObject({
      worksId: ids.rain,
      shareUrl: expect.stringMatching(new RegExp(`/v/${ids.rain}$`)),
      posterUrl: expect.stringMatching(new RegExp(`/v/${ids.rain}/poster$`)),
      licenceFormToken: expect.any(String),
    });
    expect(work).not.toHaveProperty('auditStatus');
    const hidden = await call(t.app, 'GET', '/web/works/public/detail', { query: { id: String(ids.private) } });
    expect(hidden.body).toMatchObject({ code: 200, data: null });
  });
});

describe('the shareable address /v/{id}', () => {
  it('should serve the card tags in the HTML itself, escaped, and open the app by a same-origin script', async () => {
    const res = await t.app.inject(`/v/${ids.hostile}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const html = res.body;
    expect(html).toContain(
      '<meta property="og:title" content="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; co">',
    );
    expect(html).toContain('<meta property="og:description" content="It&#39;s &lt;b&gt;bold&lt;/b&gt;">');
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="http[^"]+/v/${ids.hostile}/poster">`));
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).not.toContain('<script>alert');
    expect(html).toContain(`<link rel="canonical" href="http://localhost:`);
    expect(html).toContain(`<a id="open" href="/#/public/video?id=${ids.hostile}">`);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const script = await t.app.inject('/v/open.js');
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
  });

  it('should say so in Chinese, and answer 404, for a work that is not public', async () => {
    const res = await t.app.inject({ url: `/v/${ids.private}`, headers: { 'accept-language': 'zh-CN,zh;q=0.9' } });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('该视频已不再公开');
    expect(res.body).not.toContain('Flood, not shown');
  });

  it('should serve the poster without a signature, cacheable, until the work is made private', async () => {
    const poster = await t.app.inject(`/v/${ids.flood}/poster`);
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/jpeg');
    expect(poster.headers['cache-control']).toBe('public, max-age=60');
    await t.sql.query('UPDATE works SET public_at = NULL WHERE id = $1', [ids.flood]);
    expect((await t.app.inject(`/v/${ids.flood}/poster`)).statusCode).toBe(404);
    expect((await t.app.inject(`/v/${ids.flood}`)).statusCode).toBe(404);
    await t.sql.query('UPDATE works SET public_at = now() - interval $$3 days$$ WHERE id = $1', [ids.flood]);
  });
});

describe('licence requests', () => {
  const form = async (over: Record<string, unknown> = {}, ip = '10.0.0.1') =>
    call(t.app, 'POST', '/web/works/public/licence-request', {
      ip,
      body: {
        worksId: ids.rain,
        name: 'Li Lei',
        organisation: 'Evening News',
        mail: uniqueMail('desk'),
        intendedUse: 'Tonight’s bulletin, one broadcast, credited',
        language: 'zh',
        formToken: await formToken(ids.rain),
        ...over,
      },
    });
  const requests = async () => (await t.sql.query('SELECT count(*)::int AS n FROM licence_requests')).rows[0].n;

  it('should refuse a robot: the hidden field (silently), a form sent too fast, a false token, many links', async () => {
    const before = await requests();
    expect((await form({ website: 'http://spam.example' }, '10.0.1.1')).status).toBe(200);
    const fast = await form({ formToken: await formToken(ids.rain, 500) }, '10.0.1.2');
    expect(fast.body).toMatchObject({ code: 400, msgKey: 'errors.licenceTooFast' });
    const forged = await form({ formToken: `${Date.now() - 10_000}.forged` }, '10.0.1.3');
    expect(forged.body).toMatchObject({ code: 400, msgKey: 'errors.licenceFormExpired' });
    const otherWork = await form({ formToken: await formToken(ids.tagged) }, '10.0.1.4');
    expect(otherWork.body.msgKey).toBe('errors.licenceFormExpired');
    const links = await form({ intendedUse: 'http://a.example http://b.example www.c.example' }, '10.0.1.5');
    expect(links.body.msgKey).toBe('errors.licenceTooManyLinks');
    const privateWork = await form({ worksId: ids.private, formToken: await formToken(ids.private) }, '10.0.1.6');
    expect(privateWork.status).toBe(404);
    expect(await requests()).toBe(before);
  });

  it('should limit one address to five requests an hour', async () => {
    for (let i = 0; i < 5; i++) expect((await form({}, '10.0.2.1')).status).toBe(200);
    expect((await form({}, '10.0.2.1')).status).toBe(429);
  });

  it('should take a form token once: a second request with it asks for the page again', async () => {
    const before = await requests();
    const token = await formToken(ids.rain);
    // A refused request leaves its token good: the asker corrects the text and sends again.
    const links = await form({ formToken: token, intendedUse: 'http://a.example http://b.example www.c.example' });
    expect(links.body.msgKey).toBe('errors.licenceTooManyLinks');
    expect((await form({ formToken: token }, '10.0.4.1')).status).toBe(200);
    const again = await form({ formToken: token }, '10.0.4.2');
    expect(again.body).toMatchObject({ code: 409, msgKey: 'errors.licenceFormUsed' });
    expect(await requests()).toBe(before + 1);
  });

  it('should limit one work to ten requests an hour, from however many addresses', async () => {
    const asked = await work('Harbour crane collapse', 'The crane at pier 4', null, 1);
    for (let i = 1; i <= 10; i++) {
      const res = await form({ worksId: asked, formToken: await formToken(asked) }, `10.0.5.${i}`);
      expect(res.status).toBe(200);
    }
    const eleventh = await form({ worksId: asked, formToken: await formToken(asked) }, '10.0.5.11');
    expect(eleventh.body).toMatchObject({ code: 429, msgKey: 'errors.tooManyRequests' });
    const stored = await t.sql.query('SELECT count(*)::int AS n FROM licence_requests WHERE work_id = $1', [asked]);
    expect(stored.rows[0].n).toBe(10);
  });

  it('should tell the creator once for a batch of requests on one work, and again for a later batch', async () => {
    const asked = await work('Bridge closed by fog', 'Traffic stopped on the bridge', null, 1);
    const ask = async (ip: string) =>
      expect((await form({ worksId: asked, formToken: await formToken(asked) }, ip)).status).toBe(200);
    const notices = async () =>
      (
        await t.sql.query(
          "SELECT count(*)::int AS n FROM notifications WHERE type = 'licenceRequested' AND link = $1",
          [`/home/worksdetail?id=${asked}`],
        )
      ).rows[0].n;
    await Promise.all(['10.0.6.1', '10.0.6.2', '10.0.6.3'].map(ask));
    expect(await notices()).toBe(1);
    // Read, but from this batch: still one.
    await t.sql.query("UPDATE notifications SET read_at = now() WHERE type = 'licenceRequested'");
    await ask('10.0.6.4');
    expect(await notices()).toBe(1);
    // Read, and an hour old: the next request starts a new batch.
    await t.sql.query(
      "UPDATE notifications SET created_at = now() - interval '61 minutes' WHERE type = 'licenceRequested'",
    );
    await ask('10.0.6.5');
    expect(await notices()).toBe(2);
    // Unread, however old: the creator has not seen the last one yet.
    await t.sql.query(
      "UPDATE notifications SET created_at = now() - interval '61 minutes' WHERE type = 'licenceRequested'",
    );
    await ask('10.0.6.6');
    expect(await notices()).toBe(2);
    const listed = await t.sql.query('SELECT count(*)::int AS n FROM licence_requests WHERE work_id = $1', [asked]);
    expect(listed.rows[0].n).toBe(6);
  });

  it('should tell the creator, list it for support, and mail support’s reply with the request, keeping the thread', async () => {
    const mail = uniqueMail('desk');
    expect((await form({ mail, organisation: 'Harbour Daily' }, '10.0.3.1')).status).toBe(200);
    const note = await t.sql.query(
      "SELECT params, link FROM notifications WHERE account_id = $1 AND type = 'licenceRequested' ORDER BY id DESC LIMIT 1",
      [creator.customId],
    );
    expect(note.rows[0]).toEqual({ params: { title: '北京暴雨' }, link: `/home/worksdetail?id=${ids.rain}` });

    const support = await newStaff(t.app, t.url, 'support');
    const list = await dataOf<{ list: { id: number; organisation: string; status: string }[] }>(
      t.app,
      'GET',
      '/manager/licence/page',
      { token: support.token, query: { status: 'open' } },
    );
    const request = list.list.find((r) => r.organisation === 'Harbour Daily');
    expect(request).toMatchObject({ status: 'open' });
    const id = request?.id as number;

    const answered = await dataOf<{ status: string; thread: { body: string; staff: { id: number } }[] }>(
      t.app,
      'POST',
      '/manager/licence/reply',
      { token: support.token, body: { id, body: '可以授权，费用 500 元。' } },
    );
    expect(answered.status).toBe('answered');
    expect(answered.thread).toEqual([
      expect.objectContaining({ body: '可以授权，费用 500 元。', staff: expect.objectContaining({ id: support.id }) }),
    ]);
    const sent = await readMail(t.app, mail);
    expect(sent.subject).toBe('Re: 您对“北京暴雨”的授权申请');
    expect(sent.text).toContain('可以授权，费用 500 元。');
    expect(sent.text).toContain('Tonight’s bulletin');
    await dataOf(t.app, 'POST', '/manager/licence/reply', { token: support.token, body: { id, body: 'Second' } });
    const detail = await dataOf<{ thread: { body: string }[] }>(t.app, 'GET', '/manager/licence/detail', {
      token: support.token,
      query: { id: String(id) },
    });
    expect(detail.thread.map((r) => r.body)).toEqual(['可以授权，费用 500 元。', 'Second']);
    const audit = await t.sql.query(
      "SELECT staff_id, action FROM audit_log WHERE entity = 'licenceRequest' AND entity_id = $1 ORDER BY id",
      [id],
    );
    expect(audit.rows).toEqual([
      { staff_id: support.id, action: 'send' },
      { staff_id: support.id, action: 'send' },
    ]);
    const missing = await call(t.app, 'GET', '/manager/licence/detail', {
      token: support.token,
      query: { id: '999999' },
    });
    expect(missing.status).toBe(404);
  });
});
