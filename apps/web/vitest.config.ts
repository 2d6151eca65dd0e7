import { defineProject } from 'vitest/config';

export default defineProject({
  // A worker per core, as the server's project has (run together, they must agree).
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['src/test/setup.ts'],
    maxWorkers: '100%',
  },
});
