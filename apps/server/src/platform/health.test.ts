import { call } from '@stringer/test-support/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeS3, startFakeS3 } from '../../test/s3-server';
import { createTestApp, type TestApp, useTestApp } from '../../test/test-app';

describe('health probes with every backing service configured', () => {
  let s3: FakeS3;
  let up: TestApp;
  let down: TestApp;

  beforeAll(async () => {
    s3 = await startFakeS3();
    const bucket = { S3_BUCKET: s3.bucket, S3_ACCESS_KEY_ID: 'test', S3_SECRET_ACCESS_KEY: 'test' };
    up = await createTestApp({ ...bucket, S3_ENDPOINT: s3.endpoint, REDIS_URL: 'redis://127.0.0.1:6379' });
    // Nothing listens on port 1.
    down = await createTestApp({ ...bucket, S3_ENDPOINT: 'http://127.0.0.1:1', REDIS_URL: 'redis://127.0.0.1:1' });
  }, 120_000);

  afterAll(async () => {
    await up.close();
    await down.close();
    await s3.close();
  });

  it('should be ready when the database, Redis and the bucket answer', async () => {
    const res = await call(up.app, 'GET', '/health/ready');
    expect(res).toMatchObject({
      status: 200,
      body: { code: 200, data: { database: 'ok', redis: 'ok', bucket: 'ok' } },
    });
  });

  it('should answer 503 naming what failed, while still live', async () => {
    const res = await call(down.app, 'GET', '/health/ready');
    expect(res).toMatchObject({ status: 503, body: { code: 503, msgKey: 'errors.unavailable' } });
    expect(res.headers['retry-after']).toBe('10');
    expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['bucket', 'redis']);
    expect((await call(down.app, 'GET', '/health/live')).status).toBe(200);
  }, 20_000);

  it('should answer 503 where a rate limit cannot reach its Redis counters', async () => {
    const res = await call(down.app, 'POST', '/web/account/email/login', {
      body: { email: 'ann@example.com', password: 'Secret123' },
    });
    expect(res).toMatchObject({ status: 503, body: { code: 503, msgKey: 'errors.unavailable' } });
  }, 20_000);
});

describe('health probes and overload', () => {
  // Any heap is over a 1 MB limit: the process counts as overloaded from its first sample on.
  const t = useTestApp({ MAX_HEAP_USED_MB: '1' });

  it('should refuse work with 503 and Retry-After in the envelope, yet stay live', async () => {
    await expect
      .poll(async () => (await call(t.app, 'GET', '/api/area/countries')).status, { timeout: 5000 })
      .toBe(503);
    const res = await call(t.app, 'GET', '/api/area/countries');
    expect(res.body).toMatchObject({ code: 503, msgKey: 'errors.unavailable' });
    expect(res.headers['retry-after']).toBe('10');
    expect((await call(t.app, 'GET', '/health/live')).body).toEqual({ code: 200, msg: 'success', data: null });
  });
});

describe('health probes without a session or a rate limit', () => {
  const t = useTestApp();

  it('should answer every call, with no token', async () => {
    for (let i = 0; i < 100; i++) {
      expect((await call(t.app, 'GET', i % 2 ? '/health/live' : '/health/ready')).status).toBe(200);
    }
    expect((await call(t.app, 'GET', '/health/ready')).body.data).toEqual({ database: 'ok' });
  });
});
