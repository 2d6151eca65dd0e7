import { describe, expect, it } from 'vitest';
import { routes } from '../apps/web/src/app/routes';
import { MAX_TABS } from '../apps/web/src/lib/session';
import en from '../apps/web/src/locales/en.json';
import { createCreator } from './support/api';
import { useBrowser } from './support/browser';
import { closeGuide, route, waitForRoute } from './support/screens';
import { openSignedIn } from './support/signed-in';

const b = useBrowser();

const publicPaths = routes.filter((r) => r.access === 'public').map((r) => r.path);
const shellPages = routes.filter((r) => r.access === 'shell' && !r.redirect).map((r) => r.path);

describe('every screen', () => {
  it.each(['en-US', 'zh-CN'])('renders each public route without a console error (%s)', async (locale) => {
    const page = await b.page(await b.context({ locale }));
    for (const path of publicPaths) {
      await page.goto(`/#${path}`);
      await page.locator('#root *').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(route(page), path).toBe(path);
    }
  });

  it('renders each shell route for a signed-in creator, titled from the route table', async () => {
    const { mail } = await createCreator();
    const { page } = await openSignedIn(b, mail, '/home');
    await closeGuide(page);
    for (const path of shellPages) {
      await page.goto(`/#${path}`);
      await page.locator('.shell-page *').first().waitFor();
      expect(route(page), path).toBe(path);
    }
    // Each page opened a tab, the oldest closing beyond the last few; closing the active one goes to its neighbour.
    const tabs = page.locator('.shell-tab');
    expect(shellPages.length).toBeGreaterThan(MAX_TABS);
    expect(await tabs.count()).toBe(MAX_TABS);
    await page.locator('.shell-tab-active .shell-tab-close').click();
    expect(await tabs.count()).toBe(MAX_TABS - 1);
    expect(route(page)).toBe(shellPages[shellPages.length - 2]);
    const neighbour = routes.find((r) => r.path === shellPages[shellPages.length - 2]);
    await expect
      .poll(() => page.title())
      .toBe(`${en.menu[neighbour?.titleKey.split('.')[1] as keyof typeof en.menu]} · Stringer`);
  });

  it('sends the root to /index and says when a route does not exist, in the title too', async () => {
    const page = await b.page(await b.context());
    await page.goto('/');
    await waitForRoute(page, (r) => r === '/index');
    await expect.poll(() => page.title()).toBe(`${en.menu.index} · Stringer`);
    await page.goto('/#/no/such/page');
    await page.getByText('Route does not exist').waitFor();
    await expect.poll(() => page.title()).toBe('Route does not exist · Stringer');
  });

  it('offers a retry when a screen fails to load', async () => {
    const page = await b.page(await b.context(), [
      /Failed to load resource|Failed to fetch dynamically imported module/,
    ]);
    await page.route(/register-screen-.*\.js$/, (r) => r.abort());
    await page.goto('/#/register');
    await page.getByText('This screen did not load', { exact: true }).waitFor();
    await page.unroute(/register-screen-.*\.js$/);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.locator('#realName').waitFor();
  });

  it('fits a phone: the menu becomes a drawer', async () => {
    const { mail } = await createCreator();
    const { page } = await openSignedIn(b, mail, '/home', await b.context({ viewport: { width: 390, height: 844 } }));
    // The sign-in guide, then Publish Work's (where /home leads).
    await closeGuide(page);
    await closeGuide(page);
    expect(await page.locator('.frame-side').count()).toBe(0);
    await page.getByTestId('menu-toggle').click();
    await page.getByRole('menuitem', { name: 'Submit clue' }).click();
    await waitForRoute(page, (r) => r === '/clue/submitclue');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
