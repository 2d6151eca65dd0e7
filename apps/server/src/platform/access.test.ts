import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TOKEN_NAME } from '@stringer/shared/constants';
import { ROLES, type Role } from '@stringer/shared/statuses';
import { logIn, signUp } from '@stringer/test-support/accounts';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import auth, { reaches } from './auth';

/**
 * Routes anyone may call. A new one must be added here on purpose; every other route is swept:
 * 401 without a token, 403 for each role its access does not list.
 */
const PUBLIC = [
  'GET /api/account/google/config',
  'GET /api/area/cities',
  'GET /api/area/countries',
  'GET /api/area/provinces',
  'GET /api/tag/personal/list',
  'GET /dev/mail',
  'GET /v/:id',
  'GET /v/:id/poster',
  'GET /v/open.js',
  'GET /web/activity/:id',
  'GET /web/activity/effective/list',
  'GET /web/agreement/content',
  'GET /web/app/download',
  'GET /web/avatars/:id',
  'GET /web/banner/list',
  'GET /web/custom/:id/info',
  'GET /web/files/:id/content',
  'GET /web/files/:id/renditions/*',
  'GET /web/images/:id',
  'GET /web/originals/:worksId/:fileId',
  'GET /web/seed/covers/:name',
  'GET /web/tag/works/select/list',
  'GET /web/task/:id',
  'GET /web/works/public/detail',
  'GET /web/works/public/page',
  'POST /api/account/google/login',
  'POST /api/staff/invitation/accept',
  'POST /web/account/email/login',
  'POST /web/account/login/second-step',
  'POST /web/custom/create',
  'POST /web/custom/mail/code',
  'POST /web/custom/password/reset',
  'POST /web/verification-code/mail',
  'POST /web/works/public/licence-request',
];

/**
 * A built web app, as production serves one: its `/*` file route is another reader of the path
 * (a `//web/...` the router does not match reaches it). Without a build the route is not there.
 */
