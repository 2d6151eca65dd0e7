import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { createCreatorWithContent, sql } from './support/api';
import { useBrowser } from './support/browser';
import { passAsReviewer } from './support/review';
import { openSignedIn } from './support/signed-in';
import { createStaff } from './support/staff';

const b = useBrowser();

describe('rewards and payouts in the console', () => {
  it('should let an admin issue a reward, download what is due, pay it, and find both moves in the audit log', async () => {
    const creator = await createCreatorWithContent();
    const name = `Payee ${Date.now().toString(36)}`;
    const [account] = await sql('UPDATE accounts SET real_name = $1 WHERE mail = $2 RETURNING id', [
      name,
      creator.mail,
    ]);
    await passAsReviewer(creator.workId);
    const admin = await createStaff('admin');

    const { page } = await openSignedIn(b, admin, '/console/rewards');
    // Clicking the creator's name narrows the list to their rewards.
    await page.getByRole('button', { name, exact: true }).first().click();
    await page.getByRole('button', { name: `Creator: ${name}` }).waitFor();
    const row = page.getByRole('row', { name: new RegExp(`#${creator.workId} Market at dawn`) });
    await row.getByRole('button', { name: 'Issue' }).click();
    await page.getByText('1 reward(s) issued; the creators have been notified').waitFor();
    await row.getByText('Issued').waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-due').click()]);
    expect(download.suggestedFilename()).toMatch(/^rewards-due-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path()) as string, 'utf8');
    expect(
      csv.startsWith(
        '\uFEFFCreator ID,Name,Email,Works,Points,Score,Amount,Currency,Payout method,Country,Payout details,Work IDs\r\n',
      ),
    ).toBe(true);
    expect(csv).toContain(`${account.id},${name},${creator.mail},1,`);

    // Paying through the selection: the batch of one.
    await row.getByRole('checkbox', { name: 'Select “Market at dawn”' }).check();
    await page.getByRole('button', { name: 'Mark selected paid (1)' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'Mark paid' }).click();
    await page.getByText('1 payout(s) marked paid; the creators have been notified').waitFor();
    await row.getByText('Paid', { exact: true }).waitFor();

    await page.goto('/#/console/audit');
    await page.getByLabel('Creator: name or email').fill(creator.mail);
    await page.getByLabel('Creator: name or email').press('Enter');
    // The filter applies once the address is given: rows of other creators may show for a moment.
    const moves = (action: string) => page.getByRole('row').filter({ hasText: name }).filter({ hasText: action });
    await moves('Payout paid').getByText('Payout: Unpaid → Paid').waitFor();
    await moves('Reward issued').getByText('Reward: Submitted → Issued').waitFor();
    await expect.poll(() => moves('Review decision').count()).toBe(1);
  });
});
