import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // A worker per core (Vitest's default leaves one free): each file works in its own database
    // copied from the template, and much of a file's time is spent waiting on PostgreSQL and
    // ffmpeg. On 2 cores, 2 workers took this project from ~780 s to 463 s; 3 overloaded them
    // (every file twice as slow): docs/decisions/0072.
    maxWorkers: '100%',
    // A worker imports the app once for all its files rather than once per file (the import was
    // ~3 s of CPU a file; the whole project used 45% less CPU without it). Each file still builds
    // its own app on its own database; what lives at module level must allow that (0072).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
