import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { routes } from '../../apps/web/src/app/routes';
import { sql } from './api';
import { motionOver } from './screens';

/** What a creator made through the API owns, for the screens that show one thing by id. */
export interface Seeded {
  taskId: number;
  workId: number;
  clueId: number;
}

/** The query a screen needs to show something; a path not listed here needs none. */
const queries: Record<string, (s: Seeded & { articleId: number }) => string> = {
  '/home/worksdetail': (s) => `?id=${s.workId}`,
  '/home/editworksdetail': (s) => `?id=${s.workId}`,
  '/task/taskdetail': (s) => `?id=${s.taskId}`,
  '/public/showtaskdetail': (s) => `?id=${s.taskId}`,
  // The creator's work is not public: the page says so. The full page is checked by public-pages.e2e.ts.
  '/public/video': (s) => `?id=${s.workId}`,
  '/clue/cluedetail': (s) => `?id=${s.clueId}`,
  '/clue/editcluedetail': (s) => `?id=${s.clueId}`,
  '/public/showarticledetail': (s) => `?id=${s.articleId}`,
};

const each = (paths: string[], find: (page: Page) => Locator) => Object.fromEntries(paths.map((p) => [p, find]));
const submit = (page: Page) => page.locator('form button[type=submit]').last();
const heading = (page: Page) => page.getByRole('heading').first();
const seededWork = (page: Page) => page.getByText('Market at dawn').first();
const seededClue = (page: Page) => page.getByText('Flooded underpass').first();

/**
 * The one thing each screen is for, which must be on screen (in either language). A route missing
 * here fails the visit: a new screen must say what a creator comes to it for.
 */
export const mainAction: Record<string, (page: Page) => Locator> = {
  ...each(
    ['/login', '/register', '/retrievepassword', '/acceptinvite', '/home/publishwork', '/home/editworksdetail'],
    submit,
  ),
  ...each(['/clue/submitclue', '/clue/editcluedetail'], submit),
  ...each(['/privacypolicy', '/serviceprotocol', '/transferprotocol', '/public/videos'], heading),
  ...each(['/home/myworks', '/home/worksdetail', '/task/mytask'], seededWork),
  ...each(['/clue/myclue', '/clue/cluedetail'], seededClue),
  ...each(['/public/showtaskdetail', '/task/taskdetail'], (page) => page.getByTestId('take-part')),
  '/index': (page) => page.locator('a[href="#/register"]').first(),
  '/download': (page) => page.locator('.ant-result-title'),
  '/public/showarticledetail': (page) => page.getByRole('heading', { level: 2 }),
  '/home/drafts': (page) => page.getByTestId('draft-card'),
  '/message': (page) => page.getByTestId('composer'),
  '/college': (page) => page.getByTestId('article-card').first(),
  '/settings/accountset': (page) => page.getByTestId('edit-nickName'),
  '/earnings': (page) => page.getByTestId('payout-change'),
  '/console/support': (page) => page.locator('.support-list .segmented').first(),
  '/console/notify': (page) => page.getByTestId('system-notification-form'),
  '/console/licences': (page) => page.getByTestId('licence-status'),
  '/public/video': (page) => page.getByTestId('public-video-missing'),
  '/console/profile': (page) => page.getByTestId('password-form'),
  ...each(['/settings/security', '/console/security'], (page) => page.getByTestId('totp-action')),
  // The filters come after the first rows, with antd (decision 0077): the screen is whole then.
  '/console/review': (page) => page.getByTestId('queue-filters'),
  '/console/reasons': (page) => page.getByTestId('reason-form'),
  ...each(['/console/activities', '/console/tasks', '/console/banners'], (page) => page.getByTestId('catalog-new')),
  '/console/staff': (page) => page.getByTestId('invite-staff'),
  '/console/rewards': (page) => page.getByTestId('download-due'),
  '/console/audit': (page) => page.getByTestId('audit-filters'),
  '/console/system': (page) => page.getByTestId('system-queues'),
  '/console/articles': (page) => page.getByRole('button', { name: /^(New article|新建文章)$/ }),
  '/console/agreements': (page) => page.getByRole('button', { name: /^(Edit|编辑): / }).first(),
};

/**
 * Every screen of the route table, as the URL that shows it with content. A redirect route has no
 * screen of its own; /middle only forwards to another screen.
 */
