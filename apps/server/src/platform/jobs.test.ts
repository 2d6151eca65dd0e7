import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { type Jobs, startJobs } from './jobs';

const quiet = { error() {}, warn() {} };
const noMail = { isDev: true, send: async () => {}, close() {} };

describe('a job queued by one instance, taken by another (a worker fleet)', () => {
  let t: TestApp;
  let worker: Jobs;
  let web: Jobs;
  beforeAll(async () => {
    t = await createTestApp();
    // The worker looks for jobs nobody told it of once a minute, far past this test's time limit:
    // only the web instance's word (NOTIFY) can start the job in time.
    worker = await startJobs({ databaseUrl: t.url, mailer: noMail, log: quiet, pollSeconds: 60 });
    web = await startJobs({ databaseUrl: t.url, mailer: noMail, log: quiet, takesWork: false });
  });
  afterAll(async () => {
    await web.stop();
    await worker.stop();
    await t.close();
  });

  it("should start at once on the other instance's word, not at its next poll", async () => {
    const taken: number[] = [];
    await worker.work<{ n: number }>('test.woken', async ({ n }) => {
      taken.push(n);
    });
    // Its first look is over: the queue was empty.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await web.send('test.woken', { n: 1 });
    await expect.poll(() => taken, { timeout: 15_000 }).toEqual([1]);
  });
});
