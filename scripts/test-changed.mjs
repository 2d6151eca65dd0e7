#!/usr/bin/env node
// The tests of what changed (docs/decisions/0072): for each changed source file, the test files of
// its own folder (a feature's tests sit beside it) and every test file that imports it by name.
// Vitest's own --changed follows the import graph, and every API test imports the whole app, so
// there it picks nearly all of them; this picks what speaks of the change.
//   npm run test:changed                 uncommitted changes (and new files)
//   CHANGED_SINCE=main npm run test:changed   everything since main, committed or not
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);

const since = process.env.CHANGED_SINCE ?? 'HEAD';
const changed = [
  ...new Set([...git('diff', '--name-only', since), ...git('ls-files', '--others', '--exclude-standard')]),
].filter((f) => /\.(ts|tsx|json)$/.test(f) && /^(apps|packages)\//.test(f) && existsSync(path.join(root, f)));

const isTest = (f) => /\.test\.tsx?$/.test(f);
const isE2e = (f) => f.startsWith('e2e/') || f.startsWith('deploy/');

/** Every unit and API test file of the workspaces (e2e and deploy run whole, in npm test). */
function testFiles(dir = root, rel = '') {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) return [];
    const here = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return /^(apps|packages)/.test(here) ? testFiles(path.join(dir, entry.name), here) : [];
    return isTest(here) && !isE2e(here) ? [here] : [];
  });
}

const all = testFiles();
const sources = new Map(all.map((f) => [f, readFileSync(path.join(root, f), 'utf8')]));
/** A module is named in an import as its file name without the extension: `./works.service`. */
const importsIt = (test, file) => {
  const name = path.basename(file).replace(/\.(tsx?|json)$/, '');
  const text = sources.get(test);
  return text.includes(`/${name}'`) || text.includes(`/${name}.json'`);
};

const picked = new Set();
for (const file of changed) {
  if (isTest(file)) picked.add(file);
  for (const test of all) {
    if (path.dirname(test) === path.dirname(file) || importsIt(test, file)) picked.add(test);
  }
}

if (picked.size === 0) {
  console.log(changed.length ? 'No unit or API test speaks of these changes.' : `Nothing changed since ${since}.`);
  process.exit(0);
}
console.log(`Changed since ${since}: ${changed.length} files; their tests: ${picked.size} files.`);
const run = spawnSync('npx', ['vitest', 'run', ...picked], { cwd: root, stdio: 'inherit' });
process.exit(run.status ?? 1);