export async function everyScreen(seeded: Seeded) {
  const [article] = await sql('SELECT id FROM articles ORDER BY id LIMIT 1');
  const ids = { ...seeded, articleId: Number(article.id) };
  return routes
    .filter((r) => r.screen && r.path !== '/middle')
    .map((r) => ({ path: r.path, access: r.access, url: r.path + (queries[r.path]?.(ids) ?? '') }));
}

/** How far the page scrolls sideways (0 when it fits). */
export const sidewaysScroll = (page: Page) =>
  page.evaluate(() => {
    const el = document.scrollingElement ?? document.documentElement;
    return el.scrollWidth - el.clientWidth;
  });

/**
 * What makes the page scroll sideways, if it does: the elements past its right edge (tag, class,
 * right edge), so that a failure says what to fix. Empty when nothing scrolls sideways.
 */
export const sticksOut = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return [];
    return Array.from(document.body.querySelectorAll('*'))
      .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 1)
      .slice(0, 5)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${el.classList.value} → ${Math.round(el.getBoundingClientRect().right)} px`,
      );
  });

/**
 * Controls that stick out of the window on the right (by their labels): reachable only by
 * scrolling sideways. Strips that scroll inside themselves (tabs, filters) and hidden carousel
 * slides do not count.
 */
export const controlsOffScreen = (page: Page) =>
  page.evaluate(() => {
    const scrollsItself = (el: Element) => {
      for (let p = el.parentElement; p; p = p.parentElement) {
        const x = getComputedStyle(p).overflowX;
        if (x !== 'visible' && x !== 'clip' && p !== document.body && p !== document.documentElement) return true;
      }
      return false;
    };
    return Array.from(document.querySelectorAll('a, button, input, textarea, [role=button], [tabindex="0"]'))
      .filter((el) => el.getClientRects().length && !el.closest('[inert], [aria-hidden=true]'))
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1 && !scrollsItself(el))
      .map((el) => el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName);
  });

/** Waits until the screen shows its content: data loaded, skeletons and spinners gone, motion over. */
export async function settle(page: Page, path: string) {
  await page.waitForLoadState('networkidle');
  await page.locator('.ant-skeleton, .ant-spin-spinning, .list-loading').first().waitFor({ state: 'detached' });
  const action = mainAction[path];
  if (!action) throw new Error(`${path}: no main action declared in e2e/support/every-screen.ts`);
  await action(page).waitFor();
  await motionOver(page);
  return action(page);
}

/**
 * axe in the page itself (legacy mode: the app has no frames of another origin), not finished in a
 * blank page opened for each check, and gathering the violations only: a third of the time of
 * the default, for the same findings (decision 0072).
 */
const axeOn = (page: Page) => new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });

/** axe's serious and critical findings, as "rule: selectors" lines. */
export async function seriousViolations(page: Page) {
  // Something still zooming in is half transparent: axe would judge its colours mid-animation. One
  // that began while axe ran (a first-time guide, a draft to restore, a badge once its count came)
  // is judged again once still. Its finding may not name the animation (a dialog's footer,
  // `button > sup`), so any finding is judged again; one that stays all three times is real.
  for (let attempt = 1; ; attempt++) {
    await motionOver(page);
    const { violations } = await axeOn(page).analyze();
    const found = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    if (attempt === 3 || !found.length) return found;
  }
}

/**
 * Presses Tab `times` times and describes each control reached that is hidden from screen readers
 * or shows no focus ring (outline or box-shadow).
 */
export async function badTabStops(page: Page, times: number) {
  const found: string[] = [];
  for (let i = 0; i < times; i++) {
    await page.keyboard.press('Tab');
    const problem = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? el.tagName;
      if (el.closest('[aria-hidden=true], [inert]')) return `${name}: hidden yet reachable`;
      const ringed = (node: Element) => {
        const s = getComputedStyle(node);
        return (s.outlineStyle !== 'none' && s.outlineWidth !== '0px') || s.boxShadow !== 'none';
      };
      // The ring may be drawn on the control, on what it wraps (a banner link's picture) or on
      // the field around it (antd draws an input's or a select's focus on its wrapper).
      const around = [el.parentElement, el.parentElement?.parentElement, el.closest('.ant-select')];
      const shown = [el, ...Array.from(el.querySelectorAll('*')), ...around].some((n) => n && ringed(n));
      return shown ? null : `${name}: no visible focus`;
    });
    if (problem) found.push(problem);
  }
  return found;
}
