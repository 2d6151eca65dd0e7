import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { DESKTOP, seedScreenWalk, visitAll, WALK_TIMEOUT } from './support/screen-walk';

const b = useBrowser();
const walk = seedScreenWalk();

describe('every screen on a desktop with axe', () => {
  // The desktop's layout does not change with the language.
  it(
    'en-US at 1440 px: no serious axe finding',
    async () => {
      expect(await visitAll(b, walk, DESKTOP, 'en-US')).toEqual([]);
    },
    WALK_TIMEOUT,
  );
});
