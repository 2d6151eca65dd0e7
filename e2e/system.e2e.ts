import { PgBoss } from 'pg-boss';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from './support/api';
import { useBrowser } from './support/browser';
import { controlsOffScreen, seriousViolations, sticksOut } from './support/every-screen';
import { waitForRoute } from './support/screens';
import { databaseUrl } from './support/server';
import { openSignedIn } from './support/signed-in';
import { createStaff } from './support/staff';

const b = useBrowser();
const FLAKY = 'e2e.flaky';

/** A queue of another process on the install's database: its first run fails, the next completes. */
let boss: PgBoss;
let runs = 0;
beforeAll(async () => {
  boss = new PgBoss({ connectionString: databaseUrl(), max: 2 });
  await boss.start();
  await boss.createQueue(FLAKY, { retryLimit: 0 });
  await boss.work(FLAKY, { pollingIntervalSeconds: 0.5 }, async () => {
    if (++runs === 1) throw new Error('the archive share was not mounted');
  });
});
afterAll(() => boss.stop({ graceful: false }));

async function openSystemPage(locale: string) {
  const admin = await createStaff('admin');
  const context = await b.context({ locale, viewport: { width: 360, height: 740 } });
  const { page } = await openSignedIn(b, admin, '/console/system', context);
  await waitForRoute(page, '/console/system');
  return page;
}

const failedRow = (page: Page) =>
  page
    .getByTestId('system-failed-jobs')
    .locator('[data-testid="list-card"], tr')
    .filter({ hasText: 'the archive share was not mounted' });

describe('the system page', () => {
  it('should show the install and run a failed job again, in English on a phone', async () => {
    // A worker that stopped beating an hour ago, as in the whole suite's run (a server stopped by
    // another test): its "Silent since" tag and host name must wrap on a phone, not push the page.
    await sql(
      `insert into instances (id, kind, version, host, pid, started_at, last_seen_at, runs)
       values ($1, 'worker', '0.0.0-e2e', 'render-node-a1b2c3d4e5f6.internal.example', 4242, now() - interval '2 hours', now() - interval '1 hour', '{media.renditions}')`,
      [`e2e-silent-${Date.now()}`],
    );
    const id = (await boss.send(FLAKY, {})) as string;
    await expect.poll(async () => (await boss.getJobById(FLAKY, id))?.state, { timeout: 15_000 }).toBe('failed');
    const page = await openSystemPage('en-US');
    await page.getByRole('heading', { name: 'System' }).waitFor();
    await page.getByText('Web instance').first().waitFor();
    await page.getByText('Alive').first().waitFor();
    await page.getByTestId('system-queues').getByText('Mail', { exact: true }).waitFor();
    await page.getByText('No backup yet').waitFor();
    await page
      .getByText(/^Silent since/)
      .first()
      .waitFor();
    await expect.poll(() => sticksOut(page)).toEqual([]);
    // With a failed job and its Retry on it, which the screen sweep's install does not have.
    expect(await seriousViolations(page)).toEqual([]);
    expect(await controlsOffScreen(page)).toEqual([]);

    await failedRow(page)
      .getByRole('button', { name: /^Retry the e2e\.flaky job/ })
      .click();
    await page.getByText('The job will run again').waitFor();
    await expect.poll(async () => (await boss.getJobById(FLAKY, id))?.state, { timeout: 15_000 }).toBe('completed');
    await expect.poll(() => failedRow(page).count()).toBe(0);
    await expect.poll(() => sticksOut(page)).toEqual([]);
  });

  it('should speak Chinese', async () => {
    const page = await openSystemPage('zh-CN');
    await page.getByRole('heading', { name: '系统' }).waitFor();
    await page.getByTestId('system-queues').getByText('任务队列').first().waitFor();
    await page.getByText('运行中', { exact: true }).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await expect.poll(() => sticksOut(page)).toEqual([]);
  });
});
