import { DESKTOP, describeWalk } from './support/screen-walk';

// The desktop's layout does not change with the language.
describeWalk(
  "a creator's and a visitor's screens on a desktop with axe",
  'en-US at 1440 px: no serious axe finding',
  DESKTOP,
  'en-US',
  'creator',
);
