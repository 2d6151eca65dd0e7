// @ts-check
/**
 * `npm test`: type checks, lint, unit and API tests, deploy, end to end. The unit and API tests
 * leave a core idle much of the time (they wait on PostgreSQL, ffmpeg and child processes), so the
 * type checks, lint and the deploy tests (which wait on installs, servers and a worker's lost
 * heartbeat; they build what e2e then finds current) run beside them, each one's output printed
 * whole once it ends. End to end, which keeps both cores busy, follows once all four passed
 * (docs/decisions/0072).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { runBuffered } from './lib/buffered.mjs';

const root = path.resolve(import.meta.dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/**
 * An npm script with its output as it comes.
 * @param {string} script
 * @returns {Promise<boolean>}
 */
const live = (script) =>
  new Promise((resolve) => {
    spawn(npm, ['run', script], { cwd: root, stdio: 'inherit' }).on('close', (code) => resolve(code === 0));
  });

/** @param {string} script */
const buffered = (script) => runBuffered(`npm run ${script}`, npm, ['run', script]);

const checks = await Promise.all([
  live('test:unit-api'),
  buffered('typecheck'),
  buffered('lint'),
  buffered('test:deploy'),
]);
if (checks.includes(false)) process.exit(1);
if (!(await live('test:e2e'))) process.exit(1);
