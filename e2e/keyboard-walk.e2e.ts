import { PASSWORD } from '@stringer/test-support/accounts';
import { makeJpegFile, makeVideoFile } from '@stringer/test-support/media';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createCreator } from './support/api';
import { REFUSED_CALLS, useBrowser } from './support/browser';
import { seriousViolations } from './support/every-screen';
import { waitForRoute } from './support/screens';
import { createStaff } from './support/staff';
import { publishWork } from './support/works';

// Issue 20, "By keyboard alone": every step below is taken with keys only (Tab, Shift+Tab, Enter,
// Space, Escape, arrows), and after each one focus is somewhere a keyboard user can go on from.

const b = useBrowser();
const POLL = { timeout: 15_000, interval: 50 };

/** What holds focus: its role and accessible name, as a screen reader announces it. */
const focused = (page: Page) => page.locator('*:focus').first();
/** The focused element's own line of the accessibility tree (not its children's: a focused tab panel holds a textbox). */
const focusedName = async (page: Page) =>
  (await focused(page).count()) ? ((await focused(page).ariaSnapshot()).split('\n')[0] ?? '') : 'body';

async function focusOnBody(page: Page) {
  return page.evaluate(() => !document.activeElement || document.activeElement === document.body);
}

/** Focus is on `locator` (polled: focus moves after renders and animations). */
async function expectFocusOn(locator: Locator) {
  await expect.poll(() => locator.evaluate((el) => el === document.activeElement), POLL).toBe(true);
}

/** Presses `key` until the focused element's announcement matches, never passing through the body. */
async function keyUntil(page: Page, match: RegExp, key = 'Tab', max = 60) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    expect(await focusOnBody(page), `focus fell to the body after ${key} #${i + 1}`).toBe(false);
    if (match.test(await focusedName(page))) return;
  }
  throw new Error(`${max} × ${key} never reached ${match}; last: ${await focusedName(page)}`);
}

/** The page's landmarks: exactly one main, the menu a named navigation landmark. */
async function expectLandmarks(page: Page, menuName: string) {
  expect(await page.locator('main, [role="main"]').count()).toBe(1);
  expect(await page.getByRole('navigation', { name: menuName }).count()).toBe(1);
}

/** A fresh load: the first Tab stop is "Skip to content", and it moves focus to the page. */
async function expectSkipLink(page: Page, name: string) {
  await page.keyboard.press('Tab');
  expect(await focusedName(page)).toContain(`link "${name}"`);
  await page.keyboard.press('Enter');
  await expectFocusOn(page.locator('#page-content'));
}

async function signInByKeyboard(page: Page, mail: string, password: string) {
  // The e-mail field takes focus as the page opens.
  await expectFocusOn(page.locator('#email'));
  await page.keyboard.type(mail);
  await page.keyboard.press('Tab');
  await expectFocusOn(page.locator('#password'));
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
}

/** A first-time guide: modal to the keyboard, Tab stays inside, Escape closes it. */
async function walkGuide(page: Page, title: string) {
  const guide = page.getByRole('dialog', { name: title });
  await guide.waitFor();
  await expect.poll(() => guide.evaluate((d) => d.contains(document.activeElement)), POLL).toBe(true);
  for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await guide.evaluate((d) => d.contains(document.activeElement)), `${key} left "${title}"`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await guide.waitFor({ state: 'hidden' });
}

async function chooseFile(page: Page, button: RegExp, file: string | string[]) {
  // Listened for before the key is pressed: Playwright turns interception on asynchronously, and
  // a picker that opened without it stays open, unseen, and blocks the next one.
  const chosen = page.waitForEvent('filechooser');
  await keyUntil(page, button);
  await page.keyboard.press('Enter');
  await (await chosen).setFiles(file);
}

