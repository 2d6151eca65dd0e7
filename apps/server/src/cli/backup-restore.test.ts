import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { newCreator } from '@stringer/test-support/accounts';
import { makeJpeg } from '@stringer/test-support/media';
import { adminQuery, dropDatabase, withDatabase } from '@stringer/test-support/test-database';
import { uploadReady } from '@stringer/test-support/uploads';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { loadConfig } from '../config';

const run = promisify(execFile);
type Ran = { code?: number; stdout: string; stderr: string };
const t = useTestApp();
let dir: string;
let fileId: string;
const fresh = { name: `stringer_r_${randomBytes(5).toString('hex')}`, url: '', dataDir: '' };

const cli = (name: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<Ran> =>
  run(process.execPath, ['--import', 'tsx', path.resolve(import.meta.dirname, `${name}.ts`), ...args], {
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
  }).catch((err: Ran) => err);
const backup = (args: string[], env: Record<string, string> = {}) =>
  cli('backup', args, { DATABASE_URL: t.url, DATA_DIR: t.dataDir, ...env });
const restore = (args: string[]) => cli('restore', args, { DATABASE_URL: fresh.url, DATA_DIR: fresh.dataDir });
const catalog = async () => JSON.parse(await readFile(path.join(dir, 'catalog.json'), 'utf8')).backups as string[];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'stringer-backups-'));
  fresh.dataDir = await mkdtemp(path.join(tmpdir(), 'stringer-restored-'));
  await adminQuery(inject('adminUrl'), `CREATE DATABASE ${fresh.name}`);
  fresh.url = withDatabase(inject('adminUrl'), fresh.name);
  const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  const { token } = await newCreator(t.app);
  fileId = await uploadReady(t.app, base, token, makeJpeg('cli-cover.jpg'), { kind: 'cover', filename: 'c.jpg' });
});
afterAll(async () => {
  await dropDatabase(inject('adminUrl'), fresh.name);
  for (const d of [dir, fresh.dataDir]) await rm(d, { recursive: true, force: true });
});

describe('npm run backup', () => {
  it('should write a backup, record the run, and name the settings a restore needs', async () => {
    const { stdout, code } = await backup(['--to', dir]);
    expect(code, stdout).toBeUndefined();
    expect(stdout).toMatch(/Backup \S+ written to .*: \d+ rows, 1 originals/);
    expect(stdout).toContain('SMTP_URL');
    const { rows } = await t.sql.query('SELECT ok, target, finished_at IS NOT NULL AS finished FROM backups');
    expect(rows).toEqual([{ ok: true, target: dir, finished: true }]);
  });

  it('should copy an unchanged original only once, and keep BACKUP_KEEP backups', async () => {
    const object = path.join(dir, 'objects', fileId);
    const copied = (await stat(object)).mtimeMs;
    await backup(['--to', dir], { BACKUP_KEEP: '2' });
    const [oldest] = await catalog();
    await backup(['--to', dir], { BACKUP_KEEP: '2' });
    expect((await stat(object)).mtimeMs).toBe(copied);
    expect(await catalog()).toHaveLength(2);
    expect(await catalog()).not.toContain(oldest);
    await expect(stat(path.join(dir, 'backups', oldest as string))).rejects.toThrow();
  });

  it('should say where it failed, in the exit code and the backups table', async () => {
    const { code, stderr } = await backup([], { BACKUP_DIR: '', BACKUP_BUCKET: '' });
    expect({ code, stderr }).toMatchObject({ code: 1, stderr: expect.stringContaining('no backup target') });
    // A folder inside a file: no backup can be written there.
    const failing = await backup(['--to', path.join(dir, 'catalog.json', 'backups')]);
    expect(failing.code).toBe(1);
    const { rows } = await t.sql.query('SELECT ok, error FROM backups WHERE ok = false');
    expect(rows).toEqual([{ ok: false, error: expect.any(String) }]);
  });

  it('should refuse a schedule without a target, and in production a folder inside DATA_DIR', () => {
    expect(() => loadConfig({ BACKUP_CRON: '0 3 * * *' })).toThrow(/BACKUP_CRON: needs BACKUP_DIR or BACKUP_BUCKET/);
    const production = {
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mail.example.com',
      PAYOUT_KEY: 'a'.repeat(64),
      DATA_DIR: '/srv/stringer',
    };
    expect(() => loadConfig({ ...production, BACKUP_DIR: '/srv/stringer/backups' })).toThrow(/inside DATA_DIR/);
    expect(loadConfig({ ...production, BACKUP_DIR: '/backups', BACKUP_CRON: '0 3 * * *' }).backup).toMatchObject({
      dir: '/backups',
      cron: '0 3 * * *',
      keep: 7,
    });
  });
});

describe('npm run restore', () => {
  it('should restore into an empty install, verifying every original, and refuse it again without --force', async () => {
    const first = await restore([dir]);
    expect(first.code, first.stderr).toBeUndefined();
    expect(first.stdout).toContain('Originals verified by SHA-256: 1.');
    const restored = await readFile(path.join(fresh.dataDir, 'files', fileId));
    expect(restored.equals(await readFile(path.join(t.dataDir, 'files', fileId)))).toBe(true);
    const again = await restore([dir]);
    expect(again).toMatchObject({ code: 4, stderr: expect.stringContaining('not empty') });
  });

  it('should report an original missing from the backup (exit 3), with --force over the rows', async () => {
    await unlink(path.join(dir, 'objects', fileId));
    const forced = await restore([dir, '--force']);
    expect(forced.code, forced.stderr).toBe(3);
    expect(forced.stdout).toContain(`MISSING originals (file ids): ${fileId}`);
    expect(await restore([])).toMatchObject({ code: 2, stderr: expect.stringContaining('Usage') });
  });
});
