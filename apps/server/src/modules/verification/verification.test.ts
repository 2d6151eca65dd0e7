import { allowResend, PASSWORD, readCode, someRegion, uniqueMail } from '@stringer/test-support/accounts';
import { call } from '@stringer/test-support/api';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp();

async function sendCode(mail: string, seen = 0) {
  expect((await call(t.app, 'POST', '/web/custom/mail/code', { body: { mail } })).status).toBe(200);
  return readCode(t.app, mail, seen);
}

async function create(mail: string, code: string) {
  const body = {
    realName: 'Vi',
    ...(await someRegion(t.app)),
    account: `vi_${Math.random().toString(36).slice(2, 10)}`,
    mail,
    code,
    password: PASSWORD,
  };
  return call(t.app, 'POST', '/web/custom/create', { body });
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('verification codes', () => {
  it('should mail a 6-digit code valid for 10 minutes', async () => {
    const mail = uniqueMail();
    const code = await sendCode(mail);
    expect(code).toMatch(/^\d{6}$/);
    const { rows } = await t.sql.query(
      'SELECT extract(epoch FROM expires_at - created_at) AS ttl, code_hash FROM verification_codes WHERE mail = $1',
      [mail],
    );
    expect(Number(rows[0].ttl)).toBeCloseTo(600, 0);
    expect(rows[0].code_hash).not.toContain(code);
  });

  it('should send at most one code a minute to an address', async () => {
    const mail = uniqueMail();
    await sendCode(mail);
    const again = await call(t.app, 'POST', '/web/custom/mail/code', { body: { mail } });
    expect(again).toMatchObject({ status: 429, body: { msgKey: 'errors.codeTooSoon' } });
    await allowResend(t.sql, mail);
    expect((await call(t.app, 'POST', '/web/custom/mail/code', { body: { mail } })).status).toBe(200);
  });

  it('should accept only the newest code', async () => {
    const mail = uniqueMail();
    const first = await sendCode(mail);
    await allowResend(t.sql, mail);
    const second = await sendCode(mail, 1);
    // One chance in a million the two codes are equal, and then the first is the newest too.
    if (first !== second) expect((await create(mail, first)).body.msgKey).toBe('errors.verificationCode');
    expect((await create(mail, second)).status).toBe(200);
  });

  it('should give up on a code after 5 wrong tries', async () => {
    const mail = uniqueMail();
    const code = await sendCode(mail);
    for (let i = 0; i < 5; i++) expect((await create(mail, wrong(code))).body.msgKey).toBe('errors.verificationCode');
    expect((await create(mail, code)).body.msgKey).toBe('errors.verificationCode');
  });

  it('should refuse an expired code', async () => {
    const mail = uniqueMail();
    const code = await sendCode(mail);
    await t.sql.query("UPDATE verification_codes SET expires_at = now() - interval '1 second' WHERE mail = $1", [mail]);
    expect((await create(mail, code)).body).toMatchObject({ code: 400, msgKey: 'errors.verificationCode' });
  });

  it('should limit code sends per IP', async () => {
    const ip = '198.51.100.7';
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push(
        (await call(t.app, 'POST', '/web/custom/mail/code', { body: { mail: uniqueMail('ip') }, ip })).status,
      );
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
