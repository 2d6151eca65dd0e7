import { logIn, newCreator, PASSWORD, readMail, signUp } from '@stringer/test-support/accounts';
import { call, dataOf } from '@stringer/test-support/api';
import { describe, expect, it, vi } from 'vitest';
import { connectChat, nextEvent } from '../../../test/sockets';
import { useTestApp } from '../../../test/test-app';
import { stepAt, totpCodeAt } from './lib/totp';

const t = useTestApp();

/** A creator with a confirmed authenticator app: its secret, the step its first code used, its recovery codes. */
async function creatorWithTotp() {
  const { mail } = await signUp(t.app);
  const token = await logIn(t.app, mail);
  const setup = await dataOf<{ secret: string; uri: string; qrCode: string }>(
    t.app,
    'POST',
    '/web/account/factors/totp',
    {
      token,
      body: { password: PASSWORD },
    },
  );
  const step = stepAt(Date.now());
  const confirmed = await dataOf<{ recoveryCodes: string[] }>(t.app, 'POST', '/web/account/factors/totp/confirm', {
    token,
    body: { code: totpCodeAt(setup.secret, step) },
  });
  return { mail, token, secret: setup.secret, step, recoveryCodes: confirmed.recoveryCodes };
}

const login = (email: string, ip = '127.0.0.1') =>
  call(t.app, 'POST', '/web/account/email/login', { body: { email, password: PASSWORD }, ip });
const secondStep = (challenge: string, proof: object, ip = '127.0.0.1') =>
  call(t.app, 'POST', '/web/account/login/second-step', { body: { challenge, proof }, ip });

