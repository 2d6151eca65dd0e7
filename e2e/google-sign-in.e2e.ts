import { type RunningServer, startServer, stopProcess } from '@stringer/test-support/processes';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOGLE_CLIENT_ID, startFakeGoogle } from '../apps/server/test/google-keys';
import { useBrowser } from './support/browser';
import { closeGuide, pickRegion, waitForRoute } from './support/screens';
import { sameInstall } from './support/server';

/**
 * Google's side, at the network edge: its keys from a local JWKS, and a stand-in for its script
 * (accounts.google.com/gsi/client) whose button hands the page the credential the test set.
 */
const FAKE_GSI = `window.google = { accounts: { id: {
  initialize(options) { window.__gis = options; },
  renderButton(parent) {
    const button = document.createElement('button');
    button.textContent = 'Sign in with Google';
    button.onclick = () => window.__gis.callback({ credential: window.__credential });
    parent.append(button);
  },
  prompt(listener) {
    listener({
      isNotDisplayed: () => Boolean(window.__notDisplayed),
      getNotDisplayedReason: () => 'suppressed_by_user',
      isSkippedMoment: () => false,
    });
  },
} } };`;

const b = useBrowser();
const google = await startFakeGoogle();
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({
    ...sameInstall(),
    GOOGLE_CLIENT_ID,
    GOOGLE_JWKS_URL: google.jwksUrl,
  });
});
afterAll(() => stopProcess(server));

async function googlePage(path: string, init: { credential?: string; notDisplayed?: boolean }) {
  // Refusals (409 for sign-up, 400 for a bad token) and Google's picture (no network) show as console errors.
  const page = await b.page(await b.context(), [/status of 40[09]/, /ERR_NAME_NOT_RESOLVED/]);
  await page.route('https://accounts.google.com/gsi/client', (r) =>
    r.fulfill({ contentType: 'text/javascript', body: FAKE_GSI }),
  );
  await page.addInitScript(
    (values) => Object.assign(window, { __credential: values.credential, __notDisplayed: values.notDisplayed }),
    init,
  );
  await page.goto(`${server.baseUrl}/#${path}`);
  return page;
}

const clickGoogle = (page: Page) => page.getByTestId('google-button').getByRole('button').click();

describe('Google sign-in', () => {
  it('creates the account of a new Google user once the region and agreements are given', async () => {
    const page = await googlePage('/login?redirect=%2Ftask%2Fmytask', { credential: await google.token() });
    await clickGoogle(page);
    await waitForRoute(page, (r) => r.startsWith('/register'));
    await page.getByText(/Almost done/).waitFor();
    await pickRegion(page, ['Japan', 'Tokyo', 'Adachi Ku']);
    await page.locator('#ageConfirmed').check();
    await page.locator('#agreed').check();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await waitForRoute(page, '/task/mytask');
    await closeGuide(page);
    await expect.poll(() => page.getByTestId('user-menu').textContent()).toContain('Gina Google');
  });

  it("shows Google's refusal, and spec 8's popup error, in the reader's language", async () => {
    const expired = await google.token({}, { expiresIn: Math.floor(Date.now() / 1000) - 600 });
    const page = await googlePage('/login', { credential: expired });
    await clickGoogle(page);
    await page.getByText("Google's sign-in has expired, please sign in with Google again").waitFor();

    const zh = await googlePage('/login', { notDisplayed: true });
    await zh.getByTestId('language-switch').selectOption('zh');
    await zh.getByText('Google 登录窗口未能显示：可能被浏览器拦截').waitFor();
    expect(await zh.getByTestId('google-button').getByRole('button').count()).toBe(1);
  });
});
