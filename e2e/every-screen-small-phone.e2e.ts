import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { badTabStops, settle } from './support/every-screen';
import { itWalksEveryScreen, PHONE, pagesByAccess, SMALL_PHONE, seedScreenWalk } from './support/screen-walk';

const b = useBrowser();
const walk = seedScreenWalk();

describe("a creator's and a visitor's screens on the narrowest phone, in Chinese, with axe", () => {
  itWalksEveryScreen(
    'zh-CN at 360 px: no sideways scroll, main actions on screen, no serious axe finding',
    b,
    walk,
    SMALL_PHONE,
    'zh-CN',
    'creator',
  );
});

// Here rather than beside the walk at 390 px: it evens out the three walks' files.
describe('keyboard', () => {
  it.each(['/index', '/home/myworks', '/task/mytask'])(
    'reaches only what is on screen on %s, each stop with a visible focus ring',
    async (path) => {
      const pageFor = pagesByAccess(b, walk, PHONE, 'en-US');
      const page = await pageFor(path === '/index' ? 'public' : 'shell');
      await page.goto(`/#${path}`);
      await settle(page, path);
      expect(await badTabStops(page, 25)).toEqual([]);
    },
  );
});
