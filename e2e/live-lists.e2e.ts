import { TOKEN_NAME } from '@stringer/shared/constants';
import { ClueAuditStatus, WorkAuditStatus } from '@stringer/shared/statuses';
import { makeJpegFile } from '@stringer/test-support/media';
import type { Locator, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createCreatorWithContent, logInByApi, readyFile, sql } from './support/api';
import { useBrowser } from './support/browser';
import { closeGuide } from './support/screens';
import { baseUrl } from './support/server';
import { openSignedIn } from './support/signed-in';
import { createStaff } from './support/staff';

const b = useBrowser();

/** How long a page may take to show a move made elsewhere: the feed, the socket, one refetch. */
const LIVE = 15_000;

/** An API call of the contract, as the console (or any client) makes it. */
async function api<T = unknown>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), [TOKEN_NAME]: token },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as { code: number; data: T };
  expect(json.code, `${method} ${path}: ${JSON.stringify(json)}`).toBe(200);
  return json.data;
}

async function staffToken(role: 'reviewer' | 'admin') {
  const staff = await createStaff(role);
  return { ...staff, token: await logInByApi(staff.mail, staff.password) };
}

/** The creator signed in, on My works once its videos are done (their progress refetches the list). */
async function creatorOnMyWorks(mail: string) {
  const { page } = await openSignedIn(b, mail, '/home/myworks');
  // The welcome after a first sign-in.
  await closeGuide(page);
  const row = page.getByRole('row').filter({ hasText: 'Market at dawn' });
  await row.waitFor();
  await expect.poll(() => row.getByTestId('work-processing').count(), { timeout: 120_000 }).toBe(0);
  return { page, row };
}

/** Waits for `text` in `row` with no reload, after which the page must be the same document. */
async function seesLive(page: Page, row: Locator, text: string) {
  const marker = await page.evaluate(() => performance.timeOrigin);
  await row.getByText(text, { exact: true }).waitFor({ timeout: LIVE });
  expect(await page.evaluate(() => performance.timeOrigin)).toBe(marker);
}

