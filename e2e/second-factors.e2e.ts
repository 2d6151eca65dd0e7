import { createServer } from 'node:net';
import { type RunningServer, startServer, stopProcess } from '@stringer/test-support/processes';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stepAt, totpCodeAt } from '../apps/server/src/modules/factors/lib/totp';
import { createCreator } from './support/api';
import { useBrowser } from './support/browser';
import { logInThroughForm, signIn, signInToHome, waitForRoute } from './support/screens';
import { sameInstall } from './support/server';
import { createStaff } from './support/staff';

const b = useBrowser();

/** Signs out as the header's menu does. */
async function logOut(page: Page, label: string) {
  // Every log-out here is from a security page: once its screen is drawn, the header is the one
  // that stays (a menu opened while the screen's code still loads was lost once, under load).
  await page.getByTestId('totp-action').waitFor();
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: label }).click();
  await waitForRoute(page, (r) => r.startsWith('/login'));
}

/** The recovery codes the dialog shows once, then closes it. */
async function keepRecoveryCodes(page: Page) {
  const list = page.getByTestId('recovery-codes');
  await list.waitFor();
  const codes = (await list.locator('li').allTextContents()).map((c) => c.trim());
  await page.getByRole('button', { name: /^(Done|完成)$/ }).click();
  return codes;
}

describe('an authenticator app and recovery codes', () => {
  it('are set up in Account Settings, then asked for at sign-in, in English and in Chinese', async () => {
    const { mail, password } = await createCreator();
    const context = await b.context();
    // The spent recovery code's refusal (400) is one the test makes on purpose.
    const page = await b.page(context, [/status of 400/]);
    await signInToHome(page, mail);

    await page.goto('/#/settings/accountset');
    await page.getByRole('link', { name: 'Sign-in security' }).click();
    await waitForRoute(page, '/settings/security');
    await page.getByRole('button', { name: 'Set up' }).click();
    const ask = page.getByRole('dialog', { name: 'Set up' });
    await ask.getByLabel('Your password').fill(password);
    await ask.getByRole('button', { name: 'Continue' }).click();
    const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expect.poll(() => page.getByRole('img', { name: 'QR code for your authenticator app' }).count()).toBe(1);
    const step = stepAt(Date.now());
    await page.getByLabel("The app's 6-digit code").fill(totpCodeAt(secret, step));
    await page.getByRole('button', { name: 'Confirm' }).click();
    const codes = await keepRecoveryCodes(page);
    expect(codes).toHaveLength(10);
    await page.getByText('On', { exact: true }).waitFor();

    // Signing in now takes the app's next code.
    await logOut(page, 'Log out');
    await logInThroughForm(page, mail, password);
    await page.getByRole('heading', { name: 'Second step' }).waitFor();
    await page.getByLabel('Authenticator app code').fill(totpCodeAt(secret, step + 1));
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    // Back where the user signed out.
    await waitForRoute(page, '/settings/security');

    // A lost phone: a recovery code, once, in Chinese.
    await logOut(page, 'Log out');
    await page.getByTestId('language-switch').selectOption('zh');
    await logInThroughForm(page, mail, password);
    await page.getByRole('heading', { name: '第二步验证' }).waitFor();
    await page.getByRole('button', { name: '改用恢复码' }).click();
    await page.getByLabel('恢复码').fill(codes[0] as string);
    await page.getByRole('button', { name: '验证', exact: true }).click();
    await waitForRoute(page, '/settings/security');
    await logOut(page, '退出登录');
    await logInThroughForm(page, mail, password);
    await page.getByRole('button', { name: '改用恢复码' }).click();
    await page.getByLabel('恢复码').fill(codes[0] as string);
    await page.getByRole('button', { name: '验证', exact: true }).click();
    await page.getByText('验证码不正确，或已被使用').waitFor();
    await context.close();
  });
});

/** A free port for a server whose public address (the passkeys' relying party) must be known before it starts. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

describe('a passkey', () => {
  // WebAuthn wants a domain (never an IP address) that is the site's own: a second instance on the
  // same database whose PUBLIC_URL is the localhost address the browser opens.
  let server: RunningServer;
  let site: string;
  beforeAll(async () => {
    const port = await freePort();
    site = `http://localhost:${port}`;
    server = await startServer({
      ...sameInstall(),
      PORT: String(port),
      PUBLIC_URL: site,
    });
  }, 120_000);
  afterAll(() => server && stopProcess(server));

  it('is added by a reviewer on the console and signs them in, through a virtual authenticator', async () => {
    const { mail, password } = await createStaff('reviewer');
    const context = await b.browser.newContext({ baseURL: site, locale: 'en-US' });
    const page = await b.page(context);
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    await signIn(page, mail, password);
    await waitForRoute(page, (r) => r.startsWith('/console'));
    await page.goto(`${site}/#/console/profile`);
    await page.getByRole('link', { name: 'Sign-in security' }).click();
    await waitForRoute(page, '/console/security');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    const ask = page.getByRole('dialog', { name: 'Add a passkey' });
    await ask.getByLabel('Name (e.g. Work laptop)').fill('Test key');
    await ask.getByLabel('Your password').fill(password);
    await ask.getByRole('button', { name: 'Continue' }).click();
    expect(await keepRecoveryCodes(page)).toHaveLength(10);
    await page.getByText('Test key').waitFor();

    await logOut(page, 'Log out');
    await logInThroughForm(page, mail, password);
    await page.getByRole('heading', { name: 'Second step' }).waitFor();
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await waitForRoute(page, (r) => r.startsWith('/console'));
    await context.close();
  });
});
