import { WorkAuditStatus } from '@stringer/shared/statuses';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createCreator, createCreatorWithContent, sql } from './api';
import { type BrowserSession, useBrowser } from './browser';
import { controlsOffScreen, everyScreen, type Seeded, seriousViolations, settle, sidewaysScroll } from './every-screen';
import { signInByApi } from './signed-in';
import { createStaff } from './staff';
import { publishWork } from './works';

export const PHONE = { width: 390, height: 844 };
/** The narrowest phone the layout is made for. */
export const SMALL_PHONE = { width: 360, height: 740 };
export const DESKTOP = { width: 1440, height: 900 };
type Viewport = typeof PHONE;

interface Walk {
  creator: Seeded & { mail: string };
  staff: { mail: string; password: string };
  screens: Awaited<ReturnType<typeof everyScreen>>;
}

/**
 * What the walks through every screen need, made before the file's tests: a creator with content,
 * a public work by another, an admin (who reaches every console page) and the audit log with a
 * long change on it. Each walk's file makes its own: the walks run as separate files, two at a time.
 */
export function seedScreenWalk(): Walk {
  const walk = {} as Walk;
  beforeAll(async () => {
    walk.creator = await createCreatorWithContent();
    // A public work, so /index and /public/videos are checked with a player on them; another
    // creator's, since publishing empties the drafts box this creator's screens are checked with.
    const shown = await publishWork((await createCreator()).mail, 'Harbour lights');
    await sql(`UPDATE works SET audit_status = ${WorkAuditStatus.Passed}, public_at = now() WHERE id = $1`, [shown]);
    walk.staff = await createStaff('admin');
    // A long change (a catalog edit's paths and times), so that the audit log's phone layout is
    // checked with one, not only with the creators' short moves.
    await sql(
      `INSERT INTO audit_log (actor_kind, staff_id, entity, entity_id, action, before, after)
       SELECT 'staff', id, 'activity', 1, 'update', $2, $3 FROM accounts WHERE mail = $1`,
      [
        walk.staff.mail,
        {
          coverPath: '/web/public-images/0b6c1f2e-9a57-4c1b-8d3e-6f0a2b7c9d41.jpg',
          endsAt: '2026-12-26T15:59:59.999Z',
        },
        {
          coverPath: '/web/public-images/5f1d8c3a-2e64-4b7f-9c20-8a1e3d5b7f62.jpg',
          endsAt: '2027-01-31T15:59:59.999Z',
        },
      ],
    );
    walk.screens = await everyScreen(walk.creator);
  }, 120_000);
  return walk;
}

/**
 * A visitor's page, a signed-in creator's and an admin's, in one browser profile each, each made
 * when first asked for (a walk of the console's screens needs the admin's only).
 */
export function pagesByAccess(b: BrowserSession, walk: Walk, viewport: Viewport, locale: string) {
  const signedIn = async (mail: string, password: string | undefined, home: string) => {
    const page = await b.page(await b.context({ viewport, locale }));
    await signInByApi(page, mail, password);
    // The home (/home, /console) sends on to its first page.
    await page.goto(`/#${home}`);
    await page.waitForFunction((prefix) => window.location.hash.startsWith(`#${prefix}/`), home);
    return page;
  };
  const make = {
    public: async () => b.page(await b.context({ viewport, locale })),
    shell: () => signedIn(walk.creator.mail, undefined, '/home'),
    console: () => signedIn(walk.staff.mail, walk.staff.password, '/console'),
  };
  const made = new Map<keyof typeof make, Promise<Page>>();
  // signedIn (a full page for creators) uses the creator's.
  return (access: string) => {
    const key = access in make ? (access as keyof typeof make) : 'shell';
    if (!made.has(key)) made.set(key, make[key]());
    return made.get(key) as Promise<Page>;
  };
}

/** The walks' two halves, a file each (two files run at once): a creator's and a visitor's screens, or the console's. */
export type Side = 'creator' | 'console';

/** What is wrong with one screen: sideways scroll, controls off to the right, a hidden main action, axe. */
async function problems(page: Page, path: string, viewport: Viewport) {
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

/** Every screen of one side at one size and language: what is wrong with each, none when all is well. */
async function visitAll(b: BrowserSession, walk: Walk, viewport: Viewport, locale: string, side: Side) {
  const pageFor = pagesByAccess(b, walk, viewport, locale);
  const found: string[] = [];
  for (const screen of walk.screens.filter((s) => (s.access === 'console') === (side === 'console'))) {
    const page = await pageFor(screen.access);
    await page.goto(`/#${screen.url}`);
    found.push(...(await problems(page, screen.path, viewport)));
  }
  return found;
}

/** A walk's test timeout: ~30 screens, each settled and checked with axe, on a busy machine. */
const WALK_TIMEOUT = 300_000;

/** The walk through every screen of one side at one size and language, as a test named `name`. */
export function itWalksEveryScreen(
  name: string,
  b: BrowserSession,
  walk: Walk,
  viewport: Viewport,
  locale: string,
  side: Side,
) {
  it(name, async () => expect(await visitAll(b, walk, viewport, locale, side)).toEqual([]), WALK_TIMEOUT);
}

/** A file that is one walk and nothing else: its browser, its seed, the walk. */
export function describeWalk(title: string, name: string, viewport: Viewport, locale: string, side: Side) {
  const b = useBrowser();
  const walk = seedScreenWalk();
  describe(title, () => itWalksEveryScreen(name, b, walk, viewport, locale, side));
}
