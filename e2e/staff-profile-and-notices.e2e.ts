import { describe, expect, it } from 'vitest';
import { createCreator, sql } from './support/api';
import { REFUSED_CALLS, useBrowser } from './support/browser';
import { closeGuide, logInThroughForm, waitForRoute } from './support/screens';
import { openSignedIn, signInByApi } from './support/signed-in';
import { createStaff } from './support/staff';

const b = useBrowser();

describe('staff on their own account, and support notifying creators', () => {
  it('should let a support member send a system notification that a signed-in creator sees at once', async () => {
    const creator = await createCreator();
    const [{ id }] = await sql('SELECT id FROM accounts WHERE mail = $1', [creator.mail]);
    const support = await createStaff('support');
    const { page: creatorPage } = await openSignedIn(b, creator.mail, '/home');
    // The welcome after a first sign-in, then Publish Work's guide (where /home leads).
    await closeGuide(creatorPage);
    await closeGuide(creatorPage);

    // The console's menu folds what does not fit into its overflow: the page is opened by its address.
    const { page: supportPage } = await openSignedIn(b, support, '/console/notify');
    await supportPage.getByRole('heading', { name: 'System notifications' }).waitFor();
    await supportPage.getByLabel('Creator ID').fill(String(id));
    await supportPage.getByLabel('Title (English)').fill('Holiday hours');
    await supportPage.getByLabel('Text (English)').fill('Support answers from 10:00 during the holiday.');
    await supportPage.getByLabel('Title (Chinese)').fill('假期安排');
    await supportPage.getByLabel('Text (Chinese)').fill('假期期间客服 10:00 起为您服务。');
    await supportPage.getByRole('button', { name: 'Send', exact: true }).click();
    await supportPage.getByTestId('send-progress').getByText('Sent: it reached 1 creator').waitFor();

    // No reload on the creator's side: the bell counts it, and the message centre lists it.
    await expect
      .poll(() => creatorPage.locator('.user-menu .count-badge').textContent(), { timeout: 10_000 })
      .toBe('1');
    await creatorPage.getByTestId('bell').click();
    await waitForRoute(creatorPage, (r) => r.startsWith('/message'));
    await creatorPage.getByRole('tab', { name: /System notifications/ }).click();
    const item = creatorPage.getByTestId('notification').first();
    await item.getByText('Holiday hours').waitFor();
    await item.getByText('Support answers from 10:00 during the holiday.').waitFor();
    await creatorPage.getByTestId('language-switch').selectOption('zh');
    await item.getByText('假期安排').waitFor();
  });

  it('should let a staff member change their password on their profile page and sign in with it', async () => {
    const reviewer = await createStaff('reviewer');
    // A wrong current password is refused on purpose (400).
    const page = await b.page(await b.context(), [REFUSED_CALLS]);
    await signInByApi(page, reviewer.mail, reviewer.password);
    await page.goto('/#/console/review');

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'My profile' }).click();
    await waitForRoute(page, '/console/profile');
    await page.getByLabel('Name', { exact: true }).fill('Ann Lee');
    await page.getByTestId('profile-form').getByRole('button', { name: 'Save' }).click();
    await page.getByText('Profile saved').waitFor();
    await expect.poll(() => page.getByTestId('user-menu').textContent(), { timeout: 5000 }).toContain('Ann Lee');

    const form = page.getByTestId('password-form');
    await form.getByLabel('Current password').fill('Wrong1234');
    await form.getByLabel('New password', { exact: true }).fill('Brandnew123');
    await form.getByLabel('New password again').fill('Brandnew123');
    await form.getByRole('button', { name: 'Change password' }).click();
    await form.getByText('The current password is not right').waitFor();
    await form.getByLabel('Current password').fill(reviewer.password);
    await form.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Password changed: other sessions are signed out').waitFor();

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await waitForRoute(page, (r) => r.startsWith('/login'));
    // Typed: the new password in the real form, and where it leads, are what is checked.
    await logInThroughForm(page, reviewer.mail, 'Brandnew123');
    // Back where they signed out from.
    await waitForRoute(page, '/console/profile');
  });
});
