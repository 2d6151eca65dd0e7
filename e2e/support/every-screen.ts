import type { Page } from 'playwright-core';
import { routes } from '../../apps/web/src/app/routes';
import { sql } from './api';

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
  '/clue/cluedetail': (s) => `?id=${s.clueId}`,
  '/clue/editcluedetail': (s) => `?id=${s.clueId}`,
  '/public/showarticledetail': (s) => `?id=${s.articleId}`,
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
