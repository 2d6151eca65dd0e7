import { allowResend, PASSWORD, readCode, signUp, uniqueMail } from '@stringer/test-support/accounts';
import { call, withoutRequestId } from '@stringer/test-support/api';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp();

/** What a caller can compare between two answers: status and body (the request id differs on every answer). */
const seen = (res: { status: number; body: Record<string, unknown> }) => ({
  status: res.status,
  body: withoutRequestId(res.body),
});

async function mailbox(to: string) {
  return (await call(t.app, 'GET', '/dev/mail', { query: { to } })).body.data as { subject: string; text: string }[];
}

describe('nothing tells whether an address has an account', () => {
  it('should answer a retrieve-password request the same for an unknown address, mailing it no code', async () => {
    const { mail: known } = await signUp(t.app);
    await allowResend(t.sql, known);
    const unknown = uniqueMail('nobody');
    const ask = (mail: string) => call(t.app, 'POST', '/web/verification-code/mail', { body: { mail } });

    const [a, b] = [await ask(known), await ask(unknown)];
    expect(seen(b)).toEqual(seen(a));
    expect(a).toMatchObject({ status: 200, body: { code: 200, data: null } });

    expect(await readCode(t.app, known, 1)).toMatch(/^\d{6}$/);
    await expect.poll(() => mailbox(unknown)).toHaveLength(1);
    const [notice] = await mailbox(unknown);
    expect(notice?.text).toContain('no account uses it');
    expect(notice?.text).not.toMatch(/\d{6}/);

    // Asked again within the minute, both are paced alike.
    const [again, againUnknown] = [await ask(known), await ask(unknown)];
    expect(again.body.msgKey).toBe('errors.codeTooSoon');
    expect(seen(againUnknown)).toEqual(seen(again));
  });

  it('should refuse a reset for an unknown address as it refuses a wrong code', async () => {
    const { mail: known } = await signUp(t.app);
    await allowResend(t.sql, known);
    await call(t.app, 'POST', '/web/verification-code/mail', { body: { mail: known } });
    const reset = (email: string) =>
      call(t.app, 'POST', '/web/custom/password/reset', { body: { email, code: '000000', password: 'Renewed123' } });
    const wrong = await reset(known);
    expect(wrong.body.msgKey).toBe('errors.verificationCode');
    expect(seen(await reset(uniqueMail('nobody')))).toEqual(seen(wrong));
  });

  it('should refuse a sign-in with an unknown address exactly as one with a wrong password', async () => {
    const { mail } = await signUp(t.app);
    const login = (email: string, password: string) =>
      call(t.app, 'POST', '/web/account/email/login', { body: { email, password } });
    const wrong = await login(mail, `${PASSWORD}x`);
    expect(wrong.body.msgKey).toBe('errors.wrongCredentials');
    expect(seen(await login(uniqueMail('nobody'), PASSWORD))).toEqual(seen(wrong));
  });

  it('should keep telling sign-up that an address is registered, but only so often per address', async () => {
    const { mail } = await signUp(t.app);
    const ask = (ip: string) => call(t.app, 'POST', '/web/custom/mail/code', { body: { mail }, ip });
    const answers = [];
    // Each from an address of its own: the limit per mailbox holds whatever the IP.
    for (let i = 0; i < 11; i++) answers.push(await ask(`10.9.0.${i + 1}`));
    expect(answers[0]?.body).toMatchObject({ code: 409, msgKey: 'errors.emailRegistered' });
    expect(answers[10]?.body).toMatchObject({ code: 429, msgKey: 'errors.tooManyRequests' });
  });
});
