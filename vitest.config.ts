import { defineConfig } from 'vitest/config';
import LongestFirst from './packages/test-support/src/sequencer.ts';

export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web', 'e2e', 'deploy'],
    // The slowest files at the end of every run (docs/decisions/0072).
    reporters: ['default', './packages/test-support/src/timings-reporter.ts'],
    sequence: { sequencer: LongestFirst },
  },
});
