/**
 * How much JavaScript a first visit downloads, gzipped: the entry, the English texts, the page's
 * screen and everything they import statically. Baseline, measured in the same build: all the app's JavaScript. Exits non-zero when
 * /login needs more than its budget.
 *
 *   npm run bench:login
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

const BUDGET_KIB = 150;
const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist');
execFileSync('npm', ['run', 'build', '-w', '@stringer/web'], { cwd: root, stdio: 'ignore' });

const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
const gz = (file: string) => gzipSync(readFileSync(path.join(dist, file))).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const key = (suffix: string) => {
  const found = Object.keys(manifest).find((k) => k.endsWith(suffix));
  if (!found) throw new Error(`no chunk for ${suffix} in the manifest`);
  return found;
};

function closure(keys: string[], seen = new Set<string>()) {
  for (const k of keys) {
    if (seen.has(k)) continue;
    seen.add(k);
    closure(manifest[k]?.imports ?? [], seen);
  }
  return seen;
}

const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry) as string;
const texts = [key('shared/src/i18n/en.json'), key('locales/en.json')];

function report(page: string, keys: string[], details: boolean) {
  const files = [...closure([entry, ...texts, ...keys])].map((k) => manifest[k]?.file as string);
  const bytes = files.reduce((sum, f) => sum + gz(f), 0);
  console.log(`JS for ${page} (gzip): ${kb(bytes)} in ${files.length} files`);
  if (details) for (const f of files.sort((a, b) => gz(b) - gz(a))) console.log(`  ${kb(gz(f)).padStart(10)}  ${f}`);
  return bytes;
}

const login = report('/login', [key('login-screen.tsx')], true);
report('/index', [key('landing-screen.tsx')], false);
const all = readdirSync(path.join(dist, 'assets'))
  .filter((f) => f.endsWith('.js'))
  .reduce((sum, f) => sum + gz(`assets/${f}`), 0);
console.log(`baseline, all app JS (gzip): ${kb(all)}`);
console.log(`ratio /login / all: ${(login / all).toFixed(2)}`);
console.log(`budget for /login: ${BUDGET_KIB} KiB`);
if (login > BUDGET_KIB * 1024) {
  console.error(`over budget: /login needs ${kb(login)}, more than ${BUDGET_KIB} KiB`);
  process.exitCode = 1;
}
