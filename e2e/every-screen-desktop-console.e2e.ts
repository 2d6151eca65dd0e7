import { describe } from 'vitest';
import { useBrowser } from './support/browser';
import { DESKTOP, itWalksEveryScreen, seedScreenWalk } from './support/screen-walk';

const b = useBrowser();
const walk = seedScreenWalk();

// The console's half of the walk at this size (every-screen-desktop.e2e.ts walks the rest): a file
// each, so that the two halves run at once and neither passes a minute.
describe("the console's screens on a desktop with axe", () => {
  itWalksEveryScreen('en-US at 1440 px: no serious axe finding', b, walk, DESKTOP, 'en-US', 'console');
});
