/**
 * How much JavaScript a first visit downloads, gzipped, and in how many files: the entry, the
 * English texts, the page's screen and everything they import statically; a console page also its
 * frame and the texts the frame loads before its first render (drawn without antd, decision 0077).
 * Baseline, measured in the same build: all the app's JavaScript. Exits non-zero when /login or a
 * console page needs more than its budget (docs/decisions 0026, 0077).
 *
 *   npm run bench:login
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  name?: string;
  imports?: string[];
  isEntry?: boolean;
}

const LOGIN_BUDGET_KIB = 150;
// Issue 36's goal for a console page: half the bytes of the first measure (review, 616 KiB), ~25 files.
const CONSOLE_BUDGET = { kib: 300, files: 25 };
const root = path.resolve(import.meta.dirname, '..');
// Its own build: apps/web/dist may be serving a running server or an e2e run meanwhile.
const dist = mkdtempSync(path.join(tmpdir(), 'stringer-bench-login-'));
process.on('exit', () => rmSync(dist, { recursive: true, force: true }));
execFileSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir'], {
  cwd: path.join(root, 'apps/web'),
  stdio: 'ignore',
});

const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
const gz = (file: string) => gzipSync(readFileSync(path.join(dist, file))).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
/**
 * A module's chunk: by its source, or, where vite.config.ts groups it with others (texts loaded
 * together), by the group's name, since the manifest then names the group's chunk alone.
 */
const key = (suffix: string, group?: string) => {
  const found =
    Object.keys(manifest).find((k) => k.endsWith(suffix)) ??
    (group ? Object.keys(manifest).find((k) => manifest[k]?.name === group) : undefined);
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
const texts = [key('shared/src/i18n/en.json', 'texts-en'), key('locales/en.json', 'texts-en')];

function report(page: string, keys: string[], details: boolean) {
  const files = [...new Set([...closure([entry, ...texts, ...keys])].map((k) => manifest[k]?.file as string))];
  const bytes = files.reduce((sum, f) => sum + gz(f), 0);
  console.log(`JS for ${page} (gzip): ${kb(bytes)} in ${files.length} files`);
  if (details) for (const f of files.sort((a, b) => gz(b) - gz(a))) console.log(`  ${kb(gz(f)).padStart(10)}  ${f}`);
  return { page, bytes, files: files.length };
}

const login = report('/login', [key('login-screen.tsx')], true);
report('/index', [key('landing-screen.tsx')], false);
// The console's frame and these three screens are drawn without antd: it comes after their first rows (0077).
const consoleFrame = [
  ['console-layout.tsx'],
  ['locales/console/en.json'],
  ['locales/signed-in/en.json', 'texts-signed-in-en'],
  ['i18n/notify-en.json', 'texts-signed-in-en'],
  ['i18n/factors-en.json', 'texts-factors-en'],
  ['locales/factors/en.json', 'texts-factors-en'],
].map(([suffix, group]) => key(suffix as string, group));
const consolePages = [
  report('/console/review', [...consoleFrame, key('review-screen.tsx')], true),
  report('/console/support', [...consoleFrame, key('support-inbox-screen.tsx')], false),
  report('/console/rewards', [...consoleFrame, key('rewards-screen.tsx')], false),
];
const all = readdirSync(path.join(dist, 'assets'))
  .filter((f) => f.endsWith('.js'))
  .reduce((sum, f) => sum + gz(`assets/${f}`), 0);
console.log(`baseline, all app JS (gzip): ${kb(all)}`);
console.log(`ratio /login / all: ${(login.bytes / all).toFixed(2)}`);
console.log(`budget for /login: ${LOGIN_BUDGET_KIB} KiB`);
console.log(`budget for a console page: ${CONSOLE_BUDGET.kib} KiB in ${CONSOLE_BUDGET.files} files`);
if (login.bytes > LOGIN_BUDGET_KIB * 1024) {
  console.error(`over budget: /login needs ${kb(login.bytes)}, more than ${LOGIN_BUDGET_KIB} KiB`);
  process.exitCode = 1;
}
for (const { page, bytes, files } of consolePages) {
  if (bytes <= CONSOLE_BUDGET.kib * 1024 && files <= CONSOLE_BUDGET.files) continue;
  console.error(`over budget: ${page} needs ${kb(bytes)} in ${files} files`);
  process.exitCode = 1;
}