const webDist = mkdtempSync(path.join(tmpdir(), 'stringer-web-'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Stringer</title>');
const t = useTestApp({ WEB_DIST: webDist });
const tokens = {} as Record<Role, string>;
const mails = {} as Record<Role, string>;

const guarded = () => t.app.accessTable.filter((r) => r.access !== 'public' && r.access !== 'optional');
const send = (method: string, url: string, token?: string) =>
  t.app.inject({
    method: method as 'GET',
    url: url.replace(/:\w+/g, '1'),
    headers: token ? { [TOKEN_NAME]: token } : {},
  });

beforeAll(async () => {
  for (const role of ROLES) {
    const { mail } = await signUp(t.app);
    if (role !== 'creator') await t.sql.query('UPDATE accounts SET role = $1 WHERE mail = $2', [role, mail]);
    tokens[role] = await logIn(t.app, mail);
    mails[role] = mail;
  }
});

describe('Access, route by route', () => {
  it('should list exactly the routes anyone may call (a new public route is a conscious choice)', () => {
    const open = t.app.accessTable
      .filter((r) => (r.access === 'public' || r.access === 'optional') && r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url}`);
    expect(open.sort()).toEqual(PUBLIC);
  });

  it('should answer 401 in the envelope to every other route called without a token', async () => {
    expect(guarded().length).toBeGreaterThan(20);
    for (const { method, url } of guarded()) {
      const res = await send(method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      if (method !== 'HEAD')
        expect(res.json(), `${method} ${url}`).toMatchObject({ code: 401, msgKey: 'errors.unauthorized' });
    }
  });

  it('should answer 403 to every role a route does not list, and let the ones it lists through', async () => {
    for (const { method, url, access } of guarded()) {
      // signedIn (sign out among them) is every account's: the last test.
      if (typeof access === 'string') continue;
      for (const role of ROLES) {
        // Ids in the URL are 1: a listed role gets past the guard to whatever that names.
        const res = await send(method, url, tokens[role]);
        const where = `${role} on ${method} ${url}`;
        if (reaches(role, access)) expect([401, 403], where).not.toContain(res.statusCode);
        else {
          expect(res.statusCode, where).toBe(403);
          if (method !== 'HEAD') expect(res.json(), where).toMatchObject({ code: 403, msgKey: 'errors.forbidden' });
        }
      }
    }
  });

  it('should let every account, staff or creator, reach its own account', async () => {
    for (const role of ROLES) {
      const res = await send('GET', '/web/custom/info', tokens[role]);
      expect(res.json(), role).toMatchObject({ code: 200, data: { role } });
    }
  });
});

/**
 * The same route written as a client may encode it: the router decodes `%6d` to `m`, so a guard
 * that reads the raw URL and the router disagree about which route this is. Every form must either
 * reach the route under its own guard or name no route at all (404), never slip past.
 */
function encodedForms(path: string): string[] {
  const [, first = '', ...rest] = path.split('/');
  const tail = rest.length ? `/${rest.join('/')}` : '';
  const hex = (c: string) => c.charCodeAt(0).toString(16);
  return [
    `/%${hex(first[0] ?? 'x')}${first.slice(1)}${tail}`,
    `/%${hex(first[0] ?? 'x').toUpperCase()}${first.slice(1)}${tail}`,
    `/${[...first].map((c) => `%${hex(c)}`).join('')}${tail}`,
    `/${first}${tail.replace('/', '%2F')}`,
    `/${first}${tail.replace('/', '%2f')}`,
    `//${first}${tail}`,
    `/${first}/${tail}`,
    `/./${first}${tail}`,
    `/${first}/.${tail}`,
    `/x/../${first}${tail}`,
    `/${first.toUpperCase()}${tail}`,
    `/${first[0]?.toUpperCase()}${first.slice(1)}${tail}`,
  ];
}

describe('Access, route by route, under every encoded form of its path', () => {
  const sendRaw = (method: string, url: string, token?: string) =>
    t.app.inject({ method: method as 'GET', url, headers: token ? { [TOKEN_NAME]: token } : {} });
  const forms = () =>
    guarded().flatMap(({ method, url, access }) =>
      encodedForms(url.replace(/:\w+/g, '1')).map((form) => ({ method, url, access, form })),
    );

  it('should answer 401 or 404 to every encoded form called without a token', async () => {
    for (const { method, url, form } of forms()) {
      const res = await sendRaw(method, form);
      expect([401, 404], `${method} ${form} (${url})`).toContain(res.statusCode);
    }
  });

  it('should answer 403 or 404 to every encoded form called by a role the route does not list', async () => {
    for (const { method, url, access, form } of forms()) {
      if (typeof access === 'string') continue;
      for (const role of ROLES.filter((r) => !reaches(r, access))) {
        const res = await sendRaw(method, form, tokens[role]);
        expect([403, 404], `${role} on ${method} ${form} (${url})`).toContain(res.statusCode);
      }
    }
  });

  // Last in the file: the policy stays on for the accounts above.
  it("should hold a staff member without a factor to enrolment under the admins' policy, whatever the path's form", async () => {
    const policy = { staffSecondFactorRequired: true };
    const on = await sendRawJson('PUT', '/manager/security/policy', tokens.admin, policy);
    expect(on.statusCode).toBe(200);
    // Signed in again under the policy: held to enrolment (a session from before must step up).
    tokens.admin = await logIn(t.app, mails.admin);
    // The attack round's request: the policy turned off through `/%6danager/...`.
    const off = await sendRawJson('PUT', '/%6danager/security/policy', tokens.admin, {
      staffSecondFactorRequired: false,
    });
    expect(off.statusCode).toBe(403);
    expect(off.json()).toMatchObject({ msgKey: 'factors.errors.required' });
    const held = new Set<string>();
    // Only the console's routes: another (signing out among them) would end the session.
    for (const { method, url } of guarded().filter((r) => r.url.startsWith('/manager'))) {
      const plain = await sendRaw(method, url.replace(/:\w+/g, '1'), tokens.admin);
      if (plain.statusCode === 403 && method !== 'HEAD' && plain.json().msgKey === 'factors.errors.required')
        held.add(`${method} ${url}`);
    }
    // The console held whole but for enrolment and the member's own profile.
    expect(held.size).toBeGreaterThan(80);
    for (const { method, url, form } of forms()) {
      if (!held.has(`${method} ${url}`)) continue;
      const res = await sendRaw(method, form, tokens.admin);
      expect([403, 404], `${method} ${form} (${url})`).toContain(res.statusCode);
    }
    const { rows } = await t.sql.query("SELECT count(*)::int AS n FROM audit_log WHERE entity = 'securityPolicy'");
    expect(rows[0].n).toBe(1);
  });

  const sendRawJson = (method: string, url: string, token: string, body: unknown) =>
    t.app.inject({ method: method as 'PUT', url, headers: { [TOKEN_NAME]: token }, payload: body as object });
});

describe('A route that declares no access', () => {
  it('should stop the app from starting', async () => {
    const app = Fastify();
    await app.register(auth, { resolveSession: () => Promise.reject(new Error('no sessions here')) });
    const start = async () => {
      app.get('/forgotten', async () => null);
      await app.ready();
    };
    await expect(start()).rejects.toThrow('GET /forgotten declares no access');
  });
});
