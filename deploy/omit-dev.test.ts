import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, cp, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { logIn, signUp } from '@stringer/test-support/accounts';
import { call, overHttp } from '@stringer/test-support/api';
import { makeJpeg, makeVideo } from '@stringer/test-support/media';
import { type RunningServer, startServer, stopProcess } from '@stringer/test-support/processes';
import { uploadReady } from '@stringer/test-support/uploads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PINNED_NODE } from '../apps/server/src/platform/runtime';

const repo = path.resolve(import.meta.dirname, '..');
// What a deploy ships: the manifests and the builds; no sources, no dev dependencies.
const shipped = [
  'package.json',
  'package-lock.json',
  'apps/server/package.json',
  'apps/web/package.json',
  'packages/shared/package.json',
  'packages/absent/package.json',
  'apps/server/dist',
  'apps/web/dist',
];
// The test support (packages/test-support) is a workspace of dev tooling: never shipped or installed.
const devOnly = [
  'tsx',
  'esbuild',
  'vite',
  'vitest',
  'typescript',
  'drizzle-kit',
  '@biomejs/biome',
  'playwright-core',
  '@stringer/test-support',
  'tus-js-client',
];

describe('a deploy: `npm ci --omit=dev` in a copy of the built tree, then the compiled server', () => {
  let tree: string;
  let server: RunningServer;
  let base: string;
  let node: string;

  beforeAll(async () => {
    tree = await mkdtemp(path.join(tmpdir(), 'stringer-deploy-'));
    // Run as root, the embedded PostgreSQL's postgres user must be able to enter it.
    await chmod(tree, 0o755);
    for (const item of shipped) {
      await mkdir(path.dirname(path.join(tree, item)), { recursive: true });
      await cp(path.join(repo, item), path.join(tree, item), { recursive: true });
    }
    const began = performance.now();
    execFileSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund'], { cwd: tree, stdio: 'pipe' });
    const size = execFileSync('du', ['-sm', 'node_modules'], { cwd: tree, encoding: 'utf8' }).split('\t')[0];
    console.log(`npm ci --omit=dev took ${((performance.now() - began) / 1000).toFixed(1)} s, ${size} MiB`);
    node = path.join(tree, 'node_modules/.bin/node');
    server = await startServer({ DATA_DIR: path.join(tree, 'data'), DATABASE_URL: '', TRUST_PROXY: 'false' }, tree);
    base = server.baseUrl;
  });
  afterAll(async () => {
    if (server) await stopProcess(server);
    await rm(tree, { recursive: true, force: true });
  });

  it('should install no dev dependency, one Redis client, and the pinned Node', () => {
    for (const name of devOnly) expect(existsSync(path.join(tree, 'node_modules', name)), name).toBe(false);
    const ls = execFileSync('npm', ['ls', '--all', '--omit=dev', '--parseable'], { cwd: tree, encoding: 'utf8' });
    expect(ls).not.toMatch(/node_modules\/@redis\//);
    expect(ls.match(/node_modules\/ioredis$/gm)).toHaveLength(1);
    expect(execFileSync(node, ['--version'], { encoding: 'utf8' }).trim()).toBe(`v${PINNED_NODE}`);
  });

  it('should serve the web app, the API, the viewer and the seed files from the build', async () => {
    const page = await fetch(`${base}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    const countries = (await (await fetch(`${base}/api/area/countries`)).json()) as { data: { list: unknown[] } };
    expect(countries.data.list.length).toBeGreaterThan(200);
    expect((await fetch(`${base}/docs/`)).status).toBe(200);
    expect((await fetch(`${base}/docs/static/swagger-ui.css`)).status).toBe(200);
    expect((await fetch(`${base}/web/seed/covers/green-planet.jpg`)).status).toBe(200);
  });

  it('should sign up, take an avatar (sharp) and a video (ffprobe, ffmpeg) with what it installed', async () => {
    const app = overHttp(base);
    const { mail, user } = await signUp(app);
    const token = await logIn(app, mail);
    const avatar = await uploadReady(app, base, token, makeJpeg('me.jpg'), { kind: 'avatar', filename: 'me.jpg' });
    const set = await call(app, 'PUT', '/api/user/avatar', {
      token,
      body: { customId: user.customId, fileId: avatar },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect((await fetch(`${base}${set.body.data.avatarUrl}`)).headers.get('content-type')).toBe('image/jpeg');
    await uploadReady(app, base, token, makeVideo('clip.mp4', 1), { kind: 'video', filename: 'clip.mp4' });
  });

  it('should create an admin with the built command, attached to the running embedded database', async () => {
    const out = execFileSync(node, ['apps/server/dist/admin-create.js', '--email', 'boss@example.com'], {
      cwd: tree,
      env: { ...process.env, DATA_DIR: path.join(tree, 'data'), DATABASE_URL: '' },
      encoding: 'utf8',
    });
    expect(out).toMatch(/One-time password .*: \S+/);
    const login = await call(overHttp(base), 'POST', '/web/account/email/login', {
      body: { email: 'boss@example.com', password: /: (\S+)\s*$/.exec(out)?.[1] },
    });
    expect(login.status).toBeLessThan(500);
    expect(server.log()).not.toMatch(/"level":50/);
    // Launched as the guide says, with the node flags: no warning about them.
    expect(server.log()).not.toMatch(/started without these flags/);
    expect(server.log()).not.toMatch(/running on Node/);
    expect(await readFile(path.join(tree, 'apps/server/dist/server.js'), 'utf8')).not.toMatch(/from\s*"tsx/);
  });
});
