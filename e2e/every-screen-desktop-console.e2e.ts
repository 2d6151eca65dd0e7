import { DESKTOP, describeWalk } from './support/screen-walk';

// The console's half of the walk at this size (every-screen-desktop.e2e.ts walks the rest): a file
// each, so that the two halves run at once and neither passes a minute.
describeWalk(
  "the console's screens on a desktop with axe",
  'en-US at 1440 px: no serious axe finding',
  DESKTOP,
  'en-US',
  'console',
);
