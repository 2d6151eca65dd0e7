import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'deploy',
    include: ['**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    // Each file starts real servers (and an npm install): one file at a time on 2 cores.
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 600_000,
  },
});
