import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

// Every test's render is unmounted (this project runs without Vitest's globals, so Testing
// Library cannot register this itself).
afterEach(cleanup);

/**
 * React schedules its work with setImmediate: work queued by a promise that settled as the last
 * test ended would run after the file's DOM is gone ("window is not defined", an unhandled error
 * that fails the run). One more turn of the event loop, before the DOM goes, lets it run.
 */
afterAll(async () => {
  cleanup();
  await new Promise((resolve) => setImmediate(resolve));
});
