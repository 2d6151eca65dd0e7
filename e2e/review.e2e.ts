import { WorkAuditStatus } from '@stringer/shared/statuses';
import { describe, expect, it } from 'vitest';
import { createCreator, logInByApi } from './support/api';
import { useBrowser } from './support/browser';
import { expectWorkDecided } from './support/review';
import { baseUrl } from './support/server';
import { openSignedIn } from './support/signed-in';
import { createStaff } from './support/staff';
import { publishWork } from './support/works';

const b = useBrowser();

describe('reviewing a work in the console', () => {
  it('should let a reviewer send a work back with a reason the creator then reads, in Chinese', async () => {
    const creator = await createCreator();
    const title = `Flood at the ferry ${Date.now().toString(36)}`;
    await publishWork(creator.mail, title);
    const reviewer = await createStaff('reviewer');

    const { page } = await openSignedIn(b, reviewer, '/console/review');
    // Other journeys leave works waiting too: the queue is narrowed to this creator's.
    await page.getByTestId('filter-creator').locator('input').fill(creator.mail);
    await page.getByTestId('filter-creator').locator('input').press('Enter');
    await page.getByRole('button', { name: title }).click();
    await page.locator('.review-video').first().waitFor();
    await page.getByTestId('decision-form').getByText('Send Back').click();
    await page.getByRole('button', { name: 'Save the decision' }).click();
    await page.getByText('Give the creator a reason').waitFor();
    await page.getByLabel('Reason').fill('Please trim the first ten seconds');
    await page.getByRole('button', { name: 'Save the decision' }).click();
    await page.getByText('Decision saved; the creator has been notified').waitFor();

    const zh = await b.context({ locale: 'zh-CN' });
    const { page: creatorPage } = await openSignedIn(b, creator.mail, '/message?tab=system', zh);
    // The welcome after a first sign-in may stay open: nothing here is pressed.
    await creatorPage.getByText('作品被退回').first().waitFor();
    await creatorPage.getByText(`您的作品“${title}”被退回修改：Please trim the first ten seconds`).waitFor();
  });
});

describe('the whole console: filters, the work opened, listed reasons, public works', () => {
  it('should filter to a creator, play and scrub a video, reject with a listed reason, and make a passed work public', async () => {
    const creator = await createCreator();
    const stamp = Date.now().toString(36);
    const rejected = `Harbour fog ${stamp}`;
    const shown = `Harbour sun ${stamp}`;
    const shownId = await publishWork(creator.mail, shown);
    const rejectedId = await publishWork(creator.mail, rejected);
    const reviewer = await createStaff('reviewer');
    // The second work passes by the contract's API, as any client may; the console shows it.
    const token = await logInByApi(reviewer.mail, reviewer.password);
    const passed = await fetch(`${baseUrl()}/manager/works/audit`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'stringer-token': token },
      body: JSON.stringify({ worksId: shownId, auditStatus: WorkAuditStatus.Passed }),
    });
    expect(passed.status).toBe(200);

    const { page } = await openSignedIn(b, reviewer, '/console/review');
    await page.getByTestId('filter-creator').locator('input').fill(creator.mail);
    await page.getByTestId('filter-creator').locator('input').press('Enter');
    await page.getByText('1 items').waitFor();
    await page.getByRole('button', { name: rejected }).click();

    // The video plays from its signed, ranged URL; a frame of it is drawn for the reviewer.
    const video = page.getByTestId('review-video').first();
    await video.waitFor();
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(1);
    await page.getByTestId('video-frames').locator('img').waitFor();
    await page.getByTestId('creator-card').getByText('Eve Tester').waitFor();
    // The creator's earlier work is listed beside this one.
    await page.getByTestId('creator-card').getByText(shown).waitFor();

    await page.getByTestId('decision-form').getByText('Rejected').click();
    await page.getByTestId('reject-reason').click();
    await page.getByTitle('The footage is not original').click();
    await expect.poll(() => page.getByTestId('reject-reason').textContent()).toContain('The footage is not original');
    await page.getByRole('button', { name: 'Save the decision' }).click();
    await expectWorkDecided(page, 'Decision saved; the creator has been notified', rejectedId);

    await page.getByRole('tab', { name: /Passed/ }).click();
    await page.getByRole('button', { name: shown }).click();
    await page.getByTestId('make-public').click();
    await page.getByText('The work is now public').waitFor();

    const { page: creatorPage } = await openSignedIn(b, creator.mail, '/message?tab=system');
    // The welcome after a first sign-in may stay open: nothing here is pressed.
    await creatorPage.getByText(`Your work “${rejected}” was rejected: The footage is not original`).waitFor();
    await creatorPage.goto('/#/public/videos');
    await creatorPage.getByText(shown).first().waitFor();
    // Two uploads of a work each, two browsers and a dozen steps: longer than one decision.
  }, 180_000);
});
