import { readCode } from '@stringer/test-support/accounts';
import { describe, it } from 'vitest';
import { api, createCreator } from './support/api';
import { useBrowser } from './support/browser';
import { logInThroughForm, waitForRoute } from './support/screens';

const b = useBrowser();

describe('a creator who forgot the password', () => {
  it('gets a code by mail, sets a new password, and signs in with it', async () => {
    const { mail } = await createCreator();
    const { sql } = await import('./support/api');
    // The sign-up code was mailed a moment ago; one code a minute per address.
    await sql("UPDATE verification_codes SET created_at = created_at - interval '61 seconds' WHERE mail = $1", [mail]);
    const page = await b.page(await b.context());
    await page.goto('/#/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await waitForRoute(page, (r) => r === '/retrievepassword');
    await page.locator('#email').fill(mail);
    await page.getByTestId('send-code').click();
    await page.locator('#code').fill(await readCode(api(), mail, 1));
    await page.locator('#password').fill('Renewed123');
    await page.locator('#confirmPassword').fill('Renewed123');
    await page.getByRole('button', { name: 'Set the new password' }).click();
    await waitForRoute(page, (r) => r === '/login');
    await logInThroughForm(page, mail, 'Renewed123');
    await waitForRoute(page, (r) => r === '/home/publishwork');
  });
});
