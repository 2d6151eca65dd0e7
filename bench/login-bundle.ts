/**
 * How much JavaScript a first visit to /login downloads, gzipped: the entry chunk, the login
 * screen's chunk and everything they import statically. Baseline, measured in the same build:
 * all the app's JavaScript, what a visitor would get without splitting by screen.
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

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist');
execFileSync('npm', ['run', 'build', '-w', '@stringer/web'], { cwd: root, stdio: 'ignore' });

const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
const gz = (file: string) => gzipSync(readFileSync(path.join(dist, file))).length;

function closure(keys: string[], seen = new Set<string>()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest[key]?.imports ?? [], seen);
  }
  return seen;
}

const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry) as string;
const login = Object.keys(manifest).find((k) => k.endsWith('login-screen.tsx')) as string;
const loginFiles = [...closure([entry, login])].map((k) => manifest[k]?.file as string);
const allFiles = readdirSync(path.join(dist, 'assets'))
  .filter((f) => f.endsWith('.js'))
  .map((f) => `assets/${f}`);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const loginBytes = loginFiles.reduce((sum, f) => sum + gz(f), 0);
const allBytes = allFiles.reduce((sum, f) => sum + gz(f), 0);

console.log(`JS for /login (gzip): ${kb(loginBytes)} in ${loginFiles.length} files`);
for (const f of loginFiles.sort((a, b) => gz(b) - gz(a))) console.log(`  ${kb(gz(f)).padStart(10)}  ${f}`);
console.log(`baseline, all app JS (gzip): ${kb(allBytes)} in ${allFiles.length} files`);
console.log(`ratio /login / all: ${(loginBytes / allBytes).toFixed(2)}`);
