/**
 * Where a V8 CPU profile's time went (decision 0066): self time per function and per package, and
 * inclusive time per package (a sample counts once for every package on its stack). The compiled
 * server is one bundle, so each frame is mapped back to its source through the bundle's source
 * map: `node_modules/<package>`, our `apps/server/src/<dir>`, `packages/<name>`, or node's own.
 *
 *   BENCH_CPU_PROF=/tmp/prof npm run bench:api; tsx bench/cpu-profile.ts /tmp/prof/CPU.….cpuprofile [top]
 *
 * PROFILE_INCLUSIVE=1 adds inclusive time per function (a sample counts once for every function on its stack).
 */
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, topArg] = process.argv.slice(2);
if (!file) throw new Error('usage: tsx bench/cpu-profile.ts <file.cpuprofile> [top]');
const top = Number(topArg ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;

const maps = new Map<string, { map: SourceMap; dir: string } | undefined>();
function sourceMap(url: string) {
  if (!maps.has(url)) {
    const file = url.startsWith('file://') ? fileURLToPath(url) : url;
    maps.set(
      url,
      existsSync(`${file}.map`)
        ? { map: new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8'))), dir: path.dirname(file) }
        : undefined,
    );
  }
  return maps.get(url);
}

/** The package (or our module's directory) a source path belongs to. */
function packageOf(source: string) {
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const [scope, name] = source.slice(modules + 'node_modules/'.length).split('/');
    // Drizzle's own source maps point one folder too high: its files come out as node_modules/src/….
    if (scope === 'src') return 'drizzle-orm';
    return scope?.startsWith('@') ? `${scope}/${name}` : (scope ?? source);
  }
  const ours = /(apps\/server\/src\/(?:modules\/|platform\/)?[^/]+|packages\/[^/]+)/.exec(source);
  return ours?.[1] ?? source;
}

const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

const where = new Map<number, { fn: string; pkg: string }>();
function locate(id: number) {
  let found = where.get(id);
  if (found) return found;
  const { functionName, url, lineNumber, columnNumber } = (nodes.get(id) as ProfileNode).callFrame;
  const name = functionName || '(anonymous)';
  if (!url) found = { fn: name, pkg: name.startsWith('(') ? name : '(native)' };
  else if (url.startsWith('node:')) found = { fn: `${name} ${url}`, pkg: 'node' };
  else {
    const mapped = sourceMap(url);
    const entry = mapped?.map.findEntry(lineNumber, columnNumber);
    const source = mapped && entry && 'originalSource' in entry ? path.resolve(mapped.dir, entry.originalSource) : url;
    const line = entry && 'originalLine' in entry ? entry.originalLine + 1 : lineNumber + 1;
    found = {
      fn: `${entry && 'name' in entry && entry.name ? entry.name : name} ${source.replace(/^.*?(node_modules|apps|packages)\//, '$1/')}:${line}`,
      pkg: packageOf(source),
    };
  }
  where.set(id, found);
  return found;
}

const selfByFn = new Map<string, number>();
const selfByPkg = new Map<string, number>();
const inclusiveByPkg = new Map<string, number>();
const inclusiveByFn = new Map<string, number>();
let total = 0;
let idle = 0;
const add = (m: Map<string, number>, k: string, v: number) => m.set(k, (m.get(k) ?? 0) + v);
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i] ?? 0;
  total += dt;
  const self = locate(id);
  if (self.pkg === '(idle)') idle += dt;
  add(selfByFn, self.fn, dt);
  add(selfByPkg, self.pkg, dt);
  const seen = new Set<string>();
  const fns = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    seen.add(locate(at).pkg);
    fns.add(locate(at).fn);
  }
  for (const pkg of seen) add(inclusiveByPkg, pkg, dt);
  for (const fn of fns) add(inclusiveByFn, fn, dt);
});

const print = (title: string, m: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [k, v] of [...m].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    if (k !== '(idle)' && k !== '(root)') console.log(`${((100 * v) / (total - idle)).toFixed(1).padStart(5)}%  ${k}`);
  }
};
console.log(
  `${file}: ${(total / 1e6).toFixed(1)} s sampled, ${((total - idle) / 1e6).toFixed(1)} s busy (shares below are of the busy time)`,
);
print('self, by package', selfByPkg);
print('inclusive, by package', inclusiveByPkg);
print('self, by function', selfByFn);
if (process.env.PROFILE_INCLUSIVE) print('inclusive, by function', inclusiveByFn);
