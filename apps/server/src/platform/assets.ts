import path from 'node:path';
import { fileURLToPath } from 'node:url';

// scripts/build.mjs defines it in the bundle; unset when the source runs (tsx, Vitest).
declare const STRINGER_BUNDLE: boolean | undefined;

const here = path.dirname(fileURLToPath(import.meta.url));
// Bundled, every module's import.meta.url is its output file in apps/server/dist, where the build
// copies the migrations, so a deployed build needs no source tree.
const bundled = typeof STRINGER_BUNDLE !== 'undefined';
const serverDir = bundled ? path.resolve(here, '..') : path.resolve(here, '../..');

/** Files the server reads beside its code, found from the build when it runs bundled. */
export const assets = {
  migrations: bundled ? path.join(here, 'migrations') : path.join(serverDir, 'src/db/migrations'),
  webDist: path.resolve(serverDir, '../web/dist'),
};
