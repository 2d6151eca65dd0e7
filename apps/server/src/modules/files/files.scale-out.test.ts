import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { logIn, signUp } from '@stringer/test-support/accounts';
import { makeVideo, sha256 } from '@stringer/test-support/media';
import { tusSend, waitForFile } from '@stringer/test-support/uploads';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisForScaleOut, redisUrl } from '../../../test/redis';
import { type FakeS3, s3Env, startFakeS3 } from '../../../test/s3-server';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';

const redisAnswers = await redisForScaleOut();

describe.skipIf(!redisAnswers)('two instances sharing a database, a bucket and a Redis', () => {
  let s3: FakeS3;
  let a: TestApp;
  let b: FastifyInstance;
  let bDataDir: string;
  let baseA: string;
  let baseB: string;

  beforeAll(async () => {
    s3 = await startFakeS3();
    const env = { ...s3Env(s3), REDIS_URL: redisUrl.href };
    a = await createTestApp(env);
    bDataDir = await mkdtemp(path.join(tmpdir(), 'stringer-data-'));
    b = await buildApp(loadConfig({ DATABASE_URL: a.url, DATA_DIR: bDataDir, LOG_LEVEL: 'silent', ...env }), false);
    baseA = await a.app.listen({ host: '127.0.0.1', port: 0 });
    baseB = await b.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
    await s3.close();
    await rm(bDataDir, { recursive: true, force: true });
  });

  it('should carry one upload across both instances (A, then B, then A again), byte for byte', async () => {
    const token = await logIn(a.app, (await signUp(a.app)).mail);
    const video = makeVideo('roaming.mp4', 3, '640x480');
    const options = { kind: 'video', filename: 'roaming.mp4', chunkSize: 16 * 1024 };
    const first = await tusSend(baseA, token, video, { ...options, stopAfter: 32 * 1024 });
    expect(first.stopped).toBe(true);

    const onB = first.url.replace(baseA, baseB);
    const second = await tusSend(baseB, token, video, { ...options, uploadUrl: onB, stopAfter: 64 * 1024 });
    expect(second.stopped).toBe(true);
    const resumed = await tusSend(baseA, token, video, { ...options, uploadUrl: first.url });
    expect(resumed.fileId).toBe(first.fileId);
    const info = await waitForFile(b, token, first.fileId, ['ready']);
    const stored = Buffer.from(await (await fetch(`${baseA}${info.url}`)).arrayBuffer());
    expect(sha256(stored)).toBe(sha256(video));
    expect(s3.objects.has(first.fileId)).toBe(true);
  });
});
