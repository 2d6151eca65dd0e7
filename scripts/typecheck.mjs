// @ts-check
/**
 * Type-checks every TypeScript project of the repository with TypeScript 7's native compiler
 * (docs/decisions/0083): ~70 s of CPU in all where TypeScript 5's took ~170 s, the largest share
 * of what ran beside the unit and API tests in CI. It checks on several threads itself, so the
 * projects run one after another. Each project's errors are printed together once it ends; the
 * exit code is 1 if any failed.
 */
import path from 'node:path';
import { runBuffered } from './lib/buffered.mjs';

const root = path.resolve(import.meta.dirname, '..');
const projects = ['apps/web', 'apps/server', 'e2e', 'packages/shared', 'packages/test-support', 'deploy'];
// By its path: the package is installed under an alias, beside TypeScript 5 (openapi-typescript's
// peer), and which of the two `node_modules/.bin/tsc` names depends on how npm installed them.
const tsc = path.join(root, 'node_modules/typescript-native/bin/tsc');

let failed = false;
for (const project of projects)
  failed = !(await runBuffered(`tsc -p ${project}`, process.execPath, [tsc, '--noEmit', '-p', project])) || failed;
process.exit(failed ? 1 : 0);
