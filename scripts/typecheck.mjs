// @ts-check
/**
 * Type-checks every TypeScript project of the repository, one per core at a time: each `tsc`
 * runs on one core, and one after another they took ~80 s of CI on two (docs/decisions/0072).
 * Each project's errors are printed together once it ends; the exit code is 1 if any failed.
 */
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { runBuffered } from './lib/buffered.mjs';

const root = path.resolve(import.meta.dirname, '..');
// The largest first, so that the last one to start is a short one.
const projects = ['apps/web', 'apps/server', 'e2e', 'packages/shared', 'packages/test-support', 'deploy'];
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');

/** @param {string} project */
const check = (project) => runBuffered(`tsc -p ${project}`, process.execPath, [tsc, '--noEmit', '-p', project]);

const queue = [...projects];
let failed = false;
const lane = async () => {
  for (let project = queue.shift(); project; project = queue.shift()) failed = !(await check(project)) || failed;
};
await Promise.all(Array.from({ length: Math.min(availableParallelism(), queue.length) }, lane));
process.exit(failed ? 1 : 0);
