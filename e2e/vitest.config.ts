import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'e2e',
    include: ['**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    // One server and one browser per file: files take turns rather than share 2 cores badly.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // A browser under CI load can take longer than Vitest's 1 s default to render after a
    // reload or a route change; a poll that waits is how these tests wait, so give it a browser's pace.
    expect: { poll: { timeout: 10_000 } },
  },
});
