import { logIn, signUp } from '@stringer/test-support/accounts';
import { call } from '@stringer/test-support/api';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy';
import { createTestApp, type TestApp } from '../../test/test-app';
import { isStorageFull, isUnavailable } from './errors';

let proxy: TcpProxy;
let t: TestApp;
let token: string;

beforeAll(async () => {
  const server = new URL(inject('adminUrl'));
  proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
  // The app reaches the real PostgreSQL only through the relay; the test's own SQL goes direct.
  const viaProxy = (url: string) => {
    const u = new URL(url);
    u.host = `127.0.0.1:${proxy.port}`;
    return u.toString();
  };
  t = await createTestApp({}, { appDatabaseUrl: viaProxy });
  token = await logIn(t.app, (await signUp(t.app)).mail);
}, 120_000);

afterAll(async () => {
  proxy.restore();
  await t.close();
  await proxy.close();
});

describe('while PostgreSQL cannot be reached', () => {
  it('should answer 503 with Retry-After in the envelope, then serve again once it is back', async () => {
    proxy.cut();
    for (const res of [
      await call(t.app, 'GET', '/api/area/countries'),
      await call(t.app, 'GET', '/web/custom/info', { token }),
      await call(t.app, 'POST', '/web/account/email/login', { body: { email: 'a@b.co', password: 'Secret123' } }),
    ]) {
      expect(res).toMatchObject({ status: 503, body: { code: 503, msgKey: 'errors.unavailable' } });
      expect(res.headers['retry-after']).toBe('10');
    }
    const ready = await call(t.app, 'GET', '/health/ready');
    expect(ready).toMatchObject({ status: 503, body: { errors: [{ field: 'database' }] } });
    expect((await call(t.app, 'GET', '/health/live')).status).toBe(200);

    proxy.restore();
    expect((await call(t.app, 'GET', '/api/area/countries')).status).toBe(200);
    expect((await call(t.app, 'GET', '/web/custom/info', { token })).status).toBe(200);
    expect((await call(t.app, 'GET', '/health/ready')).body).toMatchObject({ code: 200, data: { database: 'ok' } });
  }, 60_000);
});

describe('when PostgreSQL cannot write because its disk is full', () => {
  it('should answer 507 storageFull with Retry-After, and write nothing', async () => {
    // PostgreSQL's own disk_full error, raised by the real server where the insert would extend
    // the table's file (a full disk cannot be made here without filling the machine's).
    await t.sql.query(`CREATE FUNCTION disk_is_full() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
      RAISE EXCEPTION 'could not extend file "base/1/2": No space left on device' USING ERRCODE = 'disk_full';
    END $$`);
    await t.sql.query(
      'CREATE TRIGGER disk_is_full BEFORE INSERT ON drafts FOR EACH ROW EXECUTE FUNCTION disk_is_full()',
    );
    try {
      const res = await call(t.app, 'POST', '/web/draft', { token, body: { title: 'Flood at the bridge' } });
      expect(res).toMatchObject({ status: 507, body: { code: 507, msgKey: 'errors.storageFull' } });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect((await t.sql.query('SELECT count(*)::int AS n FROM drafts')).rows[0].n).toBe(0);
    } finally {
      await t.sql.query('DROP TRIGGER disk_is_full ON drafts; DROP FUNCTION disk_is_full()');
    }
    expect((await call(t.app, 'POST', '/web/draft', { token, body: { title: 'Flood at the bridge' } })).status).toBe(
      200,
    );
  });

  it("should know the file system's and PostgreSQL's codes for a full disk, however wrapped", () => {
    for (const code of ['ENOSPC', 'EDQUOT', '53100']) {
      expect(isStorageFull(Object.assign(new Error('Failed query'), { cause: { code } })), code).toBe(true);
    }
    expect(isStorageFull({ code: '23505' })).toBe(false);
  });
});

describe('which failures mean "unavailable"', () => {
  it('should know pg connection failures, however wrapped, and nothing else', () => {
    const wrapped = (cause: object) => Object.assign(new Error('Failed query: select 1'), { cause });
    for (const err of [
      { code: 'ECONNREFUSED' },
      { code: 'ECONNRESET' },
      { code: '57P01', message: 'terminating connection due to administrator command' },
      { code: '57P03', message: 'the database system is starting up' },
      new Error('timeout exceeded when trying to connect'),
      new Error('Connection terminated unexpectedly'),
      wrapped({ code: '57P01' }),
    ]) {
      expect(isUnavailable(err), JSON.stringify(err)).toBe(true);
    }
    for (const err of [{ code: '23505' }, new Error('boom'), wrapped({ code: '22P02' }), undefined, 'ECONNREFUSED']) {
      expect(isUnavailable(err), JSON.stringify(err)).toBe(false);
    }
  });
});
