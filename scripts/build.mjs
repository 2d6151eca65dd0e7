// @ts-check
/**
 * Builds what `node apps/server/dist/server.js` serves: the web app (Vite, into apps/web/dist) and
 * the server bundle (esbuild, into apps/server/dist), each only when its inputs changed since the
 * build that wrote its stamp (a SHA-256 of the inputs' paths and contents).
 *
 *   node scripts/build.mjs                   build both, always
 *   node scripts/build.mjs --changed         build what is not current (`npm start` runs this)
 *   node scripts/build.mjs --changed server  the same for the server only (`npm run admin:create`)
 *
 * Plain JavaScript, so that it runs before anything is built and without a TypeScript loader.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const STAMP = '.build-stamp';

/** Everything a part's output is made from; a change to any of it makes the part stale. */
const parts = {
  web: {
    out: 'apps/web/dist',
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/build',
      'apps/web/package.json',
    ],
    // What users get, whoever runs this: under Vitest NODE_ENV=test would give React's development build.
    build: () =>
      execFileSync('npm', ['run', 'build', '-w', '@stringer/web'], {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, NODE_ENV: 'production' },
      }),
  },
  server: {
    out: 'apps/server/dist',
    inputs: ['apps/server/src', 'apps/server/package.json', 'scripts/build-server.mjs'],
    build: async () => (await import('./build-server.mjs')).buildServer(),
  },
};
const sharedInputs = ['packages/shared/src', 'packages/shared/package.json', 'package-lock.json', 'scripts/build.mjs'];

/** The files under `rel` (or `rel` itself), tests left out: they are not part of the build. */
function filesOf(/** @type {string} */ rel) {
  const full = path.join(root, rel);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [rel];
  return readdirSync(full, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && !/\.test\.tsx?$/.test(e.name))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .sort();
}

function hashOf(/** @type {string[]} */ inputs) {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap(filesOf)) {
    hash
      .update(`${file}\0`)
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

const stampOf = (/** @type {string} */ out) => {
  try {
    return readFileSync(path.join(root, out, STAMP), 'utf8').trim();
  } catch {
    return '';
  }
};

const args = process.argv.slice(2);
const onlyChanged = args.includes('--changed');
const named = args.filter((a) => !a.startsWith('--'));
for (const [name, part] of Object.entries(parts)) {
  if (named.length && !named.includes(name)) continue;
  const hash = hashOf([...part.inputs, ...sharedInputs]);
  if (onlyChanged && stampOf(part.out) === hash) continue;
  console.log(`building the ${name}…`);
  await part.build();
  writeFileSync(path.join(root, part.out, STAMP), `${hash}\n`);
}
