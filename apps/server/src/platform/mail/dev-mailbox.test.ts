import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { createMailer } from './mailer';

// Behind a proxy (TRUST_PROXY), req.ip comes from X-Forwarded-For: the mailbox must not believe it.
const t = useTestApp({ TRUST_PROXY: 'true' });

async function read(remoteAddress: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ url: '/dev/mail?to=ann@example.com', remoteAddress, headers });
  return { status: res.statusCode, body: res.json() };
}

describe('the dev mailbox', () => {
  it('should answer a client on this machine, over IPv4, IPv6 and IPv4-mapped IPv6', async () => {
    for (const address of ['127.0.0.1', '127.0.0.2', '::1', '::ffff:127.0.0.1']) {
      expect((await read(address)).status, address).toBe(200);
    }
  });

  it('should not exist for any other client, nor for one relayed by a proxy on this machine', async () => {
    const cases: [string, Record<string, string>][] = [
      ['10.0.0.5', {}],
      ['192.168.1.9', { 'x-forwarded-for': '127.0.0.1' }],
      ['::ffff:10.0.0.5', {}],
      ['2001:db8::1', {}],
      ['127.0.0.1', { 'x-forwarded-for': '203.0.113.7' }],
      ['127.0.0.1', { forwarded: 'for=203.0.113.7' }],
      ['127.0.0.1', { 'x-forwarded-for': '127.0.0.1' }],
      ['127.0.0.1', { 'x-real-ip': '203.0.113.7' }],
      ['127.0.0.1', { 'x-forwarded-host': 'stringer.example' }],
      ['127.0.0.1', { 'x-forwarded-proto': 'https' }],
      ['127.0.0.1', { 'X-Forwarded-Port': '443' }],
      ['::1', { via: '1.1 proxy' }],
      // What CDNs and load balancers put the client's address in (the attack round's three first).
      ...[
        'X-Client-IP',
        'True-Client-IP',
        'CF-Connecting-IP',
        'CF-Connecting-IPv6',
        'Fastly-Client-IP',
        'X-Cluster-Client-IP',
        'X-Original-Forwarded-For',
        'X-Envoy-External-Address',
        'X-Azure-ClientIP',
        'X-AppEngine-User-IP',
        'X-ProxyUser-Ip',
        'X-Remote-Addr',
        'Client-IP',
      ].map((name): [string, Record<string, string>] => ['127.0.0.1', { [name]: '203.0.113.7' }]),
    ];
    for (const [address, headers] of cases) {
      const res = await read(address, headers);
      expect(res, `${address} ${JSON.stringify(headers)}`).toMatchObject({
        status: 404,
        body: { code: 404, msgKey: 'errors.routeNotExist' },
      });
    }
  });

  it('should say loudly at start that mail is not being sent', () => {
    const warnings: string[] = [];
    const log = { info() {}, warn: (msg: string) => warnings.push(msg) };
    createMailer({ smtpUrl: undefined, from: 'x@y.z', db: t.app as never, log });
    expect(warnings.join('\n')).toMatch(/SMTP_URL is not set: mail is NOT being sent/);
    createMailer({ smtpUrl: 'smtp://127.0.0.1:2525', from: 'x@y.z', db: t.app as never, log }).close();
    expect(warnings).toHaveLength(1);
  });
});
