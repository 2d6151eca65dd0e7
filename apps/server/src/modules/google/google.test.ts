import { logIn, signUp, someRegion } from '@stringer/test-support/accounts';
import { call } from '@stringer/test-support/api';
import { newStaff } from '@stringer/test-support/staff';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { GOOGLE_CLIENT_ID, startFakeGoogle } from '../../../test/google-keys';
import { useTestApp } from '../../../test/test-app';
import { stepAt, totpCodeAt } from '../factors';

const google = await startFakeGoogle();
const t = useTestApp({ GOOGLE_CLIENT_ID, GOOGLE_JWKS_URL: google.jwksUrl });

const googleLogin = (body: Record<string, unknown>) => call(t.app, 'POST', '/api/account/google/login', { body });
const nowS = () => Math.floor(Date.now() / 1000);
const accountsWith = async (mail: string) =>
  Number((await t.sql.query('SELECT count(*) FROM accounts WHERE mail = $1', [mail])).rows[0].count);

describe('Google sign-in', () => {
  it("should give the web app the client id for Google's button, and let Google's script and frames in", async () => {
    const res = await call(t.app, 'GET', '/api/account/google/config');
    expect(res.body.data).toEqual({ clientId: GOOGLE_CLIENT_ID });
    const csp = String(res.headers['content-security-policy']).split('; ');
    expect(csp).toContain("script-src 'self' https://accounts.google.com/gsi/client");
    expect(csp).toContain("frame-src 'self' https://accounts.google.com/gsi/");
    expect(csp).toContain("connect-src 'self' blob: https://accounts.google.com/gsi/");
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  it('should ask a new Google user for the region once, then create the account and sign in', async () => {
    const credential = await google.token();
    const { email } = decodeJwt(credential) as { email: string };
    const first = await googleLogin({ credential });
    expect(first).toMatchObject({ status: 409, body: { msgKey: 'errors.googleSignUpRequired' } });
    expect(await accountsWith(email)).toBe(0);

    const created = await googleLogin({ credential, ...(await someRegion(t.app)) });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data.user).toMatchObject({ mail: email, realName: 'Gina Google', role: 'creator' });
    const info = await call(t.app, 'GET', '/web/custom/info', { token: created.body.data.token });
    expect(info.body.data.customId).toBe(created.body.data.user.customId);

    // Next time the token alone signs in, to the same account.
    const again = await googleLogin({ credential });
    expect(again.body.data.user.customId).toBe(created.body.data.user.customId);
  });

  it('should link an existing account with the verified address, keeping its password', async () => {
    const { mail, user } = await signUp(t.app);
    const res = await googleLogin({ credential: await google.token({ email: mail.toUpperCase() }) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.user.customId).toBe(user.customId);
    const { rows } = await t.sql.query('SELECT google_sub FROM accounts WHERE mail = $1', [mail]);
    expect(rows[0].google_sub).toMatch(/^1000/);
    await logIn(t.app, mail);
  });

  it('should ask a creator who turned on a second factor for it after Google too', async () => {
    const { mail, password } = await signUp(t.app);
    const token = await logIn(t.app, mail);
    const { secret } = (await call(t.app, 'POST', '/web/account/factors/totp', { token, body: { password } })).body
      .data;
    const step = stepAt(Date.now());
    await call(t.app, 'POST', '/web/account/factors/totp/confirm', { token, body: { code: totpCodeAt(secret, step) } });
    const res = await googleLogin({ credential: await google.token({ email: mail }) });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({
      code: 202,
      msgKey: 'factors.secondStepRequired',
      data: { methods: ['totp', 'recovery'] },
    });
    const done = await call(t.app, 'POST', '/web/account/login/second-step', {
      body: { challenge: res.body.data.challenge, proof: { method: 'totp', code: totpCodeAt(secret, step + 1) } },
    });
    expect(done.body.data.user.mail).toBe(mail);
  });

  it('should never let a second Google account with the same address take a linked account over', async () => {
    const { mail, user } = await signUp(t.app);
    const first = await googleLogin({ credential: await google.token({ email: mail }) });
    expect(first.body.data.user.customId).toBe(user.customId);
    const linked = (await t.sql.query('SELECT google_sub FROM accounts WHERE mail = $1', [mail])).rows[0].google_sub;

    const other = await googleLogin({ credential: await google.token({ email: mail, sub: '2000-another-google' }) });
    expect(other).toMatchObject({ status: 409, body: { code: 409, msgKey: 'errors.googleLinkedElsewhere' } });
    const { rows } = await t.sql.query('SELECT google_sub FROM accounts WHERE mail = $1', [mail]);
    expect(rows[0].google_sub).toBe(linked);
    // The linked Google account still signs in.
    const again = await googleLogin({ credential: await google.token({ email: mail, sub: linked }) });
    expect(again.body.data.user.customId).toBe(user.customId);
  });

  it.each(['reviewer', 'support', 'admin'] as const)(
    'should refuse a %s through Google, linked or not',
    async (role) => {
      const staff = await newStaff(t.app, t.url, role);
      const sessions = async () =>
        Number(
          (
            await t.sql.query(
              'SELECT count(*) FROM sessions s JOIN accounts a ON a.id = s.account_id WHERE a.mail = $1',
              [staff.mail],
            )
          ).rows[0].count,
        );
      const before = await sessions();
      const res = await googleLogin({ credential: await google.token({ email: staff.mail }) });
      expect(res).toMatchObject({ status: 403, body: { code: 403, msgKey: 'errors.googleStaffRefused' } });
      await t.sql.query('UPDATE accounts SET google_sub = $1 WHERE mail = $2', [`3000-${role}`, staff.mail]);
      const linked = await googleLogin({
        credential: await google.token({ email: staff.mail, sub: `3000-${role}` }),
      });
      expect(linked).toMatchObject({ status: 403, body: { msgKey: 'errors.googleStaffRefused' } });
      expect(await sessions()).toBe(before);
    },
  );

  it.each([
    ['another audience', () => google.token({ aud: 'someone-else.apps.googleusercontent.com' }), 'googleAudience'],
    ['an expired token', () => google.token({}, { expiresIn: Math.floor(Date.now() / 1000) - 600 }), 'googleExpired'],
    ['a signature by another key', () => google.token({}, { signedBy: 'stranger' }), 'googleSignature'],
    ['an unverified email', () => google.token({ email_verified: false }), 'googleEmailUnverified'],
    ['another issuer', () => google.token({ iss: 'https://evil.example.com' }), 'googleIssuer'],
    ['a token that is no JWT', async () => 'not.a.token', 'googleTokenInvalid'],
    [
      'a token issued ten minutes from now',
      () => google.token({}, { issuedAt: nowS() + 600, expiresIn: nowS() + 4200 }),
      'googleIssuedLater',
    ],
    [
      'a token issued two hours ago that has not expired',
      () => google.token({}, { issuedAt: nowS() - 7200, expiresIn: nowS() + 600 }),
      'googleExpired',
    ],
  ])('should refuse %s with its own error, writing nothing', async (_name, make, kind) => {
    const credential = await make();
    const res = await googleLogin({ credential, ...(await someRegion(t.app)) });
    expect(res).toMatchObject({ status: 400, body: { code: 400, msgKey: `errors.${kind}` } });
    const email = credential.includes('.') && kind !== 'googleTokenInvalid' ? decodeJwt(credential).email : null;
    if (typeof email === 'string') expect(await accountsWith(email)).toBe(0);
  });

  it('should never trust an email or openId the browser sends without a token', async () => {
    const { mail } = await signUp(t.app);
    const res = await googleLogin({ openId: '123', email: mail, nickName: 'Mallory' });
    expect(res).toMatchObject({
      status: 400,
      body: {
        msgKey: 'errors.googleTokenRequired',
        errors: [{ field: 'credential', msgKey: 'errors.googleTokenRequired' }],
      },
    });
    const { rows } = await t.sql.query(
      'SELECT count(*) FROM sessions s JOIN accounts a ON a.id = s.account_id WHERE a.mail = $1',
      [mail],
    );
    expect(Number(rows[0].count)).toBe(0);
  });
});

describe('Google sign-in without GOOGLE_CLIENT_ID', () => {
  const off = useTestApp();

  it('should tell the web app to show the label only, let nothing of Google in, and refuse a token', async () => {
    const config = await call(off.app, 'GET', '/api/account/google/config');
    expect(config.body.data).toEqual({ clientId: null });
    expect(config.headers['content-security-policy']).not.toContain('google');
    expect(config.headers['cross-origin-opener-policy']).toBe('same-origin');
    const res = await call(off.app, 'POST', '/api/account/google/login', {
      body: { credential: await google.token() },
    });
    expect(res).toMatchObject({ status: 404, body: { msgKey: 'errors.googleNotConfigured' } });
  });
});
