import { describe } from 'vitest';
import { useBrowser } from './support/browser';
import { DESKTOP, itWalksEveryScreen, seedScreenWalk } from './support/screen-walk';

const b = useBrowser();
const walk = seedScreenWalk();

describe("a creator's and a visitor's screens on a desktop with axe", () => {
  // The desktop's layout does not change with the language.
  itWalksEveryScreen('en-US at 1440 px: no serious axe finding', b, walk, DESKTOP, 'en-US', 'creator');
});
