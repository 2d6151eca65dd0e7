import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TOKEN_NAME } from '@stringer/shared/constants';
import { logIn, signUp } from '@stringer/test-support/accounts';
import { call, overHttp } from '@stringer/test-support/api';
import { makeVideo, sha256 } from '@stringer/test-support/media';
import { type RunningServer, startServer, stopProcess } from '@stringer/test-support/processes';
import { type EmptyDatabase, emptyDatabase } from '@stringer/test-support/test-database';
import { waitForFile } from '@stringer/test-support/uploads';
import { Redis } from 'ioredis';
import { Upload } from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeS3, startFakeS3 } from '../apps/server/test/s3-server';
import { connectWith, nextEvent } from '../apps/server/test/sockets';
import { findNginx, type Nginx, startNginx } from './support/nginx';

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

describe.skipIf(!ready)('nginx (ip_hash) in front of two compiled instances sharing PostgreSQL, S3 and Redis', () => {
  let work: string;
  let database: EmptyDatabase;
  let s3: FakeS3;
  let a: RunningServer;
  let b: RunningServer;
  let proxy: Nginx;
  // Every instance that started, stopped at the end even if the other failed to.
  const running: RunningServer[] = [];

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'stringer-lb-'));
    await chmod(work, 0o755);
    database = await emptyDatabase(`stringer_lb_${process.pid}`);
    s3 = await startFakeS3();
    const env = (name: string) => ({
      DATABASE_URL: database.url,
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
    for (const server of running) await stopProcess(server);
    await s3?.close();
    await database?.drop();
    await rm(work, { recursive: true, force: true });
  });

  /** The instance nginx sends this machine's requests to (ip_hash), per its last log line, and the other. */
  async function instances() {
    const host = (await proxy.requests()).at(-1)?.split(' ').at(-1);
    const [sticky, other] = [a, b].sort((x) => (new URL(x.baseUrl).host === host ? -1 : 1)) as [
      RunningServer,
      RunningServer,
    ];
    return { sticky, other, hosts: [sticky, other].map((server) => new URL(server.baseUrl).host) };
  }

  it('should say both instances are ready, through nginx and to the balancer', async () => {
    for (const base of [proxy.base, a.baseUrl, b.baseUrl])
      expect((await fetch(`${base}/health/ready`)).status).toBe(200);
  });

  it('should carry a chat socket (long-polling, then the upgrade) and events from the other instance', async () => {
    const app = overHttp(proxy.base, { mailbox: b.baseUrl });
    const token = await logIn(app, (await signUp(app)).mail);
    const signed = await call(app, 'GET', '/web/message/signature', { token });
    // As the web app connects: long-polling first, then the WebSocket upgrade, all through nginx.
    const socket = await connectWith(proxy.base, { token, ...signed.body.data }, ['polling', 'websocket']);
    try {
      if (socket.io.engine.transport.name !== 'websocket')
        await new Promise((resolve) => socket.io.engine.once('upgrade', resolve));
      const { other } = await instances();
      const kicked = nextEvent(socket, 'kickedOut');
      // Straight to the instance that does not hold the socket: only Redis carries the event over.
      await call(overHttp(other.baseUrl), 'GET', '/web/account/logout', { token });
      expect(await kicked).toEqual({ reason: 'logout' });
    } finally {
      socket.close();
    }
    // nginx logs an upgraded connection once it has closed.
    await expect.poll(proxy.requests).toContainEqual(expect.stringMatching(/^GET \/socket\.io\/ 101 /));
  });

  it('should carry an upload to its end on the other instance when its own dies mid-upload, byte for byte', async () => {
    const app = overHttp(proxy.base, { mailbox: b.baseUrl });
    const token = await logIn(app, (await signUp(app)).mail);
    const video = makeVideo('through-nginx.mp4', 8, '640x480');
    const { sticky, hosts } = await instances();
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
            sticky.child.kill('SIGKILL');
          }
        },
        onSuccess: () => resolve(upload.url as string),
        onError: reject,
      });
      upload.start();
    });
    expect(killedAt).toBeGreaterThan(0);

    // The PATCHes went to the sticky instance until it died, then to the other (nginx passes a
    // refused request on; a cut one fails to the client, whose retry asks the offset and resumes).
    const patches = (await proxy.requests()).filter((line) => line.startsWith('PATCH '));
    const answeredBy = patches.map((line) => line.split(' ').at(-1));
    const lastOnSticky = answeredBy.lastIndexOf(hosts[0]);
    expect(lastOnSticky, patches.join('\n')).toBeGreaterThanOrEqual(0);
    expect(
      answeredBy.slice(lastOnSticky + 1).filter((host) => host === hosts[1]).length,
      patches.join('\n'),
    ).toBeGreaterThan(2);

    const fileId = url.split('/').pop() as string;
    const info = await waitForFile(app, token, fileId, ['ready']);
    const stored = Buffer.from(await (await fetch(`${proxy.base}${info.url}`)).arrayBuffer());
    expect(sha256(stored)).toBe(sha256(video));
  });
});
