// @ts-check
/**
 * `npm test`: type checks, lint, unit and API tests, end to end, deploy. The unit and API tests
 * leave a core idle much of the time (they wait on PostgreSQL, ffmpeg and child processes), so the
 * type checks and lint run beside them, their output printed whole once each ends; end to end and
 * deploy follow once all three passed (docs/decisions/0072).
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

const checks = await Promise.all([live('test:unit-api'), buffered('typecheck'), buffered('lint')]);
if (checks.includes(false)) process.exit(1);
for (const script of ['test:e2e', 'test:deploy']) if (!(await live(script))) process.exit(1);
