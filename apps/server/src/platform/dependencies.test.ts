import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '../../../..');

/** Advisories we have met, with the first version that fixes each (docs/dependencies.md). */
const FIXED = [
  { name: '@fastify/static', fixed: '10.1.0', advisories: ['GHSA-83w8-p2f5-377r', 'GHSA-8pvw-jcv7-9cmj'] },
];

const installed = (name: string): string[] => {
  const out = execFileSync('npm', ['ls', name, '--all', '--json'], { cwd: repo, encoding: 'utf8' });
  const versions: string[] = [];
  const walk = (deps: Record<string, { version?: string; dependencies?: object }> = {}) => {
    for (const [dep, info] of Object.entries(deps)) {
      if (dep === name && info.version) versions.push(info.version);
      walk(info.dependencies as typeof deps);
    }
  };
  walk((JSON.parse(out) as { dependencies?: Record<string, never> }).dependencies);
  return versions;
};

const atLeast = (version: string, floor: string) => {
  const [a, b] = [version, floor].map((v) => v.split(/[.-]/).slice(0, 3).map(Number));
  for (let i = 0; i < 3; i++) if ((a?.[i] ?? 0) !== (b?.[i] ?? 0)) return (a?.[i] ?? 0) > (b?.[i] ?? 0);
  return true;
};

describe('dependencies with advisories', () => {
  it.each(FIXED)('should resolve $name only at $fixed or later ($advisories)', ({ name, fixed }) => {
    const versions = installed(name);
    expect(versions.length).toBeGreaterThan(0);
    for (const version of versions) expect(atLeast(version, fixed), `${name}@${version}`).toBe(true);
  });
});
