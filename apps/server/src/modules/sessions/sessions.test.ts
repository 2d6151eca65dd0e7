import { logIn, PASSWORD, signUp, uniqueMail } from '@stringer/test-support/accounts';
import { call, withoutRequestId } from '@stringer/test-support/api';
import { describe, expect, it, vi } from 'vitest';
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
    expect(withoutRequestId(unknown.body)).toEqual(withoutRequestId(wrong.body));
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
      requestId: expect.any(String),
    });
  });

  it('should keep other sessions when one logs out', async () => {
    const { mail } = await signUp(t.app);
    const laptop = await logIn(t.app, mail);
    const phone = await logIn(t.app, mail);
    await call(t.app, 'GET', '/web/account/logout', { token: laptop });
    expect((await call(t.app, 'GET', '/web/custom/info', { token: phone })).status).toBe(200);
  });

  it('should lock an account for one address after 8 wrong passwords, and say until when', async () => {
    const { mail } = await signUp(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await login(mail, 'Wrong1234', '203.0.113.7')).status);
    expect(statuses).toEqual(Array(7).fill(400));
    const eighth = await login(mail, 'Wrong1234', '203.0.113.7');
    expect(eighth).toMatchObject({ status: 429, body: { code: 429, msgKey: 'errors.loginLocked' } });
    const retryAt = Date.parse(eighth.body.retryAt);
    expect(retryAt - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(retryAt - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    expect(Number(eighth.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // Locked even with the right password, from that address.
    const right = await login(mail, PASSWORD, '203.0.113.7');
    expect(right.body).toMatchObject({ code: 429, msgKey: 'errors.loginLocked', retryAt: eighth.body.retryAt });
    // The owner, elsewhere, is not locked out by someone else's guesses.
    expect((await login(mail, PASSWORD, '198.51.100.1')).status).toBe(200);
  });

  it('should count only failures: many sign-ins in a row pass, and one success forgets the wrong tries', async () => {
    const { mail } = await signUp(t.app);
    for (let i = 0; i < 12; i++) expect((await login(mail, PASSWORD, '203.0.113.20')).status).toBe(200);
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 7; i++) expect((await login(mail, 'Wrong1234', '203.0.113.20')).status).toBe(400);
      expect((await login(mail, PASSWORD, '203.0.113.20')).status).toBe(200);
    }
  });

  it('should lock an unknown address like a known one, telling nothing about which it is', async () => {
    for (let i = 0; i < 7; i++) await login('nobody.at.all@example.com', 'Wrong1234', '203.0.113.30');
    const res = await login('nobody.at.all@example.com', 'Wrong1234', '203.0.113.30');
    expect(res.body).toMatchObject({ code: 429, msgKey: 'errors.loginLocked' });
  });

  it('should lock one account at an address while another account from that address still signs in', async () => {
    const [guessed, colleague] = [await signUp(t.app), await signUp(t.app)];
    for (let i = 0; i < 7; i++) await login(guessed.mail, 'Wrong1234', '203.0.113.40');
    expect((await login(guessed.mail, 'Wrong1234', '203.0.113.40')).body.msgKey).toBe('errors.loginLocked');
    expect((await login(colleague.mail, PASSWORD, '203.0.113.40')).status).toBe(200);
  });

  it('should refuse an address that guesses across accounts once it has 60 wrong tries, whatever its sign-ins, until the window ends', async () => {
    const ip = '203.0.113.50';
    const { mail } = await signUp(t.app);
    // Sign-ins that succeed spend nothing.
    for (let i = 0; i < 30; i++) expect((await login(mail, PASSWORD, ip)).status).toBe(200);
    // A password tried on one account after another: no pair reaches its own limit.
    const sprayed: number[] = [];
    for (let i = 0; i < 59; i++) sprayed.push((await login(uniqueMail('sprayed'), 'Summer2024', ip)).status);
    expect(sprayed).toEqual(Array(59).fill(400));
    const sixtieth = await login(uniqueMail('sprayed'), 'Summer2024', ip);
    // The key and status the sign-in form already shows for a limited address, and when to come back.
    expect(sixtieth.body).toMatchObject({ code: 429, msgKey: 'errors.tooManyRequests', retryAt: expect.any(String) });
    const retryAt = Date.parse(sixtieth.body.retryAt);
    expect(retryAt - Date.now()).toBeGreaterThan(14 * 60_000);
    // Now even a right password is not checked from there; from elsewhere it is.
    expect((await login(mail, PASSWORD, ip)).body.msgKey).toBe('errors.tooManyRequests');
    expect((await login(mail, PASSWORD, '203.0.113.51')).status).toBe(200);

    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(retryAt + 1_000);
      expect((await login(mail, PASSWORD, ip)).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });
});
