import { defineProject } from 'vitest/config';

// A worker per core, as the server's and the web's projects have (run together, they must agree).
export default defineProject({ test: { name: 'shared', include: ['src/**/*.test.ts'], maxWorkers: '100%' } });
