import { IPHONE, iphoneLike } from '@stringer/test-support/capture-media';
import { fixtureDir } from '@stringer/test-support/media';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createCreator } from './support/api';
import { useBrowser } from './support/browser';
import { sticksOut } from './support/every-screen';
import { openWorkDrawer } from './support/review';
import { baseUrl } from './support/server';
import { openSignedIn } from './support/signed-in';
import { createStaff } from './support/staff';
import { publishWork } from './support/works';

const b = useBrowser();

/** How far the open drawer's content scrolls sideways (0 when it fits), and its width. */
const drawerFit = (page: Page) =>
  page.locator('.review-drawer .ant-drawer-body').evaluate((body) => ({
    width: Math.round(body.getBoundingClientRect().width),
    sideways: body.scrollWidth - body.clientWidth,
  }));

/** The map's outlines: path data once their module has loaded, else none. */
const outlineLength = (page: Page) =>
  page
    .getByTestId('place-map')
    .locator('svg path')
    .evaluateAll((paths) => paths.reduce((n, p) => n + (p.getAttribute('d')?.length ?? 0), 0));

describe('the place map in the verification desk (issue 39, decision 0082)', () => {
  it('should put an iPhone clip filmed in Shanghai beside the stated city, Beijing, 1,068 km off, drawn from our own server and fitting a 360 px phone, in English and Chinese', async () => {
    const creator = await createCreator();
    const title = `Said to be Beijing ${Date.now().toString(36)}`;
    const clip = iphoneLike(fixtureDir(), IPHONE, 'IMG_0002.MOV');
    await publishWork(creator.mail, title, { videos: [clip], location: 'Beijing' });
    const reviewer = await createStaff('reviewer');

    const { page } = await openSignedIn(b, reviewer, '/console/review', await b.context({ locale: 'en' }));
    const elsewhere: string[] = [];
    page.on('request', (req) => {
      // blob: and data: addresses are the page's own (the player's media source).
      if (/^https?:/.test(req.url()) && !req.url().startsWith(baseUrl())) elsewhere.push(req.url());
    });
    // The map needs no playable video: the drawer opens on what the desk knows at once.
    await openWorkDrawer(page, creator.mail, title);
    const map = page.getByRole('img', {
      name: 'Map: where the file says the video was filmed, 1,068 km from the stated city, Beijing, China',
    });
    await map.waitFor({ timeout: 30_000 });
    const capture = page.getByTestId('capture-facts');
    await capture.getByText('Filmed 1,068 km from the stated city (Beijing, China)').waitFor();
    await capture.getByText('Stated city: Beijing, China').waitFor();
    await capture.getByText('Filmed here (the GPS in the file)').waitFor();
    // The countries' outlines come with the app, from our own server: no tile server, no other site.
    await expect.poll(() => outlineLength(page), { timeout: 15_000 }).toBeGreaterThan(1000);
    expect(elsewhere).toEqual([]);

    await page.getByTestId('language-switch').selectOption('zh');
    await page
      .getByRole('img', { name: '地图：文件所记录的拍摄地点，距声明的城市中国北京 1,068 公里' })
      .waitFor({ timeout: 10_000 });
    await capture.getByText('拍摄地点距声明的城市（中国北京）1,068 公里').waitFor();
    await capture.getByText('声明的城市：中国北京').waitFor();

    // On a 360 px phone the drawer takes the screen's width and the map scales into it.
    await page.setViewportSize({ width: 360, height: 740 });
    await expect.poll(() => drawerFit(page)).toEqual({ width: 360, sideways: 0 });
    await expect.poll(() => sticksOut(page)).toEqual([]);
    const box = await page.getByTestId('place-map').boundingBox();
    expect(box?.width ?? 999).toBeLessThanOrEqual(360);
  }, 120_000);
});
