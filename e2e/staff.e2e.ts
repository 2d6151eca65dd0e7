import { readMail, uniqueMail } from '@stringer/test-support/accounts';
import { describe, expect, it } from 'vitest';
import { api } from './support/api';
import { REFUSED_CALLS, useBrowser } from './support/browser';
import { logInThroughForm, route, waitForRoute } from './support/screens';
import { openSignedIn } from './support/signed-in';
import { createStaff } from './support/staff';

const b = useBrowser();

/** The invitation link the dev mailbox holds for `mail`. */
async function mailedLink(mail: string) {
  const { text } = await readMail(api(), mail);
  const link = /https?:\/\/\S+#\/acceptinvite\?token=[\w-]+/.exec(text)?.[0];
  if (!link) throw new Error(`no invitation link in the mail to ${mail}: ${text}`);
  return new URL(link);
}

describe('staff accounts', () => {
  it('should let an admin invite a reviewer who sets a password and signs in, then disable them', async () => {
    const admin = await createStaff('admin');
    const invitee = uniqueMail('reviewer');
    const password = 'Reviewer123';

    // The console's menu folds what does not fit into its overflow: the page is opened by its address.
    const { page: adminPage } = await openSignedIn(b, admin, '/console/staff');
    await waitForRoute(adminPage, '/console/staff');
    await adminPage.getByTestId('invite-staff').click();
    const dialog = adminPage.getByRole('dialog');
    await dialog.getByLabel('Email').fill(invitee);
    await dialog.getByRole('button', { name: 'Send the invitation' }).click();
    await adminPage.getByText(`Invitation mailed to ${invitee}`).waitFor();
    const row = adminPage.getByRole('row').filter({ hasText: invitee });
    await row.getByText('Invited').waitFor();

    // The invitee opens the mailed link in their own browser.
    const link = await mailedLink(invitee);
    // Signing in once disabled is refused (403) on purpose.
    const inviteePage = await b.page(await b.context(), [REFUSED_CALLS, /status of 403/]);
    await inviteePage.goto(`/${link.hash}`);
    await inviteePage.getByLabel('New password').fill(password);
    await inviteePage.getByLabel('Confirm password').fill(password);
    await inviteePage.getByRole('button', { name: 'Set my password' }).click();
    await waitForRoute(inviteePage, '/login');
    // Typed: the invitee's first sign-in with the password they set is what is checked.
    await logInThroughForm(inviteePage, invitee, password);
    await waitForRoute(inviteePage, '/console/review');
    await inviteePage.getByRole('radiogroup', { name: 'Queue' }).waitFor();

    // The same link does not work twice.
    const again = await b.page(await b.context(), [REFUSED_CALLS]);
    await again.goto(`/${link.hash}`);
    await again.getByLabel('New password').fill('Another123');
    await again.getByLabel('Confirm password').fill('Another123');
    await again.getByRole('button', { name: 'Set my password' }).click();
    await again.getByRole('alert').filter({ hasText: 'This invitation link is not valid or has expired' }).waitFor();

    // The admin disables them: their open console is signed out at once.
    await adminPage.reload();
    await row.getByText('Active').waitFor();
    await row.getByRole('button', { name: 'Disable' }).click();
    await adminPage.locator('.ant-popconfirm').getByRole('button', { name: 'Disable' }).click();
    await adminPage.getByText(`${invitee} is disabled and signed out`).waitFor();
    await row.getByText('Disabled').waitFor();
    await waitForRoute(inviteePage, (r) => r.startsWith('/login'));
    expect(route(inviteePage)).toBe('/login?redirect=%2Fconsole%2Freview');

    await logInThroughForm(inviteePage, invitee, password);
    await inviteePage.getByText('This account has been disabled: ask an administrator').waitFor();
  }, 180_000);
});
