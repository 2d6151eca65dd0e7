import { newCreator, readMail } from '@stringer/test-support/accounts';
import { call, dataOf } from '@stringer/test-support/api';
import { newStaff } from '@stringer/test-support/staff';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { stepAt, totpCodeAt } from './totp';

const t = useTestApp();

const setPolicy = (token: string, staffSecondFactorRequired: boolean) =>
  call(t.app, 'PUT', '/manager/security/policy', { token, body: { staffSecondFactorRequired } });

/** Sets up and confirms an authenticator app for a signed-in account; its secret. */
async function enrolTotp({ token, password }: { token: string; password: string }) {
  const { secret } = await dataOf<{ secret: string }>(t.app, 'POST', '/web/account/factors/totp', {
    token,
    body: { password },
  });
  await dataOf(t.app, 'POST', '/web/account/factors/totp/confirm', {
    token,
    body: { code: totpCodeAt(secret, stepAt(Date.now())) },
  });
  return secret;
}

describe("the admins' second-factor policy", () => {
  it('should hold staff without a factor to enrolment until they have one, and leave creators be', async () => {
    const admin = await newStaff(t.app, t.url, 'admin');
    const reviewer = await newStaff(t.app, t.url, 'reviewer');
    const creator = await newCreator(t.app);
    expect((await call(t.app, 'GET', '/manager/works/page', { token: reviewer.token })).status).toBe(200);

    expect((await setPolicy(admin.token, true)).body.data).toEqual({ staffSecondFactorRequired: true });
    const held = await call(t.app, 'GET', '/manager/works/page', { token: reviewer.token });
    expect(held.status).toBe(403);
    expect(held.body).toMatchObject({ code: 403, msgKey: 'factors.errors.required' });
    // What the console needs to send them to enrolment still answers.
    expect((await call(t.app, 'GET', '/manager/profile', { token: reviewer.token })).status).toBe(200);
    expect(await dataOf(t.app, 'GET', '/web/account/factors', { token: reviewer.token })).toMatchObject({
      required: true,
    });
    expect(await dataOf(t.app, 'GET', '/web/account/factors', { token: creator.token })).toMatchObject({
      required: false,
    });
    expect((await call(t.app, 'GET', '/web/custom/info', { token: creator.token })).status).toBe(200);
    // The admin too: the policy itself is under /manager.
    expect((await call(t.app, 'GET', '/manager/security/policy', { token: admin.token })).status).toBe(403);

    await enrolTotp(reviewer);
    expect((await call(t.app, 'GET', '/manager/works/page', { token: reviewer.token })).status).toBe(200);

    const { rows } = await t.sql.query(
      "SELECT staff_id, action, before, after FROM audit_log WHERE entity = 'securityPolicy'",
    );
    expect(rows).toEqual([
      {
        staff_id: admin.id,
        action: 'update',
        before: { secondFactorRequired: false },
        after: { secondFactorRequired: true },
      },
    ]);
    await enrolTotp(admin);
    expect((await setPolicy(admin.token, false)).status).toBe(200);
  });

  it('should be set by admins only', async () => {
    const reviewer = await newStaff(t.app, t.url, 'reviewer');
    expect((await setPolicy(reviewer.token, true)).status).toBe(403);
    expect((await call(t.app, 'GET', '/manager/security/policy', { token: reviewer.token })).status).toBe(403);
  });
});

describe("an admin resetting a staff member's factors", () => {
  it('should remove them with the recovery codes, audited, and tell the member by mail', async () => {
    const admin = await newStaff(t.app, t.url, 'admin');
    const support = await newStaff(t.app, t.url, 'support');
    await enrolTotp(support);
    const before = await call(t.app, 'POST', '/web/account/email/login', {
      body: { email: support.mail, password: support.password },
    });
    expect(before.status).toBe(202);

    const reset = await call(t.app, 'POST', '/manager/staff/factors/reset', {
      token: admin.token,
      body: { staffId: support.id },
    });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    const after = await call(t.app, 'POST', '/web/account/email/login', {
      body: { email: support.mail, password: support.password },
    });
    expect(after.status).toBe(200);
    expect(await dataOf(t.app, 'GET', '/web/account/factors', { token: support.token })).toMatchObject({
      totp: false,
      recoveryCodesLeft: 0,
    });
    const { rows } = await t.sql.query(
      "SELECT staff_id, entity_id, before, after FROM audit_log WHERE action = 'resetFactors'",
    );
    expect(rows).toEqual([
      { staff_id: admin.id, entity_id: support.id, before: { factor: 'set' }, after: { factor: 'none' } },
    ]);
    const mail = await readMail(t.app, support.mail);
    expect(mail.subject).toContain('Your second factors were reset');
    expect(mail.text).toContain('#/console/profile');
  });

  it('should refuse a creator and an unknown account', async () => {
    const admin = await newStaff(t.app, t.url, 'admin');
    const creator = await newCreator(t.app);
    const me = await call(t.app, 'GET', '/web/custom/info', { token: creator.token });
    for (const staffId of [me.body.data.customId, 999_999]) {
      const res = await call(t.app, 'POST', '/manager/staff/factors/reset', { token: admin.token, body: { staffId } });
      expect(res.status).toBe(404);
      expect(res.body.msgKey).toBe('errors.staffNotExist');
    }
  });
});
