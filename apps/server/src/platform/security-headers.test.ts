import { TOKEN_NAME } from '@stringer/shared/constants';
import { logIn, signUp } from '@stringer/test-support/accounts';
import { call } from '@stringer/test-support/api';
import { makeJpeg } from '@stringer/test-support/media';
import { uploadReady } from '@stringer/test-support/uploads';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { loadConfig } from '../config';
import { contentSecurityPolicy } from './security-headers';

const t = useTestApp({ TRUST_PROXY: 'true' });
let base: string;
let token: string;

beforeAll(async () => {
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  token = await logIn(t.app, (await signUp(t.app)).mail);
});

const EVERYWHERE = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
};

describe('security headers', () => {
  it('should send a strict CSP and the other headers on the API, its errors, and on tus replies', async () => {
    const api = await t.app.inject({ url: '/api/area/countries' });
    const missing = await t.app.inject({ url: '/no/such/route' });
    const tus = await t.app.inject({ method: 'OPTIONS', url: '/web/files', headers: { 'tus-resumable': '1.0.0' } });
    for (const res of [api, missing, tus]) {
      expect(res.headers).toMatchObject(EVERYWHERE);
      const csp = String(res.headers['content-security-policy']);
      for (const directive of [
        "script-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "frame-ancestors 'none'",
        "form-action 'self'",
      ]) {
        expect(csp).toContain(directive);
      }
    }
  });

  it('should ask for HTTPS only over HTTPS outside production (through a proxy that says so)', async () => {
    expect((await t.app.inject({ url: '/health/live' })).headers['strict-transport-security']).toBeUndefined();
    const viaTls = await t.app.inject({ url: '/health/live', headers: { 'x-forwarded-proto': 'https' } });
    expect(viaTls.headers['strict-transport-security']).toBe('max-age=15552000');
  });

  it('should build the CSP from the config, for services that add their origins', () => {
    expect(contentSecurityPolicy(loadConfig({}))).toMatch(/^default-src 'self'; script-src 'self'; /);
  });
});

describe('stored files served from our origin', () => {
  async function served(bytes: Buffer, kind: string, filename: string) {
    const fileId = await uploadReady(t.app, base, token, bytes, { kind, filename });
    const info = await call(t.app, 'GET', `/web/files/${fileId}/info`, { token });
    return t.app.inject({ url: info.body.data.url });
  }

  it('should hand a .txt holding HTML over as a plain-text download, sandboxed, never as a page', async () => {
    const html = Buffer.from('<!doctype html><html><body><script>alert(document.domain)</script></body></html>\n');
    const res = await served(html, 'resume', 'cv.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename\*=UTF-8''cv\.txt$/);
    expect(res.headers['content-security-policy']).toBe('sandbox');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('should show a picture inline, still sandboxed, and so the avatars', async () => {
    const res = await served(makeJpeg('sh-cover.jpg', '64x64'), 'cover', 'cover.jpg');
    expect(res.headers).toMatchObject({ 'content-type': 'image/jpeg', 'content-security-policy': 'sandbox' });
    expect(res.headers['content-disposition']).toMatch(/^inline; /);

    const picture = await uploadReady(t.app, base, token, makeJpeg('sh-avatar.jpg', '300x300'), {
      kind: 'avatar',
      filename: 'me.jpg',
    });
    const me = await call(t.app, 'GET', '/web/custom/info', { token });
    await call(t.app, 'PUT', '/api/user/avatar', { token, body: { customId: me.body.data.customId, fileId: picture } });
    const url = (await call(t.app, 'GET', '/web/custom/info', { token })).body.data.avatarUrl;
    const avatar = await t.app.inject({ url, headers: { [TOKEN_NAME]: '' } });
    expect(avatar.headers).toMatchObject({ 'content-type': 'image/jpeg', 'content-security-policy': 'sandbox' });
  });
});
