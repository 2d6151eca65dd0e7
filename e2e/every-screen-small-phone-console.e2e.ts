import { describeWalk, SMALL_PHONE } from './support/screen-walk';

// The console's half of the walk at this size (every-screen-small-phone.e2e.ts walks the rest): a file
// each, so that the two halves run at once and neither passes a minute.
describeWalk(
  "the console's screens on the narrowest phone, in Chinese, with axe",
  'zh-CN at 360 px: no sideways scroll, main actions on screen, no serious axe finding',
  SMALL_PHONE,
  'zh-CN',
  'console',
);
