import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildApp } from '../app';
import { loadConfig } from '../config';

/** An app on the test's database whose log lines are kept, behind a proxy or not. */
async function loggedApp(t: TestApp, trustProxy: boolean) {
  const lines: Record<string, unknown>[] = [];
  const config = loadConfig({
    DATABASE_URL: t.url,
    DATA_DIR: t.dataDir,
    TRUST_PROXY: String(trustProxy),
    MAX_EVENT_LOOP_DELAY_MS: '0',
  });
  const stream = { write: (line: string) => lines.push(JSON.parse(line)) };
  return { app: await buildApp(config, { level: 'info', stream }), lines };
}

const badSignUp = (app: FastifyInstance, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/web/custom/create', payload: { email: 'not a mail' }, headers });

describe('request ids', () => {
  let t: TestApp;
  let proxied: Awaited<ReturnType<typeof loggedApp>>;
  let direct: Awaited<ReturnType<typeof loggedApp>>;
  beforeAll(async () => {
    t = await createTestApp();
    [proxied, direct] = await Promise.all([loggedApp(t, true), loggedApp(t, false)]);
  });
  afterAll(async () => {
    await Promise.all([proxied.app.close(), direct.app.close()]);
    await t.close();
  });

  const linesOf = (lines: Record<string, unknown>[], id: string) => lines.filter((l) => l.requestId === id);

  it("should put a 4xx's id in its envelope and on its log lines", async () => {
    const res = await badSignUp(direct.app);
    expect(res.statusCode).toBe(400);
    const { requestId } = res.json();
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const logged = linesOf(direct.lines, requestId);
    expect(logged.map((l) => l.msg)).toEqual(expect.arrayContaining(['request refused', 'request completed']));
  });

  it("should take the proxy's X-Request-Id behind a trusted proxy", async () => {
    const res = await badSignUp(proxied.app, { 'x-request-id': 'nginx-7f3a.1_b' });
    expect(res.json().requestId).toBe('nginx-7f3a.1_b');
    expect(linesOf(proxied.lines, 'nginx-7f3a.1_b').length).toBeGreaterThanOrEqual(2);
  });

  it('should make its own when the header is not a short token, or the proxy is not trusted', async () => {
    for (const given of ['x'.repeat(65), 'two words', 'line\u2028break', '<script>']) {
      const { requestId } = (await badSignUp(proxied.app, { 'x-request-id': given })).json();
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    }
    const { requestId } = (await badSignUp(direct.app, { 'x-request-id': 'nginx-abc' })).json();
    expect(requestId).not.toBe('nginx-abc');
  });

  it('should carry one on a route that does not exist, too', async () => {
    const res = await direct.app.inject({ method: 'GET', url: '/web/nothing/here' });
    expect(res.statusCode).toBe(404);
    expect(linesOf(direct.lines, res.json().requestId)).not.toHaveLength(0);
  });
});
