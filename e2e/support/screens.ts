import { PASSWORD, readCode } from '@stringer/test-support/accounts';
import type { Page } from 'playwright-core';
import { expect, vi } from 'vitest';
import { api } from './api';

/** The hash route the page shows, e.g. "/login?redirect=%2Fhome". */
export const route = (page: Page) => new URL(page.url()).hash.replace(/^#/, '');

/**
 * Waits for the route: exactly `test` when a string, else until the predicate holds. Polled from
 * here, not in the page: the app's CSP forbids evaluating strings as script there.
 */
export async function waitForRoute(page: Page, test: string | ((route: string) => boolean)) {
  const holds = typeof test === 'string' ? (r: string) => r === test : test;
  await expect.poll(() => holds(route(page)), { timeout: 30_000, interval: 50 }).toBe(true);
}

/** Picks country, province and city in the area cascader by their labels. */
export async function pickRegion(page: Page, labels: string[]) {
  await page.locator('#region').click();
  for (const label of labels) {
    await page.locator(`.ant-cascader-menu-item[title="${label}"]`).click();
  }
  // Choosing the last level closes the list. An Escape sent for it once it is already gone (at
  // once, with motion reduced) would close the dialog the field is in.
  await page.locator('.ant-cascader-menus').waitFor({ state: 'hidden' });
}

export async function fillSignUp(page: Page, mail: string) {
  await page.locator('#realName').fill('Ann Lee');
  await pickRegion(page, ['Japan', 'Tokyo', 'Adachi Ku']);
  await page.locator('#account').fill(`ann_${Date.now().toString(36)}`);
  await page.locator('#mail').fill(mail);
  await page.getByTestId('send-code').click();
  await expect.poll(() => page.getByTestId('send-code').textContent()).toMatch(/Resend in \d+ s/);
  await page.locator('#code').fill(await readCode(api(), mail));
  await page.locator('#password').fill(PASSWORD);
  await page.locator('#confirmPassword').fill(PASSWORD);
  await page.locator('#ageConfirmed').check();
  await page.locator('#agreed').check();
}

export async function logInThroughForm(page: Page, mail: string, password = PASSWORD) {
  // The hash can change before the login screen has replaced the previous one's fields.
  await page.getByRole('heading', { name: /^(Log in|登录)$/ }).waitFor();
  await page.locator('#email').fill(mail);
  await page.locator('#password').fill(password);
  await page.locator('#password').press('Enter');
}

/** Opens the login page and signs in through its form. */
export async function signIn(page: Page, mail: string, password?: string) {
  await page.goto('/#/login');
  await logInThroughForm(page, mail, password);
}

/** A creator signed in, at /home, past the first sign-in's guide. */
export async function signInAsCreator(page: Page, mail: string) {
  await signIn(page, mail);
  await waitForRoute(page, (r) => r.startsWith('/home'));
  await closeGuide(page);
}

/** A new creator signed in at /home, past the sign-in guide and then Publish Work's (where /home leads). */
export async function signInToHome(page: Page, mail: string) {
  await signInAsCreator(page, mail);
  await closeGuide(page);
}

/** Closes the first-time guide on screen (after the first sign-in, on Task details, on My task). */
export async function closeGuide(page: Page) {
  // The next guide may open as this one closes: act on the one showing, known by its title, and
  // press its own button (another dialog's, still fading out, may come first in the page).
  const text = (await page.locator('.ant-modal-title').filter({ visible: true }).first().textContent()) ?? '';
  const title = page.locator('.ant-modal-title', { hasText: text }).filter({ visible: true });
  const dialog = page.locator('.ant-modal').filter({ has: title });
  // A press while the dialog is still opening can be lost: pressed again while it stays.
  await vi.waitFor(
    async () => {
      if (await title.count()) await dialog.getByRole('button', { name: /Got it|知道了/ }).click({ timeout: 5000 });
      await title.waitFor({ state: 'detached', timeout: 5000 });
    },
    { timeout: 20_000 },
  );
}

/**
 * Waits until nothing on the page moves (every running CSS animation or transition has ended; an
 * endless one, a spinner, does not count), at most 3 s: a dialog zooming in or a drawer sliding
 * has reached where it stays, so what is measured next is what the user sees. It is what a screen
 * check waits for instead of a fixed pause.
 */
export async function motionOver(page: Page) {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY),
      null,
      { timeout: 3000 },
    )
    .catch(() => {});
}
