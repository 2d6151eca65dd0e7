import { execFileSync } from 'node:child_process';
import { statfs } from 'node:fs/promises';
import { LIMITS } from '@stringer/shared/constants';
import { newCreator } from '@stringer/test-support/accounts';
import { call } from '@stringer/test-support/api';
import { newStaff } from '@stringer/test-support/staff';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, RENDERS, type TestApp } from '../../../test/test-app';
import { resolveBinaries } from '../../platform/media';

const FLAKY = 'test.flaky';

let t: TestApp;
let admin: Awaited<ReturnType<typeof newStaff>>;
/** Another process's queue on the same database: its first run fails, later ones complete. */
let boss: PgBoss;
let runs = 0;

beforeAll(async () => {
  t = await createTestApp(RENDERS);
  admin = await newStaff(t.app, t.url, 'admin');
  boss = new PgBoss({ connectionString: t.url, max: 2 });
  await boss.start();
  await boss.createQueue(FLAKY, { retryLimit: 0 });
  await boss.work(FLAKY, { pollingIntervalSeconds: 0.5 }, async () => {
    if (++runs === 1) throw new Error('the archive share was not mounted');
  });
});

afterAll(async () => {
  await boss.stop({ graceful: false });
  await t.close();
});

const overview = async () => (await call(t.app, 'GET', '/manager/system', { token: admin.token })).body.data;
const retry = (body: object) => call(t.app, 'POST', '/manager/system/jobs/retry', { token: admin.token, body });

describe('the system page', () => {
  it('should show this instance by its heartbeat, with versions, queues and storage', async () => {
    const data = await overview();
    expect(data.versions).toEqual({
      app: expect.any(String),
      node: process.versions.node,
      postgres: expect.any(String),
    });
    const web = data.instances.find((i: { kind: string; pid: number }) => i.kind === 'web' && i.pid === process.pid);
    expect(web).toMatchObject({
      alive: true,
      runs: expect.arrayContaining([
        { queue: 'mail.send', kind: 'mail' },
        { queue: 'media.renditions.first', kind: 'renditionsFirst' },
        { queue: 'media.renditions', kind: 'renditions' },
      ]),
    });
    expect(data.queues).toContainEqual(expect.objectContaining({ queue: 'media.renditions', kind: 'renditions' }));
    expect(data.queues).toContainEqual(
      expect.objectContaining({ queue: 'media.renditions.first', kind: 'renditionsFirst' }),
    );
    expect(data.storage).toEqual({ originalsBytes: expect.any(Number), renditionsBytes: expect.any(Number) });
    expect(data.lastBackup).toBeNull();
  });

  it("should name every queue of the install by what it is for, pg-boss's schedules too", async () => {
    const queues: { queue: string; kind: string | null }[] = (await overview()).queues;
    expect(queues.map((q) => q.queue)).toContain('__pgboss__send-it');
    // Only another program's queue on the same database goes by its own name.
    expect(queues.filter((q) => q.kind === null).map((q) => q.queue)).toEqual([FLAKY]);
    expect(queues).toContainEqual(expect.objectContaining({ queue: '__pgboss__send-it', kind: 'schedules' }));
  });

  it('should show the free space of DATA_DIR, low below a tenth of the disk or one largest upload', async () => {
    const { disk } = await overview();
    const fs = await statfs(t.dataDir);
    expect(disk.path).toBe(t.dataDir);
    expect(disk.totalBytes).toBe(fs.blocks * fs.bsize);
    // Other tests write meanwhile: the same disk, within a few hundred MB.
    expect(Math.abs(disk.freeBytes - fs.bavail * fs.bsize)).toBeLessThan(512 * 1024 ** 2);
    expect(disk.lowBelowBytes).toBe(Math.max(LIMITS.videoMaxBytes, Math.round(disk.totalBytes / 10)));
    expect(disk.low).toBe(disk.freeBytes < disk.lowBelowBytes);
  });

  it('should name the ffmpeg in use: its path and the first line of its version', async () => {
    const { ffmpeg } = await overview();
    const b = await resolveBinaries();
    expect(ffmpeg).toEqual({ path: b.ffmpeg, version: b.version, source: b.source });
    expect(ffmpeg.version).toMatch(/^ffmpeg version \S+/);
    expect(execFileSync(ffmpeg.path, ['-version'], { encoding: 'utf8' }).split('\n')[0]).toBe(ffmpeg.version);
  });

  it('should be for admins only', async () => {
    const creator = await newCreator(t.app);
    expect((await call(t.app, 'GET', '/manager/system', { token: creator.token })).status).toBe(403);
    const reviewer = await newStaff(t.app, t.url, 'reviewer');
    expect((await call(t.app, 'GET', '/manager/system', { token: reviewer.token })).status).toBe(403);
  });

  it('should list a failed job with its error, retry it (audited) and see it complete', async () => {
    const id = (await boss.send(FLAKY, { archive: 'north' })) as string;
    await expect
      .poll(async () => (await boss.getJobById(FLAKY, id))?.state, { timeout: 15_000, interval: 200 })
      .toBe('failed');
    const data = await overview();
    expect(data.failedJobs).toContainEqual(
      expect.objectContaining({
        id,
        queue: FLAKY,
        kind: null,
        error: 'the archive share was not mounted',
        attempts: 1,
      }),
    );
    expect(data.queues).toContainEqual(expect.objectContaining({ queue: FLAKY, failed: 1 }));

    expect((await retry({ queue: FLAKY, id })).status).toBe(200);
    await expect
      .poll(async () => (await boss.getJobById(FLAKY, id))?.state, { timeout: 15_000, interval: 200 })
      .toBe('completed');
    const { rows } = await t.sql.query(
      `SELECT staff_id, action, after FROM audit_log WHERE entity = 'job' ORDER BY id DESC LIMIT 1`,
    );
    expect(rows[0]).toEqual({ staff_id: admin.id, action: 'retry', after: { id, queue: FLAKY, state: 'retry' } });
    expect((await overview()).failedJobs.map((j: { id: string }) => j.id)).not.toContain(id);

    const again = await retry({ queue: FLAKY, id });
    expect(again.status).toBe(409);
    expect(again.body.msgKey).toBe('errors.jobNotFailed');
  });

  it('should refuse a job id that is not one', async () => {
    const res = await retry({ queue: FLAKY, id: 'not-a-uuid' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'id', msgKey: 'errors.invalidValue' }]);
  });
});
