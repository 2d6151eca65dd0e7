import { CertificationStatus } from '@stringer/shared/statuses';
import {
  allowResend,
  logIn,
  PASSWORD,
  readCode,
  signUp,
  signUpBody,
  someRegion,
} from '@stringer/test-support/accounts';
import { call } from '@stringer/test-support/api';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp();

describe('sign-up and sign-in', () => {
  it('should sign up with the mailed code, log in, read the account, log out, then answer 401', async () => {
    const { mail, user } = await signUp(t.app);
    expect(user).toMatchObject({ mail, role: 'creator', certificationStatus: CertificationStatus.NotSubmitted });
    expect(user).not.toHaveProperty('passwordHash');

    const login = await call(t.app, 'POST', '/web/account/email/login', {
      body: { email: mail.toUpperCase(), password: PASSWORD },
    });
    expect(login.status).toBe(200);
    expect(login.body.data).toMatchObject({ tokenName: 'stringer-token', user: { customId: user.customId } });
    const token = login.body.data.token;

    const info = await call(t.app, 'GET', '/web/custom/info', { token });
    expect(info.body).toMatchObject({ code: 200, data: { customId: user.customId, mail, realName: 'Ann Lee' } });

    expect((await call(t.app, 'GET', '/web/account/logout', { token })).status).toBe(200);
    const after = await call(t.app, 'GET', '/web/custom/info', { token });
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ code: 401, msgKey: 'errors.unauthorized' });
  });

  it('should store the password as an argon2id hash and the token only as its hash', async () => {
    const { mail } = await signUp(t.app);
    const token = await logIn(t.app, mail);
    const { rows } = await t.sql.query(
      'SELECT a.password_hash, s.token_hash FROM accounts a JOIN sessions s ON s.account_id = a.id WHERE a.mail = $1',
      [mail],
    );
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
    expect(rows[0].token_hash).not.toContain(token);
    expect(rows[0].token_hash).toHaveLength(64);
  });

  it('should refuse a code that was already used', async () => {
    const body = await signUpBody(t.app);
    const { mail } = body;
    expect((await call(t.app, 'POST', '/web/custom/create', { body })).status).toBe(200);
    // Same code again, for another account name: the code is spent (and the mail is taken).
    const again = await call(t.app, 'POST', '/web/custom/create', { body: { ...body, account: `${body.account}x` } });
    expect(again.status).toBe(409);
    expect(again.body.msgKey).toBe('errors.emailRegistered');

    await allowResend(t.sql, mail);
    await call(t.app, 'POST', '/web/verification-code/mail', { body: { mail } });
    const resetCode = await readCode(t.app, mail, 1);
    const reset = { email: mail, code: resetCode, password: 'Another123' };
    expect((await call(t.app, 'POST', '/web/custom/password/reset', { body: reset })).status).toBe(200);
    const reused = await call(t.app, 'POST', '/web/custom/password/reset', {
      body: { ...reset, password: 'Third1234' },
    });
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({
      msgKey: 'errors.verificationCode',
      errors: [{ field: 'code', msgKey: 'errors.verificationCode' }],
    });
  });

  it('should refuse a weak password with the password rule', async () => {
    const body = { ...(await signUpBody(t.app)), password: 'weakpass' };
    const res = await call(t.app, 'POST', '/web/custom/create', { body });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'password', msgKey: 'errors.passwordRule' }]);
  });

  it('should refuse a second account with the same mail or account name', async () => {
    const first = await signUp(t.app);
    const mailTaken = await call(t.app, 'POST', '/web/custom/mail/code', { body: { mail: first.mail } });
    expect(mailTaken).toMatchObject({
      status: 409,
      body: { msg: 'Email registered', msgKey: 'errors.emailRegistered' },
    });

    const body = await signUpBody(t.app, { account: first.user.account.toUpperCase() });
    const taken = await call(t.app, 'POST', '/web/custom/create', { body });
    expect(taken.body).toMatchObject({ code: 409, errors: [{ field: 'account', msgKey: 'errors.accountTaken' }] });
    // The code was not spent by the refused attempt.
    expect((await call(t.app, 'POST', '/web/custom/create', { body: { ...body, account: 'di_free' } })).status).toBe(
      200,
    );
  });

  it('should refuse a region that does not fit together', async () => {
    const { provinceId: _p, cityId: _c, ...base } = await signUpBody(t.app);
    const region = await someRegion(t.app);
    const noProvince = await call(t.app, 'POST', '/web/custom/create', { body: base });
    expect(noProvince.body.errors).toEqual([{ field: 'provinceId', msgKey: 'errors.regionRequired' }]);
    const wrongCity = await call(t.app, 'POST', '/web/custom/create', {
      body: { ...base, ...region, cityId: region.cityId + 100_000 },
    });
    expect(wrongCity.body.errors).toEqual([{ field: 'cityId', msgKey: 'errors.regionRequired' }]);
  });
});

describe('password reset', () => {
  it('should set the new password and end every session with 11012', async () => {
    const { mail } = await signUp(t.app);
    const token = await logIn(t.app, mail);
    await allowResend(t.sql, mail);
    await call(t.app, 'POST', '/web/verification-code/mail', { body: { mail } });
    const code = await readCode(t.app, mail, 1);
    const res = await call(t.app, 'POST', '/web/custom/password/reset', {
      body: { email: mail, code, password: 'Renewed123' },
    });
    expect(res.status).toBe(200);

    const stale = await call(t.app, 'GET', '/web/custom/info', { token });
    expect(stale.body).toMatchObject({ code: 500, errorCode: 11012, msgKey: 'errors.sessionInvalid' });
    const old = await call(t.app, 'POST', '/web/account/email/login', { body: { email: mail, password: PASSWORD } });
    expect(old.body.msgKey).toBe('errors.wrongCredentials');
    await logIn(t.app, mail, 'Renewed123');
  });
});
