import { describe } from 'vitest';
import { useBrowser } from './support/browser';
import { itWalksEveryScreen, PHONE, seedScreenWalk } from './support/screen-walk';

const b = useBrowser();
const walk = seedScreenWalk();

// The console's half of the walk at this size (every-screen-phone.e2e.ts walks the rest): a file
// each, so that the two halves run at once and neither passes a minute.
describe("the console's screens on a phone with axe", () => {
  itWalksEveryScreen(
    'en-US at 390 px: no sideways scroll, main actions on screen, no serious axe finding',
    b,
    walk,
    PHONE,
    'en-US',
    'console',
  );
});
