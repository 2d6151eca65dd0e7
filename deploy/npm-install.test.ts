import { spawnSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '..');
// What `npm ci` reads: the manifests of the root and its workspaces, the lock file, the settings.
const manifests = [
  '.npmrc',
  'package.json',
  'package-lock.json',
  'apps/server/package.json',
  'apps/web/package.json',
  'packages/absent/package.json',
  'packages/shared/package.json',
  'packages/test-support/package.json',
];

/**
 * The machine's own npm on the machine's own Node: what a newcomer runs first. The tests run on
 * the Node 26 in node_modules/.bin (decision 0039), so that is taken off the PATH.
 */
function newcomersNpm(cwd: string, args: string[]) {
  const PATH = (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter((dir) => !dir.includes(`node_modules${path.sep}.bin`))
    .join(path.delimiter);
  const run = spawnSync('npm', args, { cwd, env: { ...process.env, PATH }, encoding: 'utf8' });
  return { status: run.status, out: `${run.stdout}${run.stderr}` };
}

// npm checks `engines` against the Node that runs npm, not the Node 26 the install brings: on
// Node 20 (enough, the README says) eight packages' "wants Node >= 22" made 40 lines of warnings,
// which a newcomer reads as a failed install.
describe("`npm ci` on the machine's own Node", () => {
  let tree: string;
  beforeAll(async () => {
    tree = await mkdtemp(path.join(tmpdir(), 'stringer-npm-'));
    for (const item of manifests) {
      await mkdir(path.dirname(path.join(tree, item)), { recursive: true });
      await cp(path.join(repo, item), path.join(tree, item));
    }
  });
  afterAll(() => rm(tree, { recursive: true, force: true }));

  it('prints no warning', () => {
    const { status, out } = newcomersNpm(tree, ['ci', '--dry-run', '--no-audit', '--no-fund']);
    expect(status, out).toBe(0);
    expect(out).not.toMatch(/npm warn/i);
  });

  it('still prints an error', async () => {
    await rm(path.join(tree, 'package-lock.json'));
    const { status, out } = newcomersNpm(tree, ['ci', '--dry-run', '--no-audit', '--no-fund']);
    expect(status).not.toBe(0);
    expect(out).toMatch(/npm error .*package-lock\.json/);
  });
});
