import { PASSWORD, someRegion, uniqueMail } from '@stringer/test-support/accounts';
import { call } from '@stringer/test-support/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Received, startSmtpPeer } from '../../../test/smtp-peer';
import { createTestApp, type TestApp } from '../../../test/test-app';

let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Stringer <desk@stringer.test>' });
});

afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('mail over SMTP', () => {
  it('should deliver the sign-up code to a real SMTP server, and the code should sign up', async () => {
    const mail = uniqueMail();
    expect((await call(t.app, 'POST', '/web/custom/mail/code', { body: { mail } })).status).toBe(200);
    const [received] = (await smtp.mailsTo(mail)) as [Received];
    expect(received.raw).toContain('From: Stringer <desk@stringer.test>');
    expect(received.raw).toMatch(/Subject: .*Stringer/);
    const code = /verification code is (\d{6})/.exec(received.raw)?.[1] as string;
    const body = { realName: 'Sam', ...(await someRegion(t.app)), account: 'sam_smtp', mail, code, password: PASSWORD };
    expect((await call(t.app, 'POST', '/web/custom/create', { body })).status).toBe(200);
  });

  it('should not offer the dev mailbox when mail really goes out', async () => {
    const res = await call(t.app, 'GET', '/dev/mail', { query: { to: 'a@b.co' } });
    expect(res.status).toBe(404);
  });
});
