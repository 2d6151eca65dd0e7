import { describe, expect, it } from 'vitest';
import { call, logIn, PASSWORD, signUp } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp();

const login = (email: string, password: string, ip?: string) =>
  call(t.app, 'POST', '/web/account/email/login', { body: { email, password }, ...(ip ? { ip } : {}) });

describe('sessions', () => {
  it('should refuse a wrong password and an unknown address with the same message', async () => {
    const { mail } = await signUp(t.app);
    const wrong = await login(mail, 'Wrong1234');
    const unknown = await login('nobody@example.com', PASSWORD);
    expect(wrong).toMatchObject({ status: 400, body: { msgKey: 'errors.wrongCredentials' } });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('should tell an old account without a password to retrieve it', async () => {
    const { mail } = await signUp(t.app);
    await t.sql.query('UPDATE accounts SET password_hash = NULL WHERE mail = $1', [mail]);
    const res = await login(mail, PASSWORD);
    expect(res.body).toMatchObject({ code: 400, msgKey: 'errors.oldAccount' });
  });

  it('should answer 401 without a token or with one nobody issued', async () => {
    expect((await call(t.app, 'GET', '/web/custom/info')).status).toBe(401);
    const res = await call(t.app, 'GET', '/web/custom/info', { token: 'made-up' });
    expect(res).toMatchObject({ status: 401, body: { code: 401, msgKey: 'errors.unauthorized' } });
  });

  it('should answer code 500 with errorCode 11012 once a session has expired', async () => {
    const { mail } = await signUp(t.app);
    const token = await logIn(t.app, mail);
    const { rows } = await t.sql.query(
      'SELECT extract(epoch FROM s.expires_at - s.created_at) AS ttl FROM sessions s JOIN accounts a ON a.id = s.account_id WHERE a.mail = $1',
      [mail],
    );
    expect(Number(rows[0].ttl)).toBeCloseTo(7 * 24 * 3600, -1);
    await t.sql.query("UPDATE sessions SET expires_at = now() - interval '1 second'");
    const res = await call(t.app, 'GET', '/web/custom/info', { token });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      code: 500,
      errorCode: 11012,
      msg: 'Your session has ended, please log in again',
      msgKey: 'errors.sessionInvalid',
    });
  });

  it('should keep other sessions when one logs out', async () => {
    const { mail } = await signUp(t.app);
    const laptop = await logIn(t.app, mail);
    const phone = await logIn(t.app, mail);
    await call(t.app, 'GET', '/web/account/logout', { token: laptop });
    expect((await call(t.app, 'GET', '/web/custom/info', { token: phone })).status).toBe(200);
  });

  it('should limit login attempts per address, whatever the IP', async () => {
    const { mail } = await signUp(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await login(mail, 'Wrong1234', `203.0.113.${i}`)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
    const limited = await login(mail, PASSWORD, '203.0.113.99');
    expect(limited.body).toMatchObject({ code: 429, msgKey: 'errors.tooManyRequests' });
  });
});
