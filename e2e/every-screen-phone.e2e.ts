import { describe, expect, it } from 'vitest';
import { routes } from '../apps/web/src/app/routes';
import { useBrowser } from './support/browser';
import { mainAction, seriousViolations, settle } from './support/every-screen';
import { itWalksEveryScreen, PHONE, seedScreenWalk } from './support/screen-walk';

const b = useBrowser();
const walk = seedScreenWalk();

// The walk at each size is a file of its own (this one, -small-phone, -desktop), so that two run at once.
describe('every screen on a phone and with axe', () => {
  it('visits every screen of the route table, each with its main action declared', () => {
    const visited = new Set(walk.screens.map((s) => s.path));
    const unvisited = routes.filter((r) => r.screen && r.path !== '/middle' && !visited.has(r.path));
    expect(unvisited.map((r) => r.path)).toEqual([]);
    expect(walk.screens.filter((s) => !mainAction[s.path]).map((s) => s.path)).toEqual([]);
    // A redirect lands on a screen that is visited.
    for (const r of routes.filter((route) => route.redirect)) expect(visited).toContain(r.redirect);
  });

  it('finds a serious axe finding where there is one', async () => {
    const page = await b.page(await b.context({ viewport: PHONE }));
    await page.goto('/#/login');
    await settle(page, '/login');
    expect(await seriousViolations(page)).toEqual([]);
    await page.evaluate(() => document.querySelector('form')?.append(document.createElement('button')));
    expect(await seriousViolations(page)).toEqual([expect.stringMatching(/^button-name: /)]);
  });

  itWalksEveryScreen(
    'en-US at 390 px: no sideways scroll, main actions on screen, no serious axe finding',
    b,
    walk,
    PHONE,
    'en-US',
    'creator',
  );
});
