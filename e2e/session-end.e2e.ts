import { describe, expect, it } from 'vitest';
import { createCreator, sql } from './support/api';
import { REFUSED_CALLS, useBrowser } from './support/browser';
import { closeGuide, logInThroughForm, route, waitForRoute } from './support/screens';

const b = useBrowser();

async function signedInOn(path: string) {
  const { mail } = await createCreator();
  const context = await b.context();
  const page = await b.page(context, [REFUSED_CALLS]);
  await page.goto(`/#${path}`);
  await waitForRoute(page, (r) => r.startsWith('/login'));
  await logInThroughForm(page, mail);
  await page.getByTestId('user-menu').waitFor();
  await closeGuide(page);
  expect(route(page)).toBe(path);
  return { page, mail, context };
}

describe('a session that ends while the page is open', () => {
  it('sends the user to /login with the way back when the session expired (11012)', async () => {
    const { page, mail, context } = await signedInOn('/settings/accountset');
    await sql(
      "UPDATE sessions SET expires_at = now() - interval '1 second' WHERE account_id = (SELECT id FROM accounts WHERE mail = $1)",
      [mail],
    );
    await page.reload();
    await waitForRoute(page, (r) => r.startsWith('/login'));
    expect(route(page)).toBe('/login?redirect=%2Fsettings%2Faccountset');
    // Signing in again returns to that page.
    await logInThroughForm(page, mail);
    await waitForRoute(page, (r) => r === '/settings/accountset');
    await context.close();
  });

  it('does the same when the token is unknown to the server (401)', async () => {
    const { page, mail, context } = await signedInOn('/clue/myclue');
    await sql('DELETE FROM sessions WHERE account_id = (SELECT id FROM accounts WHERE mail = $1)', [mail]);
    await page.reload();
    await waitForRoute(page, (r) => r.startsWith('/login'));
    expect(route(page)).toBe('/login?redirect=%2Fclue%2Fmyclue');
    expect(await page.evaluate(() => sessionStorage.getItem('stringer.session'))).not.toContain('"token":"');
    await context.close();
  });
});
