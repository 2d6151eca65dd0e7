import { defineProject } from 'vitest/config';

export default defineProject({
  // A worker per core, as the server's project has (run together, they must agree).
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['src/test/setup.ts'],
    maxWorkers: '100%',
    // A form screen's test types, uploads and waits for antd's messages: 1-3 s alone, past
    // Vitest's 5 s default when `npm test` runs it beside the server's tests, the type checks
    // and deploy on two cores (docs/decisions/0072). A hang still fails, at 20 s.
    testTimeout: 20_000,
  },
});
