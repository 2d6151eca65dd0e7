import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { sticksOut } from './support/every-screen';
import { PHONE } from './support/screen-walk';
import { waitForRoute } from './support/screens';
import { signInByApi } from './support/signed-in';
import { createStaff } from './support/staff';

// Issue 36 item 9: the console's sections, the inbox's filters and the header, whole at 1440 and
// 390 px in both languages.

const b = useBrowser();
const DESKTOP = { width: 1440, height: 900 };
const LANGUAGES = [
  ['English', 'en-US', 'Main menu', 'Stringer Console'],
  ['Chinese', 'zh-CN', '主菜单', 'Stringer 管理台'],
] as const;

async function adminAt(viewport: { width: number; height: number }, locale: string, path: string) {
  const admin = await createStaff('admin');
  const page = await b.page(await b.context({ viewport, locale }));
  await signInByApi(page, admin.mail, admin.password);
  await page.goto(`/#${path}`);
  await waitForRoute(page, path);
  return page;
}

/** Texts cut by their box (an ellipsis, or overflow hidden), each as its full text. */
const cut = (locator: Locator) =>
  locator.evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent));

/** For each element: true when wholly inside the window, else its box and the window's size (for the failure). */
const inWindow = (locator: Locator) =>
  locator.evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      // Within a pixel: the header's 64 px line sits half a pixel above the top.
      return r.top >= -1 && r.left >= -1 && r.bottom <= window.innerHeight + 1 && r.right <= window.innerWidth + 1
        ? true
        : JSON.stringify([r.top, r.left, r.bottom, r.right, window.innerHeight, window.innerWidth]);
    }),
  );

describe.each(LANGUAGES)("the console's layout in %s", (_, locale, menuName, consoleName) => {
  it('shows every section at 1440 px, whole and in the window, the current one marked; keys choose one', async () => {
    const page = await adminAt(DESKTOP, locale, '/console/review');
    const nav = page.getByRole('navigation', { name: menuName });
    const items = nav.getByRole('menuitem');
    await expect.poll(() => items.count()).toBe(14);
    expect(await inWindow(items)).toEqual(Array(14).fill(true));
    expect(await cut(nav.locator('.side-nav-label, .side-nav-heading'))).toEqual([]);
    expect(await nav.locator('[aria-current="page"]').count()).toBe(1);

    // Tab reaches the menu right after the skip link; arrows move within it, Enter opens a section.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await nav.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    // The first arrow makes the first section active, each next one the section below; the last
    // is System. Pressed until it is reached, each press given the time to move the focus: a press
    // while the menu draws its focus again is lost (under load, more than half of 28 once were).
    const last = (await items.last().textContent()) ?? '';
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    for (let i = 0; i < 28 && (await focused()) !== last; i++) {
      const before = await focused();
      await page.keyboard.press('ArrowDown');
      await page
        .waitForFunction((text) => document.activeElement?.textContent !== text, before, { timeout: 2_000 })
        .catch(() => {}); // lost: pressed again
    }
    expect(await focused()).toBe(last);
    await page.keyboard.press('Enter');
    await waitForRoute(page, '/console/system');
    expect(await nav.locator('[aria-current="page"]').count()).toBe(1);
  });

  it('shows the console name whole in the header at 390 px, and the sections in a drawer', async () => {
    const page = await adminAt(PHONE, locale, '/console/review');
    const name = page.locator('.shell-header-name');
    expect(await name.textContent()).toBe(consoleName);
    expect(await cut(name)).toEqual([]);
    expect(await inWindow(name)).toEqual([true]);
    // Clear of the header's other controls.
    const nameBox = await name.boundingBox();
    const endBox = await page.locator('.shell-header-end').boundingBox();
    expect(nameBox && endBox && nameBox.x + nameBox.width <= endBox.x).toBe(true);
    await expect.poll(() => sticksOut(page)).toEqual([]);

    await page.getByTestId('menu-toggle').click();
    const nav = page.getByRole('navigation', { name: menuName });
    await expect.poll(() => nav.getByRole('menuitem').count()).toBe(14);
    await nav.getByRole('menuitem').nth(11).click();
    await waitForRoute(page, (r) => r.startsWith('/console/') && r !== '/console/review');
    await nav.waitFor({ state: 'hidden' });
  });

  it.each([
    ['1440', DESKTOP],
    ['390', PHONE],
  ] as const)('shows the support inbox filters in whole words at %s px', async (_width, viewport) => {
    const page = await adminAt(viewport, locale, '/console/support');
    const options = page.locator('.inbox-filters .segmented-item-label');
    await expect.poll(() => options.count()).toBe(7);
    await expect.poll(() => options.nth(3).textContent()).toMatch(/\d/);
    expect(await cut(options)).toEqual([]);
    await expect.poll(() => sticksOut(page)).toEqual([]);
  });
});
