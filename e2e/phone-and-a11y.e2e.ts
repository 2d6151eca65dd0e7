import { WorkAuditStatus } from '@stringer/shared/statuses';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { routes } from '../apps/web/src/app/routes';
import { createCreator, createCreatorWithContent, sql } from './support/api';
import { useBrowser } from './support/browser';
import {
  badTabStops,
  controlsOffScreen,
  everyScreen,
  mainAction,
  type Seeded,
  seriousViolations,
  settle,
  sidewaysScroll,
} from './support/every-screen';
import { logInThroughForm } from './support/screens';
import { createStaff } from './support/staff';
import { publishWork } from './support/works';

const b = useBrowser();
const PHONE = { width: 390, height: 844 };
/** The narrowest phone the layout is made for. */
const SMALL_PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1440, height: 900 };

let creator: Seeded & { mail: string };
let staff: { mail: string; password: string };
let screens: Awaited<ReturnType<typeof everyScreen>>;

beforeAll(async () => {
  creator = await createCreatorWithContent();
  // A public work, so /index and /public/videos are checked with a player on them; another
  // creator's, since publishing empties the drafts box this creator's screens are checked with.
  const shown = await publishWork((await createCreator()).mail, 'Harbour lights');
  await sql(`UPDATE works SET audit_status = ${WorkAuditStatus.Passed}, public_at = now() WHERE id = $1`, [shown]);
  // An admin reaches every console page.
  staff = await createStaff('admin');
  // The audit log with a long change on it (a catalog edit's paths and times), so that its phone
  // layout is checked with one, not only with the creators' short moves.
  await sql(
    `INSERT INTO audit_log (actor_kind, staff_id, entity, entity_id, action, before, after)
     SELECT 'staff', id, 'activity', 1, 'update', $2, $3 FROM accounts WHERE mail = $1`,
    [
      staff.mail,
      { coverPath: '/web/public-images/0b6c1f2e-9a57-4c1b-8d3e-6f0a2b7c9d41.jpg', endsAt: '2026-12-26T15:59:59.999Z' },
      { coverPath: '/web/public-images/5f1d8c3a-2e64-4b7f-9c20-8a1e3d5b7f62.jpg', endsAt: '2027-01-31T15:59:59.999Z' },
    ],
  );
  screens = await everyScreen(creator);
}, 120_000);

/** A visitor's page, a signed-in creator's and an admin's, in one browser profile each. */
async function pages(viewport: { width: number; height: number }, locale: string) {
  const signedIn = async (mail: string, password: string | undefined, home: string) => {
    const page = await b.page(await b.context({ viewport, locale }));
    await page.goto('/#/login');
    await logInThroughForm(page, mail, password);
    await page.waitForFunction((prefix) => window.location.hash.startsWith(`#${prefix}`), home);
    return page;
  };
  const byAccess = {
    public: await b.page(await b.context({ viewport, locale })),
    shell: await signedIn(creator.mail, undefined, '/home/'),
    console: await signedIn(staff.mail, staff.password, '/console/'),
  };
  // signedIn (a full page for creators) uses the creator's.
  return (access: string) => byAccess[access as keyof typeof byAccess] ?? byAccess.shell;
}

/** What is wrong with one screen: sideways scroll, controls off to the right, a hidden main action, axe. */
async function problems(page: Page, path: string, viewport: typeof PHONE) {
  const found: string[] = [];
  const action: Locator = await settle(page, path);
  if (viewport !== DESKTOP) {
    const scroll = await sidewaysScroll(page);
    if (scroll > 0) found.push(`scrolls sideways by ${scroll}px`);
    const off = await controlsOffScreen(page);
    if (off.length) found.push(`controls off screen: ${off.join(', ')}`);
    // A list that renders again once settled (a live update, a refetch) replaces the action's
    // element between finding it and scrolling: Playwright does not find it again for a scroll.
    await vi.waitFor(() => action.scrollIntoViewIfNeeded({ timeout: 2_000 }), { timeout: 10_000 });
    const box = await action.boundingBox();
    if (!box || box.x < 0 || box.x + box.width > viewport.width) found.push('main action not on screen');
  }
  found.push(...(await seriousViolations(page)));
  return found.map((p) => `${path}: ${p}`);
}

async function visitAll(viewport: typeof PHONE, locale: string) {
  const pageFor = await pages(viewport, locale);
  const found: string[] = [];
  for (const screen of screens) {
    const page = pageFor(screen.access);
    await page.goto(`/#${screen.url}`);
    found.push(...(await problems(page, screen.path, viewport)));
  }
  return found;
}

describe('every screen on a phone and with axe', () => {
  it('visits every screen of the route table, each with its main action declared', () => {
    const visited = new Set(screens.map((s) => s.path));
    const unvisited = routes.filter((r) => r.screen && r.path !== '/middle' && !visited.has(r.path));
    expect(unvisited.map((r) => r.path)).toEqual([]);
    expect(screens.filter((s) => !mainAction[s.path]).map((s) => s.path)).toEqual([]);
    // A redirect lands on a screen that is visited.
    for (const r of routes.filter((route) => route.redirect)) expect(visited).toContain(r.redirect);
  });

  // Phones in both languages and both widths; the desktop's layout does not change with the language.
  it.each([
    ['en-US', PHONE],
    ['zh-CN', SMALL_PHONE],
    ['en-US', DESKTOP],
  ])(
    '%s at %o: no sideways scroll, main actions on screen, no serious axe finding',
    async (locale, viewport) => {
      expect(await visitAll(viewport, locale)).toEqual([]);
    },
    300_000,
  );
});

describe('keyboard', () => {
  it.each(['/index', '/home/myworks', '/task/mytask'])(
    'reaches only what is on screen on %s, each stop with a visible focus ring',
    async (path) => {
      const pageFor = await pages(PHONE, 'en-US');
      const page = pageFor(path === '/index' ? 'public' : 'shell');
      await page.goto(`/#${path}`);
      await settle(page, path);
      expect(await badTabStops(page, 25)).toEqual([]);
    },
  );
});
