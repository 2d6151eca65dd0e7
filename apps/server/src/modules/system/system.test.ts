import { newCreator } from '@stringer/test-support/accounts';
import { call } from '@stringer/test-support/api';
import { newStaff } from '@stringer/test-support/staff';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, RENDERS, type TestApp } from '../../../test/test-app';

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
    expect(web).toMatchObject({ alive: true, runs: expect.arrayContaining(['mail.send', 'media.renditions']) });
    expect(data.queues.map((q: { queue: string }) => q.queue)).toContain('media.renditions');
    expect(data.storage).toEqual({ originalsBytes: expect.any(Number), renditionsBytes: expect.any(Number) });
    expect(data.lastBackup).toBeNull();
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
      expect.objectContaining({ id, queue: FLAKY, error: 'the archive share was not mounted', attempts: 1 }),
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
