import type { AddressInfo } from 'node:net';
import { newCreator } from '@stringer/test-support/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { listenForScrapes } from './metrics-endpoint';

const TOKEN = 'scrape-token-0123456789abcdef';

/**
 * The Prometheus text format, checked line by line: every sample belongs to a family declared
 * with HELP and TYPE before it, names and labels are well formed, values are numbers.
 */
function parseExposition(text: string) {
  const families = new Map<string, { type: string; samples: { name: string; labels: string; value: number }[] }>();
  const sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(?:[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\n]|\\.)*",?)*\})? (\S+)$/;
  for (const line of text.split('\n').filter(Boolean)) {
    const help = /^# HELP ([a-zA-Z_:][a-zA-Z0-9_:]*) .+$/.exec(line);
    const type = /^# TYPE ([a-zA-Z_:][a-zA-Z0-9_:]*) (counter|gauge|histogram|summary|untyped)$/.exec(line);
    if (help) continue;
    if (type) {
      families.set(type[1] as string, { type: type[2] as string, samples: [] });
      continue;
    }
    const m = sample.exec(line);
    if (!m) throw new Error(`not the text format: ${line}`);
    const [, name = '', labels = '', value = ''] = m;
    const family = [...families.keys()].find(
      (f) => name === f || (name.startsWith(f) && /^_(bucket|sum|count|total|created)$/.test(name.slice(f.length))),
    );
    if (!family) throw new Error(`a sample of no declared family: ${line}`);
    if (Number.isNaN(Number(value)) && !['+Inf', '-Inf', 'NaN'].includes(value))
      throw new Error(`not a number: ${line}`);
    families.get(family)?.samples.push({ name, labels, value: Number(value) });
  }
  return families;
}

describe('/metrics', () => {
  let t: TestApp;
  let bare: TestApp;
  beforeAll(async () => {
    [t, bare] = await Promise.all([createTestApp({ METRICS_TOKEN: TOKEN }), createTestApp()]);
  });
  afterAll(() => Promise.all([t.close(), bare.close()]));

  const scrape = (app: TestApp, authorization?: string) =>
    app.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

  it('should not exist without METRICS_TOKEN', async () => {
    const res = await scrape(bare, `Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().msgKey).toBe('errors.routeNotExist');
  });

  it('should refuse a scrape without its token, or with another', async () => {
    for (const authorization of [undefined, 'Bearer wrong', TOKEN, `Bearer ${TOKEN}x`]) {
      const res = await scrape(t, authorization);
      expect(res.statusCode).toBe(401);
      expect(res.body).not.toContain('stringer_');
    }
  });

  it('should answer the text format, requests labelled by route pattern and status', async () => {
    await t.app.inject({ method: 'GET', url: '/health/live' });
    await t.app.inject({ method: 'GET', url: '/web/task/123456789' });
    await t.app.inject({ method: 'GET', url: '/no/such/path' });
    // An upload's request, answered by tus itself after Fastify hands the reply over.
    const { token } = await newCreator(t.app);
    const headers = { 'stringer-token': token, 'tus-resumable': '1.0.0' };
    await t.app.inject({ method: 'HEAD', url: '/web/files/no-such-upload', headers });
    const res = await scrape(t, `Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const families = parseExposition(res.body);
    const expected = {
      stringer_http_request_duration_seconds: 'histogram',
      stringer_uploads_in_progress: 'gauge',
      stringer_upload_bytes_received_total: 'counter',
      stringer_job_wait_seconds: 'histogram',
      stringer_job_run_seconds: 'histogram',
      stringer_jobs_waiting: 'gauge',
      stringer_jobs_running: 'gauge',
      stringer_jobs_failed: 'gauge',
      stringer_jobs_oldest_wait_seconds: 'gauge',
      stringer_transcode_seconds_per_source_minute: 'histogram',
      stringer_sockets_connected: 'gauge',
      stringer_mail_total: 'counter',
      stringer_db_pool_in_use: 'gauge',
      stringer_db_pool_waiting: 'gauge',
      stringer_nodejs_eventloop_lag_seconds: 'gauge',
    };
    for (const [name, type] of Object.entries(expected)) expect(families.get(name)?.type, name).toBe(type);
    const requests = families.get('stringer_http_request_duration_seconds')?.samples ?? [];
    const routes = requests.filter((s) => s.name.endsWith('_count')).map((s) => s.labels);
    expect(routes).toContainEqual(expect.stringContaining('route="/health/live",status="200"'));
    expect(routes).toContainEqual(expect.stringContaining('route="unmatched",status="404"'));
    expect(routes).toContainEqual(expect.stringContaining('route="/web/task/:id"'));
    expect(routes).toContainEqual(expect.stringContaining('method="HEAD",route="/web/files/:id",status="404"'));
    // The pattern, never the URL: an id would make a series of its own.
    expect(res.body).not.toContain('123456789');
    // The install's queues are read at scrape time, renditions' among them.
    const waiting = families.get('stringer_jobs_waiting')?.samples ?? [];
    expect(waiting.map((s) => s.labels)).toContainEqual('{queue="media.renditions"}');
  });
});

describe("a worker's /metrics", () => {
  it('should answer its own port only with the token, and only /metrics', async () => {
    const server = await listenForScrapes({ host: '127.0.0.1', port: 0, token: TOKEN });
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const get = (path: string, authorization?: string) =>
        fetch(base + path, { headers: authorization ? { authorization } : {} });
      expect((await get('/metrics')).status).toBe(401);
      expect((await get('/metrics', 'Bearer wrong')).status).toBe(401);
      expect((await get('/web/custom/info', `Bearer ${TOKEN}`)).status).toBe(404);
      const res = await get('/metrics', `Bearer ${TOKEN}`);
      expect(res.status).toBe(200);
      expect(parseExposition(await res.text()).get('stringer_job_run_seconds')?.type).toBe('histogram');
    } finally {
      server.close();
    }
  });
});
