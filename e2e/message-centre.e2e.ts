import { describe, expect, it } from 'vitest';
import { createCreator, sql } from './support/api';
import { useBrowser } from './support/browser';
import { closeGuide, waitForRoute } from './support/screens';
import { openSignedIn } from './support/signed-in';
import { createStaff, raiseNotification } from './support/staff';

const b = useBrowser();

describe('the message centre', () => {
  it('should carry a conversation between a creator and support live, with unread in the title and the bell', async () => {
    const creator = await createCreator();
    const support = await createStaff('support');
    const { page: creatorPage } = await openSignedIn(b, creator.mail, '/home');
    // The welcome after a first sign-in, then Publish Work's guide (where /home leads).
    await closeGuide(creatorPage);
    await closeGuide(creatorPage);
    await creatorPage.getByTestId('bell').click();
    await waitForRoute(creatorPage, '/message');
    await creatorPage.getByText('Enter sends, Ctrl+Enter adds a new line').waitFor();
    await creatorPage.getByTestId('composer').fill('My upload stops at 40%');
    await creatorPage.getByTestId('composer').press('Enter');
    await creatorPage.getByTestId('message').getByText('Sent').waitFor();

    const { page: supportPage } = await openSignedIn(b, support, '/console/support');
    // The creator's conversation among the install's others, waiting for its answer (0059).
    const conversation = supportPage.getByTestId('conversation').filter({ hasText: 'My upload stops at 40%' });
    await conversation.getByText(/^Waiting/).waitFor();
    await conversation.click();
    await supportPage.getByTestId('message').getByText('My upload stops at 40%').waitFor();

    // The creator moves on; the answer must reach them there, without a reload.
    await creatorPage.goto('/#/home/myworks');
    await waitForRoute(creatorPage, '/home/myworks');
    await supportPage.getByTestId('composer').fill('Please try again on Wi-Fi');
    await supportPage.getByTestId('composer').press('Enter');

    await expect.poll(() => creatorPage.title()).toMatch(/^\(1\) /);
    await expect.poll(() => creatorPage.locator('.user-menu .count-badge').textContent()).toBe('1');
    await creatorPage.getByTestId('bell').click();
    await creatorPage.getByTestId('message').getByText('Please try again on Wi-Fi').waitFor();
    await expect.poll(() => creatorPage.title()).not.toMatch(/^\(/);
    await supportPage.getByTestId('message').getByText('Read').first().waitFor();
  });

  it('should show a review-style event as a system notification, in English and in Chinese', async () => {
    const creator = await createCreator();
    const [{ id }] = await sql('SELECT id FROM accounts WHERE mail = $1', [creator.mail]);
    const { page } = await openSignedIn(b, creator.mail, '/message?tab=system');
    await closeGuide(page);
    await page.getByText('No notifications yet').waitFor();

    await raiseNotification((n, tx) => n.workPassed(tx, { creatorId: id, workId: 1, title: 'Harbour at dawn' }));

    const item = page.getByTestId('notification').first();
    await item.getByText('Work passed').waitFor();
    await item.getByText('Your work “Harbour at dawn” passed review.').waitFor();
    await page.getByTestId('language-switch').selectOption('zh');
    await item.getByText('作品已通过').waitFor();
    await item.getByText('您的作品“Harbour at dawn”已通过审核。').waitFor();
  });
});
