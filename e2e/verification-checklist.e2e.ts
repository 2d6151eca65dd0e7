import { describe, it } from 'vitest';
import { createCreator } from './support/api';
import { useBrowser } from './support/browser';
import { openWorkDrawer } from './support/review';
import { openSignedIn } from './support/signed-in';
import { createStaff } from './support/staff';
import { publishWork } from './support/works';

const b = useBrowser();

describe('the verification desk: checklist and chain of custody (issue 39, decision 0082)', () => {
  it('should let a reviewer tick the checklist by keyboard, download an original into the custody log, pass the work verified, and tell its creator in Chinese', async () => {
    const creator = await createCreator();
    const title = `Checked at the pier ${Date.now().toString(36)}`;
    const worksId = await publishWork(creator.mail, title);
    const reviewer = await createStaff('reviewer');

    const { page } = await openSignedIn(b, reviewer, '/console/review');
    await openWorkDrawer(page, creator.mail, title);
    const checklist = page.getByTestId('verification-checklist');
    await checklist.waitFor();
    await page.getByTestId('checklist-before-decision').getByText('Not ticked yet:', { exact: false }).waitFor();

    // A native checkbox: focused and ticked with Space, saved with who and when.
    const source = checklist.getByRole('checkbox', { name: 'Source contacted' });
    await source.focus();
    await page.keyboard.press('Space');
    await checklist.getByText('Ticked by', { exact: false }).first().waitFor();
    for (const name of ['Place confirmed', 'Time confirmed', 'Original (not a re-upload)']) {
      await checklist.getByRole('checkbox', { name }).check();
    }
    await page
      .getByTestId('checklist-before-decision')
      .getByText('Every checklist item is ticked: passing it marks the work verified by the newsroom.')
      .waitFor();

    // The original is downloaded through the address signed for this reviewer; the log says so.
    const custody = page.getByTestId('verification-custody');
    await custody.getByText('No one has downloaded an original yet.').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      custody.getByRole('link', { name: 'Download the original: review.mp4' }).click(),
    ]);
    await download.path();
    await custody.getByRole('cell', { name: 'review.mp4' }).waitFor();

    await page.getByTestId('decision-form').getByText('Passed', { exact: true }).click();
    await page.getByRole('button', { name: 'Save the decision' }).click();
    await page.getByText('Decision saved; the creator has been notified').waitFor();

    const zh = await b.context({ locale: 'zh-CN' });
    const { page: mine } = await openSignedIn(b, creator.mail, `/home/worksdetail?id=${worksId}`, zh);
    await mine.getByTestId('work-verified').getByText('已由编辑部于', { exact: false }).waitFor();
  });
});
