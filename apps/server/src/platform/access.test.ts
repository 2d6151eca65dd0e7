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

const t = useTestApp();
const tokens = {} as Record<Role, string>;

const guarded = () => t.app.accessTable.filter((r) => r.access !== 'public' && r.access !== 'optional');
const send = (method: string, url: string, token?: string) =>
  t.app.inject({
    method: method as 'GET',
    url: url.replace(/:\w+/g, '1'),
    headers: token ? { [TOKEN_NAME]: token } : {},
  });

describe('Access, route by route', () => {
  beforeAll(async () => {
    for (const role of ROLES) {
      const { mail } = await signUp(t.app);
      if (role !== 'creator') await t.sql.query('UPDATE accounts SET role = $1 WHERE mail = $2', [role, mail]);
      tokens[role] = await logIn(t.app, mail);
    }
  });

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