describe('by keyboard alone', () => {
  it('signs in (after a refused try), publishes a work (after a refused Publish), opens it and revokes a message', async () => {
    const { mail } = await createCreator();
    const context = await b.context();
    const page = await b.page(context, [REFUSED_CALLS]);
    // Keeps the file picker intercepted for the whole walk (see chooseFile).
    page.on('filechooser', () => {});

    // Sign-in: landmarks, and a refused try leaves focus on the password, the refusal read out.
    await page.goto('/#/login');
    await page.locator('#email').waitFor();
    expect(await page.locator('main').count()).toBe(1);
    expect(await page.locator('header').count()).toBe(1);
    await signInByKeyboard(page, mail, 'Wrong-password-1');
    await page.locator('.plain-notice[role="alert"]').waitFor();
    await expectFocusOn(page.locator('#password'));
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await waitForRoute(page, '/home/publishwork');

    // The welcome, then Publish Work's guide: each keeps Tab inside, and Escape leaves focus on the page.
    await walkGuide(page, 'Welcome to Stringer');
    await walkGuide(page, 'Publishing a work');
    await expect.poll(() => focusOnBody(page), POLL).toBe(false);

    // A fresh load: the skip link first, one <main>, the menu a navigation landmark.
    await page.reload();
    await page.locator('#title').waitFor();
    await expectLandmarks(page, 'Main menu');
    await expectSkipLink(page, 'Skip to content');

    // A Publish with nothing filled in: focus on the first field in error, each error tied to its field.
    await keyUntil(page, /button "Publish"/);
    await page.keyboard.press('Enter');
    await expectFocusOn(page.locator('#title'));
    expect(await page.locator('#title').getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => page.locator('.ant-form-item-explain-error').count(), POLL).toBeGreaterThanOrEqual(4);
    const cover = page.getByRole('button', { name: 'Cover: Choose files' });
    expect(await cover.getAttribute('aria-invalid')).toBe('true');
    const described = (await cover.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${described.split(' ')[0]}"]`).textContent()).toMatch(/cover/i);
    expect(await page.getByRole('button', { name: 'Videos: Choose files' }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);

    // The fields, by keyboard: title, description, a tag, then the files through the file picker.
    await page.keyboard.type('Harbour by keyboard');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Boats come in at dawn. Full footage: https://pan.example.com/s/kb');
    await keyUntil(page, /combobox/);
    // The tags: the arrow opens the list on its first tag, Enter takes it, Escape closes the list.
    await page.keyboard.press('ArrowDown');
    await page.locator('.ant-select-item-option-active').filter({ visible: true }).waitFor();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    const tags = page.locator('.ant-form-item').filter({ has: page.locator('#tags') });
    await expect.poll(() => tags.locator('.ant-select-selection-item').count(), POLL).toBe(1);
    await chooseFile(page, /button "Cover: Choose files"/, makeJpegFile('kb-cover.jpg', '1280x720'));
    // The cover field is full, its button disabled: focus moves to the file just chosen.
    await expectFocusOn(page.locator('#cover .upload-remove'));
    await chooseFile(page, /button "Videos: Choose files"/, makeVideoFile('kb-video.mp4', 2));
    expect(await focusOnBody(page)).toBe(false);
    await expect
      .poll(() => page.locator('[data-testid="upload-item"][data-state="ready"]').count(), { timeout: 60_000 })
      .toBe(2);
    await keyUntil(page, /button "Publish"/);
    await page.keyboard.press('Enter');
    await waitForRoute(page, '/home/myworks').catch(async (err) => {
      throw new Error(
        `not published: ${(await page.locator('.ant-form-item-explain-error').allTextContents()).join('; ')}`,
        { cause: err },
      );
    });
    await expect.poll(() => focusOnBody(page), POLL).toBe(false);

    // Opening the work from the list: focus lands on the new page, which has its one h1 and no
    // button inside a link.
    await page.getByRole('link', { name: 'Harbour by keyboard' }).first().waitFor();
    await keyUntil(page, /link "Harbour by keyboard"/);
    await page.keyboard.press('Enter');
    await waitForRoute(page, (r) => r.startsWith('/home/worksdetail'));
    await page.getByRole('heading', { level: 1, name: /Harbour by keyboard/ }).waitFor();
    expect(await focusOnBody(page)).toBe(false);
    expect(await page.locator('a button, a [role="button"]').count()).toBe(0);
    // Each opened page's close button names its page.
    const closers = await page.locator('.shell-tab-close').evaluateAll((all) => all.length);
    expect(closers).toBeGreaterThan(1);
    expect(await page.getByRole('button', { name: /^Close Publish/ }).count()).toBe(1);

    // The message centre: send, then revoke, asked first in a dialog; focus never on the body.
    await page.goto('/#/message');
    // The conversation has loaded (its empty state) before anything is sent.
    await page.getByText('No messages yet', { exact: false }).waitFor();
    await keyUntil(page, /textbox "Write to the editorial team"/);
    await page.keyboard.type('Typed with keys only');
    await page.keyboard.press('Enter');
    await page
      .getByTestId('message')
      .getByText('Typed with keys only')
      .waitFor()
      .catch(async (err) => {
        const value = await page.getByTestId('composer').inputValue();
        throw new Error(`not sent; the composer holds "${value}", focus on ${await focusedName(page)}`, { cause: err });
      });
    await page.getByTestId('message').getByText('Sent', { exact: true }).waitFor();
    await keyUntil(page, /button "Revoke"/, 'Shift+Tab');
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: /Revoke this message/ });
    await confirm.waitFor();
    await expect.poll(() => confirm.evaluate((d) => d.contains(document.activeElement)), POLL).toBe(true);
    // Escape keeps the message and gives focus back to Revoke.
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'hidden' });
    await expectFocusOn(page.getByRole('button', { name: 'Revoke' }));
    await page.keyboard.press('Enter');
    await confirm.waitFor();
    await keyUntil(page, /button "Revoke"/);
    await page.keyboard.press('Enter');
    await page.getByText('Message revoked').waitFor();
    await expectFocusOn(page.getByTestId('composer'));
  }, 240_000);

  it('reviews a work in the console: filters, one stop per filter, the drawer, a decision', async () => {
    const creator = await createCreator();
    const title = `Keyboard ferry ${Date.now().toString(36)}`;
    await publishWork(creator.mail, title);
    const reviewer = await createStaff('reviewer');
    const page = await b.page(await b.context());
    await page.goto('/#/login');
    await signInByKeyboard(page, reviewer.mail, reviewer.password);
    await waitForRoute(page, '/console/review');
    await page.reload();
    await page.getByTestId('filter-creator').waitFor();
    await expectLandmarks(page, 'Main menu');
    await expectSkipLink(page, 'Skip to content');

    // The queue's kind: one Tab stop, named, arrows move between its options.
    await keyUntil(page, /radio "Works"/);
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).not.toMatch(/radio|segmented/);
    await page.keyboard.press('Shift+Tab');
    expect(await focusedName(page)).toMatch(/radio "Works"/);
    expect(await page.getByRole('radiogroup', { name: 'Queue' }).count()).toBe(1);

    // The creator filter, then the two dates: Tab passes an empty "From".
    await page.keyboard.press('Tab');
    await page.keyboard.type(creator.mail);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: title }).waitFor();
    await keyUntil(page, /textbox "From"/);
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toMatch(/textbox "To"/);

    // The item opens in the drawer; its frame slider is named; the decision is taken by keys.
    await keyUntil(page, new RegExp(`button "${title}"`));
    await page.keyboard.press('Enter');
    await page.getByRole('slider', { name: 'Frame at second' }).waitFor({ timeout: 30_000 });
    await keyUntil(page, /radio "Passed"/);
    await page.keyboard.press('Space');
    await keyUntil(page, /button "Save the decision"/);
    await page.keyboard.press('Enter');
    await page.getByText('Decision saved; the creator has been notified').waitFor();
    // The decided item left the list with its button: focus goes to what waits next (the status tab).
    await expect.poll(() => focusOnBody(page), POLL).toBe(false);
    await expect.poll(() => focusedName(page), POLL).toMatch(/tab "|button "/);
    expect(await page.locator('.ant-drawer-open').count()).toBe(0);
  }, 180_000);

  it('names controls in Chinese for a screen reader, antd parts and the shell alike', async () => {
    const reviewer = await createStaff('reviewer');
    const page = await b.page(await b.context({ locale: 'zh-CN' }));
    await page.goto('/#/login');
    await signInByKeyboard(page, reviewer.mail, reviewer.password);
    await waitForRoute(page, '/console/review');
    await page.getByTestId('filter-creator').waitFor();
    await expectLandmarks(page, '主菜单');
    expect(await page.getByRole('link', { name: '跳到正文' }).count()).toBe(1);
    expect(await page.getByRole('radiogroup', { name: '审核队列' }).count()).toBe(1);
    await expect
      .poll(() => page.locator('.ant-input-number-action-up').first().getAttribute('aria-label'), POLL)
      .toBe('增大数值');
    expect(await page.locator('.ant-input-number-action-down').first().getAttribute('aria-label')).toBe('减小数值');
    const snapshot = await page.locator('#page-content').ariaSnapshot();
    expect(snapshot).not.toMatch(/Increase Value|Decrease Value|segmented control|"Clear"/);
    expect(await seriousViolations(page)).toEqual([]);
  }, 120_000);
});
