import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createCreator } from './support/api';
import { useBrowser } from './support/browser';
import { closeGuide, logInThroughForm, motionOver, waitForRoute } from './support/screens';
import { openSignedIn } from './support/signed-in';
import { publishWork } from './support/works';

const b = useBrowser();

/**
 * Signs the creator in (through the API, or `typed` into /login) and closes the guides of the
 * sign-in and of Publish Work (where /home leads).
 */
async function signIn(mail: string, options?: Parameters<typeof b.context>[0], typed = false) {
  let page: Page;
  if (typed) {
    page = await b.page(await b.context(options));
    await page.goto('/#/login');
    await logInThroughForm(page, mail);
  } else ({ page } = await openSignedIn(b, mail, '/home', await b.context(options)));
  await waitForRoute(page, (r) => r.startsWith('/home'));
  await closeGuide(page);
  await closeGuide(page);
  return page;
}

const openPages = (page: Page) => page.getByRole('navigation', { name: 'Open pages' }).getByRole('link');

describe('the opened-pages strip', () => {
  it('should keep one Messages tab while the bell and the message centre move between its parts', async () => {
    const { mail } = await createCreator();
    const page = await signIn(mail);
    await page.getByTestId('bell').click();
    await waitForRoute(page, '/message');
    await page.getByRole('tab', { name: /System notifications/ }).click();
    await waitForRoute(page, '/message?tab=system');
    await page.getByRole('tab', { name: /Customer service/ }).click();
    await waitForRoute(page, '/message?tab=service');

    await expect
      .poll(() => openPages(page).allTextContents(), { timeout: 5_000 })
      .toEqual(['Publish Work', 'Messages']);
    // The tab follows the screen: it leads back to where the message centre was left.
    await page.goto('/#/home/myworks');
    await openPages(page).filter({ hasText: 'Messages' }).click();
    await waitForRoute(page, '/message?tab=service');
  });

  it("should open one tab per work's edit page, each named after its work", async () => {
    const { mail } = await createCreator();
    const [first, second] = [`Harbour ${Date.now().toString(36)}`, `Bridge ${Date.now().toString(36)}`];
    const ids = [await publishWork(mail, first), await publishWork(mail, second)];
    const page = await signIn(mail);
    for (const id of ids) {
      await page.goto(`/#/home/editworksdetail?id=${id}`);
      await page.locator('#title').waitFor();
    }

    await expect
      .poll(() => openPages(page).allTextContents(), { timeout: 5_000 })
      .toEqual(['Publish Work', `Edit: ${first}`, `Edit: ${second}`]);
    await expect.poll(() => page.title(), { timeout: 5_000 }).toBe(`Edit: ${second} · Stringer`);
    await openPages(page).filter({ hasText: first }).click();
    await waitForRoute(page, `/home/editworksdetail?id=${ids[0]}`);
    await expect.poll(() => page.locator('#title').inputValue(), { timeout: 5_000 }).toBe(first);
  });

  it('should leave the page at its top, header in view, once the first-time guides are closed (motion on, 1440 px)', async () => {
    const { mail } = await createCreator();
    // Most readers have the dialogs' motion on: the guide zooms out as focus goes back. Typed into
    // the form: where the page stands after a real first sign-in and its guides is what is checked.
    const options = { viewport: { width: 1440, height: 900 }, reducedMotion: 'no-preference' } as const;
    const page = await signIn(mail, options, true);
    await motionOver(page);
    const atTop = async () => {
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect((await page.getByTestId('bell').boundingBox())?.y).toBeGreaterThanOrEqual(0);
    };
    await atTop();
    // And on the next screen too.
    await page.getByRole('menuitem', { name: 'My work' }).click();
    await waitForRoute(page, (r) => r.startsWith('/home/myworks'));
    await motionOver(page);
    await atTop();
  });
});