describe('an authenticator app (TOTP)', () => {
  it('should be set up with the password again, a QR code drawn here and a first code', async () => {
    const { token } = await newCreator(t.app);
    const wrong = await call(t.app, 'POST', '/web/account/factors/totp', { token, body: { password: 'Nope1234' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([{ field: 'password', msgKey: 'errors.currentPasswordWrong' }]);
    const setup = (await call(t.app, 'POST', '/web/account/factors/totp', { token, body: { password: PASSWORD } })).body
      .data;
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.uri).toContain(`secret=${setup.secret}`);
    expect(setup.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(setup.qrCode.split(',')[1], 'base64').toString()).toContain('<svg');
    const bad = await call(t.app, 'POST', '/web/account/factors/totp/confirm', { token, body: { code: '12345' } });
    expect(bad.body.errors).toEqual([{ field: 'code', msgKey: 'factors.errors.codeFormat' }]);
    const code = totpCodeAt(setup.secret, stepAt(Date.now()) - 5);
    const stale = await call(t.app, 'POST', '/web/account/factors/totp/confirm', { token, body: { code } });
    expect(stale.body.errors).toEqual([{ field: 'code', msgKey: 'factors.errors.codeWrong' }]);
    const mine = await dataOf(t.app, 'GET', '/web/account/factors', { token });
    expect(mine).toEqual({ totp: false, passkeys: [], recoveryCodesLeft: 0, required: false });
  });

  it('should make sign-in a second step, each code taken once', async () => {
    const me = await creatorWithTotp();
    expect(me.recoveryCodes).toHaveLength(10);
    const first = await login(me.mail);
    expect(first.status).toBe(202);
    expect(first.body).toMatchObject({ code: 202, msgKey: 'factors.secondStepRequired' });
    expect(first.body.data).toMatchObject({ methods: ['totp', 'recovery'], passkeyOptions: null });
    expect(first.body.data.token).toBeUndefined();
    const { challenge } = first.body.data;
    // The code that confirmed the app was seen: it never opens a session.
    const replay = await secondStep(challenge, { method: 'totp', code: totpCodeAt(me.secret, me.step) });
    expect(replay.status).toBe(400);
    expect(replay.body.msgKey).toBe('factors.errors.codeWrong');
    const next = totpCodeAt(me.secret, me.step + 1);
    const done = await secondStep(challenge, { method: 'totp', code: ` ${next.slice(0, 3)} ${next.slice(3)} ` });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ tokenName: expect.any(String), user: { mail: me.mail } });
    expect((await call(t.app, 'GET', '/web/custom/info', { token: done.body.data.token })).status).toBe(200);
    // Single use: the challenge is gone, and the code is spent for a new one too.
    expect((await secondStep(challenge, { method: 'totp', code: next })).body.msgKey).toBe(
      'factors.errors.challengeExpired',
    );
    const again = (await login(me.mail)).body.data.challenge;
    expect((await secondStep(again, { method: 'totp', code: next })).body.msgKey).toBe('factors.errors.codeWrong');
  });

  it('should refuse an expired challenge', async () => {
    const me = await creatorWithTotp();
    const { challenge } = (await login(me.mail)).body.data;
    await t.sql.query("UPDATE factor_challenges SET expires_at = now() - interval '1 second'");
    const late = await secondStep(challenge, { method: 'totp', code: totpCodeAt(me.secret, me.step + 1) });
    expect(late.status).toBe(400);
    expect(late.body.msgKey).toBe('factors.errors.challengeExpired');
    expect((await secondStep('not-a-challenge', { method: 'totp', code: '123456' })).body.msgKey).toBe(
      'factors.errors.challengeExpired',
    );
  });

  it('should count wrong codes as failed sign-ins: five end a challenge, and with wrong passwords they lock the address', async () => {
    const me = await creatorWithTotp();
    const ip = '10.9.8.7';
    const wrong = totpCodeAt(me.secret, me.step + 40);
    const first = (await login(me.mail, ip)).body.data.challenge;
    for (let i = 0; i < 5; i++) expect((await secondStep(first, { method: 'totp', code: wrong }, ip)).status).toBe(400);
    expect((await secondStep(first, { method: 'totp', code: wrong }, ip)).body.msgKey).toBe(
      'factors.errors.challengeExpired',
    );
    // The right password, with a second step to come, forgets none of them: three wrong ones lock the address.
    expect((await login(me.mail, ip)).status).toBe(202);
    const wrongPassword = () =>
      call(t.app, 'POST', '/web/account/email/login', { body: { email: me.mail, password: 'Wrong1234' }, ip });
    for (let i = 0; i < 2; i++) expect((await wrongPassword()).status).toBe(400);
    const locked = await wrongPassword();
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ msgKey: 'errors.loginLocked', retryAt: expect.any(String) });
    expect((await login(me.mail, ip)).status).toBe(429);
    // Someone elsewhere is not held back: five wrong codes are under the account's own limit.
    expect((await login(me.mail, '10.9.8.8')).status).toBe(202);
  });

  it('should lock the account after eight wrong codes from any addresses, tell its owner, and refuse the right code until the lock ends', async () => {
    const me = await creatorWithTotp();
    // The owner's own sign-in, begun before the guesses.
    const owners = (await login(me.mail, '10.7.1.1')).body.data.challenge;
    const mailsBefore = (await dataOf<unknown[]>(t.app, 'GET', '/dev/mail', { query: { to: me.mail } })).length;
    const wrong = totpCodeAt(me.secret, me.step + 40);
    const answers: { status: number; msgKey: string; retryAt?: string }[] = [];
    // The report's 45 guesses from six addresses, each on a challenge of its own: no address
    // reaches its own limit, nor any challenge its five tries. Once locked, the password step says so.
    for (let i = 0; i < 45; i++) {
      const ip = `10.7.0.${(i % 6) + 1}`;
      const password = await login(me.mail, ip);
      const { status, body } =
        password.status === 202
          ? await secondStep(password.body.data.challenge, { method: 'totp', code: wrong }, ip)
          : password;
      answers.push({ status, msgKey: body.msgKey, retryAt: body.retryAt });
    }
    expect(answers.slice(0, 7).map((a) => a.msgKey)).toEqual(Array(7).fill('factors.errors.codeWrong'));
    const locked = answers.slice(7);
    expect(new Set(locked.map((a) => `${a.status} ${a.msgKey}`))).toEqual(new Set(['429 errors.secondStepLocked']));
    const retryAt = Date.parse(locked[0]?.retryAt as string);
    expect(retryAt - Date.now()).toBeGreaterThan(14 * 60_000);

    const notice = await readMail(t.app, me.mail, mailsBefore);
    expect(notice.subject).toContain('Sign-in to your account locked after wrong codes');
    expect(notice.text).toContain('8 wrong second-step codes');
    expect(notice.text).toContain('/#/retrievepassword');

    // The right code, from an address that never guessed, is refused while the lock holds, and
    // the right password is told so at once.
    const refused = await secondStep(owners, { method: 'totp', code: totpCodeAt(me.secret, me.step + 1) }, '10.7.1.1');
    expect(refused.body).toMatchObject({ code: 429, msgKey: 'errors.secondStepLocked' });
    const password = await login(me.mail, '10.7.1.2');
    expect(password.body).toMatchObject({
      code: 429,
      msgKey: 'errors.secondStepLocked',
      retryAt: locked[0]?.retryAt,
    });
    const mails = await dataOf<{ subject: string }[]>(t.app, 'GET', '/dev/mail', { query: { to: me.mail } });
    expect(mails.filter((m) => m.subject.includes('locked'))).toHaveLength(1);

    // Once the lock's window has passed, the right code signs in.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(retryAt + 1_000);
      const later = (await login(me.mail, '10.7.1.3')).body.data.challenge;
      const code = totpCodeAt(me.secret, stepAt(Date.now()));
      expect((await secondStep(later, { method: 'totp', code }, '10.7.1.3')).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('should be removed with the password again, after which the password signs in alone', async () => {
    const me = await creatorWithTotp();
    const wrong = await call(t.app, 'POST', '/web/account/factors/totp/remove', {
      token: me.token,
      body: { password: 'Wrong1234' },
    });
    expect(wrong.status).toBe(400);
    await dataOf(t.app, 'POST', '/web/account/factors/totp/remove', { token: me.token, body: { password: PASSWORD } });
    expect((await login(me.mail)).status).toBe(200);
  });
});

describe("a change of one's factors", () => {
  const ended = async (token: string) => (await call(t.app, 'GET', '/web/custom/info', { token })).body;

  it('should end the other sessions (their sockets told) when a factor is added or removed, and keep this one', async () => {
    const { mail } = await signUp(t.app);
    const [token, other] = [await logIn(t.app, mail), await logIn(t.app, mail)];
    const socket = await connectChat(t.app, other);
    const kicked = nextEvent(socket, 'kickedOut');
    let recoveryCode: string;
    try {
      const { secret } = await dataOf<{ secret: string }>(t.app, 'POST', '/web/account/factors/totp', {
        token,
        body: { password: PASSWORD },
      });
      const confirmed = await dataOf<{ recoveryCodes: string[] }>(t.app, 'POST', '/web/account/factors/totp/confirm', {
        token,
        body: { code: totpCodeAt(secret, stepAt(Date.now())) },
      });
      recoveryCode = confirmed.recoveryCodes[0] as string;
      expect(await kicked).toEqual({ reason: 'factorsChanged' });
    } finally {
      socket.close();
    }
    expect(await ended(other)).toMatchObject({ code: 500, errorCode: 11012 });
    expect((await call(t.app, 'GET', '/web/custom/info', { token })).status).toBe(200);

    const { challenge } = (await login(mail)).body.data;
    const signedIn = (await secondStep(challenge, { method: 'recovery', code: recoveryCode })).body.data.token;
    await dataOf(t.app, 'POST', '/web/account/factors/totp/remove', { token, body: { password: PASSWORD } });
    expect(await ended(signedIn)).toMatchObject({ code: 500, errorCode: 11012 });
    expect((await call(t.app, 'GET', '/web/custom/info', { token })).status).toBe(200);
  });
});

describe('recovery codes', () => {
  it('should each sign in once, and be renewed with the password again', async () => {
    const me = await creatorWithTotp();
    const [code, other] = me.recoveryCodes as [string, string];
    expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const first = (await login(me.mail)).body.data.challenge;
    const used = await secondStep(first, { method: 'recovery', code: code.toUpperCase() });
    expect(used.status).toBe(200);
    const second = (await login(me.mail)).body.data.challenge;
    expect((await secondStep(second, { method: 'recovery', code })).body.msgKey).toBe('factors.errors.codeWrong');
    expect(
      (await dataOf<{ recoveryCodesLeft: number }>(t.app, 'GET', '/web/account/factors', { token: me.token }))
        .recoveryCodesLeft,
    ).toBe(9);
    const renewed = await dataOf<{ recoveryCodes: string[] }>(t.app, 'POST', '/web/account/factors/recovery-codes', {
      token: me.token,
      body: { password: PASSWORD },
    });
    expect(renewed.recoveryCodes).toHaveLength(10);
    expect((await secondStep(second, { method: 'recovery', code: other })).body.msgKey).toBe(
      'factors.errors.codeWrong',
    );
    const renewedCode = renewed.recoveryCodes[0] as string;
    expect((await secondStep(second, { method: 'recovery', code: renewedCode })).status).toBe(200);
    const { rows } = await t.sql.query('SELECT code_hash FROM recovery_codes');
    expect(rows.map((r) => r.code_hash).join()).not.toContain(renewedCode.replace('-', ''));
  });

  it('should not be offered, nor a passkey, to an account without them', async () => {
    const me = await creatorWithTotp();
    const { challenge } = (await login(me.mail)).body.data;
    const passkey = await secondStep(challenge, {
      method: 'passkey',
      response: { id: 'x', rawId: 'x', type: 'public-key', response: { clientDataJSON: 'e30' } },
    });
    expect(passkey.status).toBe(400);
    expect(passkey.body.msgKey).toBe('factors.errors.codeWrong');
  });
});

describe('an office behind one address', () => {
  it('should sign in 40 times with second steps and never be limited', async () => {
    const office = '10.40.0.1';
    const staff = [await creatorWithTotp(), await creatorWithTotp(), await creatorWithTotp(), await creatorWithTotp()];
    const answers: number[] = [];
    for (const person of staff) {
      for (const code of person.recoveryCodes) {
        const password = await login(person.mail, office);
        expect(password.status).toBe(202);
        answers.push((await secondStep(password.body.data.challenge, { method: 'recovery', code }, office)).status);
      }
    }
    expect(answers).toEqual(Array(40).fill(200));
  });
});
