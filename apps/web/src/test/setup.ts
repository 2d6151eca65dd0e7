import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

// Every test's render is unmounted (this project runs without Vitest's globals, so Testing
// Library cannot register this itself).
afterEach(cleanup);

/**
 * React schedules its work with setImmediate: work queued by a promise that settled as the last
 * test ended would run after the file's DOM is gone ("window is not defined", an unhandled error
 * that fails the run). A few turns of the event loop, before the DOM goes, let it run, and the
 * work it queues in turn (a form's last checks, a focus): one turn was not always enough under
 * `npm test`'s load (work-form.test.tsx).
 */
afterAll(async () => {
  cleanup();
  for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setTimeout(resolve, 10));
});
