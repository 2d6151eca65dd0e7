import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { GiveUp, type Jobs, startJobs } from './jobs';
import { registry } from './metrics';

const QUEUE = 'test.timed';
const quiet = { error() {}, warn() {} };
const noMail = { isDev: true, send: async () => {}, close() {} };

describe('job figures', () => {
  let t: TestApp;
  let jobs: Jobs;
  beforeAll(async () => {
    t = await createTestApp();
    jobs = await startJobs({ databaseUrl: t.url, mailer: noMail, log: quiet });
  });
  afterAll(async () => {
    await jobs.stop();
    await t.close();
  });

  const sample = async (name: string, labels: string) => {
    const line = (await registry.metrics()).split('\n').find((l) => l.startsWith(`${name}{${labels}}`));
    return Number(line?.split(' ').at(-1) ?? 0);
  };

  it("should time each job's wait and run, by queue and outcome", async () => {
    const done: string[] = [];
    await jobs.work<{ n: number }>(QUEUE, async ({ n }) => {
      if (n === 2) throw new Error('refused');
      done.push(String(n));
    });
    await jobs.send(QUEUE, { n: 1 });
    await jobs.send(QUEUE, { n: 2 });
    await expect.poll(() => done, { timeout: 10_000 }).toEqual(['1']);
    await expect
      .poll(() => sample('stringer_job_run_seconds_count', `queue="${QUEUE}",outcome="failed"`), { timeout: 10_000 })
      .toBe(1);
    expect(await sample('stringer_job_run_seconds_count', `queue="${QUEUE}",outcome="completed"`)).toBe(1);
    expect(await sample('stringer_job_wait_seconds_count', `queue="${QUEUE}"`)).toBe(2);
    expect(jobs.working()).toContain(QUEUE);
  });

  it('should fail a job that gives up at once, without its retries, and tell a handler which attempt it runs', async () => {
    const queue = 'test.gives-up';
    const heard: object[] = [];
    await jobs.work(
      queue,
      async (_data, _signal, attempt) => {
        heard.push(attempt);
        throw new GiveUp('the file is damaged');
      },
      { retryDelay: 1 },
    );
    await jobs.send(queue, {});
    const state = async () =>
      (await t.sql.query('SELECT state, retry_count FROM pgboss.job WHERE name = $1', [queue])).rows;
    await expect.poll(state, { timeout: 10_000 }).toEqual([{ state: 'failed', retry_count: 0 }]);
    expect(heard).toEqual([{ retryCount: 0, retryLimit: 5 }]);
    expect(await sample('stringer_job_run_seconds_count', `queue="${queue}",outcome="failed"`)).toBe(1);
    expect((await jobs.failed(10)).map((j) => j.error)).toContain('the file is damaged');
  });
});
