import type { AddressInfo } from 'node:net';
import { PASSWORD, someRegion, uniqueMail } from '@stringer/test-support/accounts';
import { call } from '@stringer/test-support/api';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

interface Received {
  to: string[];
  raw: string;
}

let smtp: SMTPServer;
let t: TestApp;
const inbox: Received[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Stringer <desk@stringer.test>' });
});

afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const mailTo = (address: string) =>
  vi.waitFor(
    () => {
      const mail = inbox.find((m) => m.to.includes(address));
      if (!mail) throw new Error(`the SMTP server received nothing for ${address}`);
      return mail;
    },
    { timeout: 10_000 },
  );

describe('mail over SMTP', () => {
  it('should deliver the sign-up code to a real SMTP server, and the code should sign up', async () => {
    const mail = uniqueMail();
    expect((await call(t.app, 'POST', '/web/custom/mail/code', { body: { mail } })).status).toBe(200);
    const received = await mailTo(mail);
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
