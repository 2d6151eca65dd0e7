import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'e2e',
    include: ['**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    // Two files at a time, each on its own worker's server (support/global-setup.ts): a browser
    // test waits on the page and the server as much as it computes, so two share 2 cores well
    // (docs/decisions/0072). One per core; E2E_WORKERS sets another count.
    maxWorkers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : '100%',
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // A browser under CI load can take longer than Vitest's 1 s default to render after a
    // reload or a route change; a poll that waits is how these tests wait, so give it a browser's pace.
    expect: { poll: { timeout: 10_000 } },
  },
});
