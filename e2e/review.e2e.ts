import { describe, it } from 'vitest';
import { createCreator } from './support/api';
import { useBrowser } from './support/browser';
import { closeGuide, logInThroughForm, waitForRoute } from './support/screens';
import { createStaff } from './support/staff';
import { publishWork } from './support/works';

const b = useBrowser();

describe('reviewing a work in the console', () => {
  it('should let a reviewer send a work back with a reason the creator then reads, in Chinese', async () => {
    const creator = await createCreator();
    const title = `Flood at the ferry ${Date.now().toString(36)}`;
    await publishWork(creator.mail, title);
    const reviewer = await createStaff('reviewer');

    const page = await b.page(await b.context());
    await page.goto('/#/login');
    await logInThroughForm(page, reviewer.mail, reviewer.password);
    await waitForRoute(page, '/console/review');
    await page.getByRole('button', { name: title }).click();
    await page.locator('.review-video').first().waitFor();
    await page.getByTestId('decision-form').getByText('Send Back').click();
    await page.getByRole('button', { name: 'Save the decision' }).click();
    await page.getByText('Give the creator a reason').waitFor();
    await page.getByLabel('Reason').fill('Please trim the first ten seconds');
    await page.getByRole('button', { name: 'Save the decision' }).click();
    await page.getByText('Decision saved; the creator has been notified').waitFor();

    const creatorPage = await b.page(await b.context({ locale: 'zh-CN' }));
    await creatorPage.goto('/#/login');
    await logInThroughForm(creatorPage, creator.mail);
    await waitForRoute(creatorPage, (r) => r.startsWith('/home'));
    await closeGuide(creatorPage);
    await creatorPage.goto('/#/message?tab=system');
    await creatorPage.getByText('作品被退回').first().waitFor();
    await creatorPage.getByText(`你的作品“${title}”被退回修改：Please trim the first ten seconds`).waitFor();
  });
});
