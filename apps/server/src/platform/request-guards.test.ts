import { newCreator } from '@stringer/test-support/accounts';
import { call } from '@stringer/test-support/api';
import { newStaff } from '@stringer/test-support/staff';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { MAX_JSON_DEPTH } from './request-guards';

/**
 * Input PostgreSQL or the server itself cannot take, on any route: a NUL character in any text
 * (PostgreSQL refuses it in text and jsonb), a lone surrogate (jsonb refuses it) and JSON nested
 * deeper than any form. Each must get a 400 in the envelope with its own key, and write nothing.
 */

const t = useTestApp();
let me: { token: string; customId: number };
let admin: { token: string };
beforeAll(async () => {
  me = await newCreator(t.app);
  admin = await newStaff(t.app, t.url, 'admin');
});

const NUL = '\u0000';

async function rowCounts() {
  const { rows } = await t.sql.query(`SELECT
    (SELECT count(*) FROM accounts) AS accounts,
    (SELECT count(*) FROM verification_codes) AS codes,
    (SELECT count(*) FROM drafts) AS drafts,
    (SELECT count(*) FROM works) AS works,
    (SELECT count(*) FROM clues) AS clues`);
  return rows[0];
}

interface NulCase {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  signedIn?: boolean | 'admin';
  body?: unknown;
  query?: Record<string, string>;
  field: string;
}

const work = { title: 'T', description: 'D', tags: [1], coverFileId: 'c', videoFileIds: ['v'] };
const cases: NulCase[] = [
  {
    method: 'POST',
    url: '/web/account/email/login',
    body: { email: `a${NUL}@b.co`, password: 'Secret123' },
    field: 'email',
  },
  {
    method: 'POST',
    url: '/web/account/email/login',
    body: { email: 'a@b.co', password: `Se${NUL}cret123` },
    field: 'password',
  },
  { method: 'POST', url: '/web/custom/mail/code', body: { mail: `ann${NUL}@b.co` }, field: 'mail' },
  { method: 'POST', url: '/web/custom/create', body: { realName: `A${NUL}nn` }, field: 'realName' },
  { method: 'GET', url: '/dev/mail', query: { to: `a${NUL}@b.co` }, field: 'to' },
  { method: 'GET', url: '/web/works/public/page', query: { pageNum: `1${NUL}` }, field: 'pageNum' },
  { method: 'GET', url: `/web/avatars/${encodeURIComponent(`x${NUL}`)}`, field: 'id' },
  { method: 'POST', url: '/web/draft', signedIn: true, body: { title: `half${NUL}` }, field: 'title' },
  {
    method: 'POST',
    url: '/web/draft',
    signedIn: true,
    body: { form: { list: ['a', `b${NUL}`] } },
    field: 'form.list.1',
  },
  { method: 'PUT', url: '/web/draft', signedIn: true, body: { [`key${NUL}`]: 1 }, field: `key${NUL}` },
  { method: 'POST', url: '/web/works', signedIn: true, body: { ...work, location: `Wu${NUL}han` }, field: 'location' },
  { method: 'POST', url: '/web/clue', signedIn: true, body: { title: 'T', place: `P${NUL}` }, field: 'place' },
  { method: 'PUT', url: '/api/user/intro', signedIn: true, body: { intro: `hi${NUL}` }, field: 'intro' },
];

/**
 * Ill-formed Unicode as a JSON body carries it (`"a\ud800b"`): each route the attack round saw
 * answer 500 ("invalid input syntax for type json"), and its reverse (a low surrogate alone).
 */
const LONE = ['a\ud800b', 'x\udfff', '\udc00\ud800'];
const surrogateCases: NulCase[] = LONE.flatMap((text) => [
  { method: 'POST', url: '/web/draft', signedIn: true, body: { title: text }, field: 'title' },
  { method: 'PUT', url: '/web/works', signedIn: true, body: { ...work, id: 1, title: text }, field: 'title' },
  { method: 'POST', url: '/manager/works/1/notes', signedIn: 'admin', body: { text }, field: 'text' },
  { method: 'POST', url: '/manager/licence/reply', signedIn: 'admin', body: { id: 1, body: text }, field: 'body' },
  { method: 'POST', url: '/manager/article/create', signedIn: 'admin', body: { title: text }, field: 'title' },
  { method: 'POST', url: '/manager/agreement/publish', signedIn: 'admin', body: { content: text }, field: 'content' },
  { method: 'PUT', url: '/manager/profile', signedIn: 'admin', body: { name: text }, field: 'name' },
  { method: 'PUT', url: '/web/draft', signedIn: true, body: { [text]: 1 }, field: text },
]);

const tokenFor = (c: NulCase) => (c.signedIn === 'admin' ? admin.token : c.signedIn ? me.token : undefined);

describe.each([
  ['a NUL character', cases],
  ['a lone surrogate', surrogateCases],
])('%s', (_what, list) => {
  it.each(list.map((c) => [`${c.method} ${c.url} ${JSON.stringify(c.field)}`, c] as const))(
    '%s: 400 invalidCharacters at the field, nothing written',
    async (_name, c) => {
      const before = await rowCounts();
      const res = await call(t.app, c.method, c.url, { body: c.body, query: c.query, token: tokenFor(c) });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body).toMatchObject({
        code: 400,
        msgKey: 'errors.invalidCharacters',
        errors: [{ field: c.field, msgKey: 'errors.invalidCharacters' }],
      });
      expect(await rowCounts()).toEqual(before);
    },
  );
});

describe('a NUL character in a file name', () => {
  it('should refuse a NUL in a tus upload file name', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/web/files',
      headers: {
        'stringer-token': me.token,
        'tus-resumable': '1.0.0',
        'upload-length': '10',
        'upload-metadata': `kind ${Buffer.from('cover').toString('base64')},filename ${Buffer.from(`a${NUL}.jpg`).toString('base64')}`,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ msgKey: 'errors.invalidCharacters' });
  });
});

describe('deeply nested JSON', () => {
  const nested = (depth: number) => `{"a":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;
  const saveDraft = (payload: string) =>
    t.app.inject({
      method: 'POST',
      url: '/web/draft',
      payload,
      headers: { 'content-type': 'application/json', 'stringer-token': me.token },
    });

  it('should refuse a draft nested 50,000 deep with 400 jsonTooDeep, saving nothing', async () => {
    const before = await rowCounts();
    const res = await saveDraft(nested(50_000));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, msgKey: 'errors.jsonTooDeep' });
    expect(await rowCounts()).toEqual(before);
  });

  it(`should take a draft exactly ${MAX_JSON_DEPTH} deep, and brackets inside text at any count`, async () => {
    expect((await saveDraft(nested(MAX_JSON_DEPTH))).statusCode).toBe(200);
    expect((await saveDraft(nested(MAX_JSON_DEPTH + 1))).json()).toMatchObject({ msgKey: 'errors.jsonTooDeep' });
    const text = `${'[{'.repeat(5000)}\\"`;
    expect((await saveDraft(JSON.stringify({ text }))).statusCode).toBe(200);
    const saved = await call(t.app, 'GET', '/web/draft', { token: me.token });
    expect(saved.body.data).toMatchObject({ text });
  });

  it('should still refuse prototype poisoning, as Fastify does', async () => {
    const res = await saveDraft('{"__proto__":{"admin":true}}');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400 });
  });
});
