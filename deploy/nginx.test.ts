import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TOKEN_NAME } from '@stringer/shared/constants';
import { Redis } from 'ioredis';
import { Upload } from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, signUp } from '../apps/server/test/factories';
import { makeVideo, sha256 } from '../apps/server/test/media';
import { type FakeS3, startFakeS3 } from '../apps/server/test/s3-server';
import {
  adminQuery,
  dropDatabase,
  openTestServer,
  type TestServer,
  withDatabase,
} from '../apps/server/test/test-database';
import { waitForFile } from '../apps/server/test/uploads';
import { type RunningServer, startServer, stopServer } from '../e2e/support/server';
import { findNginx, type Nginx, startNginx } from './support/nginx';
import { overHttp } from './support/over-http';

// A logical database of its own, emptied first: the per-address limits (all requests come from
// 127.0.0.1) must not count other test runs on the machine's Redis.
const redisUrl = Object.assign(new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'), {
  pathname: '/13',
}).href;

/** Whether the Redis answers; it empties this test's database when it does. */
async function redisAnswers() {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  const answered = await redis.flushdb().then(
    () => true,
    () => false,
  );
  redis.disconnect();
  return answered;
}

const nginx = findNginx();
const ready = Boolean(nginx) && (await redisAnswers());
// A user's fresh clone without nginx or Redis skips this file; CI must have both (.ci/run installs them).
if (!ready && process.env.CI === 'true') throw new Error('CI needs nginx and Redis for the load-balancer test');

describe.skipIf(!ready)('nginx in front of two compiled instances sharing PostgreSQL, S3 and Redis', () => {
  let work: string;
  let db: TestServer;
  const database = `stringer_lb_${process.pid}`;
  let s3: FakeS3;
  let a: RunningServer;
  let b: RunningServer;
  let proxy: Nginx;
  // Every instance that started, stopped at the end even if the other failed to.
  const running: RunningServer[] = [];

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'stringer-lb-'));
    await chmod(work, 0o755);
    db = await openTestServer();
    await adminQuery(db.adminUrl, `DROP DATABASE IF EXISTS ${database}`);
    await adminQuery(db.adminUrl, `CREATE DATABASE ${database}`);
    s3 = await startFakeS3();
    const env = (name: string) => ({
      DATABASE_URL: withDatabase(db.adminUrl, database),
      DATA_DIR: path.join(work, name),
      REDIS_URL: redisUrl,
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: 'test',
      S3_SECRET_ACCESS_KEY: 'test',
      TRUST_PROXY: 'true',
    });
    // Started together: one migrates and seeds under the start-up lock while the other waits.
    const started = await Promise.allSettled([startServer(env('a')), startServer(env('b'))]);
    for (const result of started) if (result.status === 'fulfilled') running.push(result.value);
    for (const result of started) if (result.status === 'rejected') throw result.reason;
    [a, b] = running as [RunningServer, RunningServer];
    proxy = await startNginx(
      nginx as string,
      path.join(work, 'nginx'),
      [a, b].map((s) => new URL(s.baseUrl).host),
    );
  });
  afterAll(async () => {
    await proxy?.stop();
    for (const server of running) await stopServer(server);
    await s3?.close();
    await dropDatabase(db.adminUrl, database);
    await db.stop();
    await rm(work, { recursive: true, force: true });
  });

  it('should carry an upload begun on A, when A dies mid-upload, to its end on B, byte for byte', async () => {
    const app = overHttp(proxy.base);
    const token = await logIn(app, (await signUp(app)).mail);
    const video = makeVideo('through-nginx.mp4', 8, '640x480');
    const [hostA, hostB] = [a, b].map((server) => new URL(server.baseUrl).host);
    let killedAt = 0;
    const url = await new Promise<string>((resolve, reject) => {
      const upload = new Upload(video, {
        endpoint: `${proxy.base}/web/files`,
        chunkSize: 32 * 1024,
        // The client's own retries carry it over the dead instance, as the browser's would.
        retryDelays: [100, 500, 1000, 2000, 4000],
        headers: { [TOKEN_NAME]: token },
        metadata: { kind: 'video', filename: 'through-nginx.mp4' },
        onChunkComplete: (_chunk, accepted) => {
          if (!killedAt && accepted >= video.length / 3) {
            killedAt = accepted;
            a.child.kill('SIGKILL');
          }
        },
        onSuccess: () => resolve(upload.url as string),
        onError: reject,
      });
      upload.start();
    });
    expect(killedAt).toBeGreaterThan(0);

    // Round robin: PATCHes went to both until A died, then only to B (where A's were retried).
    const patches = (await proxy.requests()).filter((line) => line.startsWith('PATCH '));
    const answeredBy = patches.map((line) => line.split(' ').at(-1));
    const lastOnA = answeredBy.lastIndexOf(hostA);
    const onBAfter = answeredBy.slice(lastOnA + 1).filter((host) => host === hostB);
    expect(lastOnA, patches.join('\n')).toBeGreaterThanOrEqual(0);
    expect(onBAfter.length, patches.join('\n')).toBeGreaterThan(2);

    const fileId = url.split('/').pop() as string;
    const info = await waitForFile(app, token, fileId, ['ready']);
    const stored = Buffer.from(await (await fetch(`${proxy.base}${info.url}`)).arrayBuffer());
    expect(sha256(stored)).toBe(sha256(video));
  });
});