describe('lists follow moves made elsewhere, without a reload', () => {
  it("should show Send Back on the creator's open My works as a reviewer sends the work back", async () => {
    const creator = await createCreatorWithContent();
    const { page, row } = await creatorOnMyWorks(creator.mail);
    await row.getByText('Pending', { exact: true }).waitFor();

    const reviewer = await staffToken('reviewer');
    await api(reviewer.token, 'PUT', '/manager/works/audit', {
      worksId: creator.workId,
      auditStatus: WorkAuditStatus.SendBack,
      reason: 'Please trim the first ten seconds',
    });
    await seesLive(page, row, 'Send Back');
  }, 180_000);

  it("should show Accepted on the creator's open My clue as a reviewer accepts the clue", async () => {
    const creator = await createCreatorWithContent();
    const { page } = await creatorOnMyWorks(creator.mail);
    await page.goto('/#/clue/myclue');
    const row = page.getByRole('row').filter({ hasText: 'Flooded underpass' });
    await row.getByText('Pending', { exact: true }).waitFor();

    const reviewer = await staffToken('reviewer');
    await api(reviewer.token, 'PUT', '/manager/clue/audit', {
      id: creator.clueId,
      auditStatus: ClueAuditStatus.Accepted,
    });
    await seesLive(page, row, 'Accepted');
  }, 180_000);

  it('should show a move made before the page was connected, once it connects', async () => {
    const creator = await createCreatorWithContent();
    const context = await b.context();
    // The live connection is slow to come up: its requests wait until the move is made.
    let held: Route[] | null = [];
    await context.route('**/socket.io/**', (route) => (held ? held.push(route) : route.continue()));
    const { page } = await openSignedIn(b, creator.mail, '/clue/myclue', context);
    const row = page.getByRole('row').filter({ hasText: 'Flooded underpass' });
    await row.getByText('Pending', { exact: true }).waitFor();
    await expect.poll(() => held?.length).toBeGreaterThan(0);

    const reviewer = await staffToken('reviewer');
    await api(reviewer.token, 'PUT', '/manager/clue/audit', {
      id: creator.clueId,
      auditStatus: ClueAuditStatus.Accepted,
    });
    const waiting = held ?? [];
    held = null;
    for (const route of waiting) await route.continue();
    await seesLive(page, row, 'Accepted');
  }, 180_000);

  it('should move My task and the open task lists as an admin issues a reward and publishes tasks', async () => {
    const creator = await createCreatorWithContent();
    const reviewer = await staffToken('reviewer');
    await api(reviewer.token, 'PUT', '/manager/works/audit', {
      worksId: creator.workId,
      auditStatus: WorkAuditStatus.Passed,
    });
    const { page } = await creatorOnMyWorks(creator.mail);
    await page.goto('/#/task/mytask');
    await closeGuide(page);
    const row = page.getByRole('row').filter({ hasText: 'Market at dawn' });
    await row.getByText('Submitted', { exact: true }).waitFor();

    const admin = await staffToken('admin');
    await api(admin.token, 'PUT', '/manager/reward/status', { workIds: [creator.workId], rewardStatus: 'issued' });
    await seesLive(page, row, 'Issued');

    await page.getByRole('tab', { name: 'Open tasks' }).click();
    await page.getByTestId('task-card').filter({ hasText: 'Morning markets' }).waitFor();
    const cover = await readyFile(admin.token, makeJpegFile('task-cover.jpg', '1280x720'), 'cover');
    const [account] = await sql('SELECT id FROM accounts WHERE mail = $1', [creator.mail]);
    const stamp = Date.now().toString(36);
    const task = (title: string, scope: 'useful' | 'exclusive', creatorIds: number[] = []) =>
      api(admin.token, 'POST', '/manager/task/create', {
        title,
        titleZh: title,
        cover,
        points: 50,
        startTime: new Date(Date.now() - 86_400_000).toISOString(),
        deadline: new Date(Date.now() + 10 * 86_400_000).toISOString(),
        scope,
        creatorIds,
      });

    await task(`Harbour clean-up ${stamp}`, 'useful');
    const useful = page.getByTestId('task-card').filter({ hasText: `Harbour clean-up ${stamp}` });
    await useful.waitFor({ timeout: LIVE });
    await task(`Lighthouse at night ${stamp}`, 'exclusive', [account.id]);
    const offered = page.locator('section', { hasText: 'Offered to you' }).getByTestId('task-card');
    await offered.filter({ hasText: `Lighthouse at night ${stamp}` }).waitFor({ timeout: LIVE });
  }, 180_000);

  it("should show a resubmitted work in the reviewer's open Pending queue", async () => {
    const creator = await createCreatorWithContent();
    const reviewer = await staffToken('reviewer');
    await api(reviewer.token, 'PUT', '/manager/works/audit', {
      worksId: creator.workId,
      auditStatus: WorkAuditStatus.SendBack,
      reason: 'Please add the location',
    });

    const { page } = await openSignedIn(b, reviewer, '/console/review');
    const filtered = page.waitForResponse(
      (r) => r.url().includes('/manager/works/page') && r.url().includes(encodeURIComponent(creator.mail)),
    );
    await page.getByTestId('filter-creator').locator('input').fill(creator.mail);
    await page.getByTestId('filter-creator').locator('input').press('Enter');
    await filtered;
    // The creator's only work is sent back: Pending shows nothing of theirs.
    await page.getByText('No items in this queue').waitFor();

    const token = await logInByApi(creator.mail);
    type Detail = {
      title: string;
      description: string;
      tags: { id: number }[];
      coverFileId: string;
      videos: { fileId: string }[];
      task: { id: number } | null;
    };
    const work = await api<Detail>(token, 'GET', `/web/works/detail?id=${creator.workId}`);
    await api(token, 'PUT', '/web/works', {
      worksId: creator.workId,
      title: work.title,
      description: work.description,
      tags: work.tags.map((t) => t.id),
      coverFileId: work.coverFileId,
      videoFileIds: work.videos.map((v) => v.fileId),
      taskId: work.task?.id ?? null,
      location: 'Tokyo, the fish market',
    });
    await page.getByRole('button', { name: 'Market at dawn' }).waitFor({ timeout: LIVE });
  }, 180_000);
});
