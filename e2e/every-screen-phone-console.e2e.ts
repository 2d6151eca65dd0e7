import { describeWalk, PHONE } from './support/screen-walk';

// The console's half of the walk at this size (every-screen-phone.e2e.ts walks the rest): a file
// each, so that the two halves run at once and neither passes a minute.
describeWalk(
  "the console's screens on a phone with axe",
  'en-US at 390 px: no sideways scroll, main actions on screen, no serious axe finding',
  PHONE,
  'en-US',
  'console',
);
