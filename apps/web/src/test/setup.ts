import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

// Every test's render is unmounted (this project runs without Vitest's globals, so Testing
// Library cannot register this itself).
afterEach(cleanup);

type HappyWindow = Window & { happyDOM?: { abort(): Promise<void> } };

/**
 * React schedules its work with Node's setImmediate: work queued after the last test (an antd
 * motion's animation frame, a form's last check settling) would run once the file's DOM is gone
 * ("window is not defined", an unhandled error that fails the run: work-form.test.tsx under CI's
 * load, even after five turns of waiting). So the DOM's own timers and frames are stopped first,
 * which leaves no source of new work, and then what React had already queued drains.
 */
afterAll(async () => {
  cleanup();
  await (window as HappyWindow).happyDOM?.abort();
  for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve));
});
