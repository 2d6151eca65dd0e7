import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { newCreator } from '@stringer/test-support/accounts';
import { makeJpeg } from '@stringer/test-support/media';
import { withAppDatabase } from '@stringer/test-support/staff';
import { adminQuery, dropDatabase, withDatabase } from '@stringer/test-support/test-database';
import { uploadReady } from '@stringer/test-support/uploads';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { loadConfig } from '../../config';
import { runBackup } from './backup.service';
import { localOriginal } from './lib/backup-objects';
import { backupKeyId } from './lib/backup-sealing';
import { openTarget } from './lib/backup-target';
import { restoreBackup } from './restore.service';

/**
 * What a backup is made of must not be anybody's to read: it holds password hashes, TOTP seeds
 * and every signing key. On disk only its owner reads it; with BACKUP_KEY nobody without the key.
 */
const t = useTestApp();
let parent: string;
let fileId: string;
const cover = makeJpeg('sealed-cover.jpg');
const key = randomBytes(32);
const fresh = { name: `stringer_r_${randomBytes(5).toString('hex')}`, url: '', dataDir: '' };

const backUp = (dir: string, withKey?: Buffer) =>
  withAppDatabase(t.url, async (database) =>
    runBackup({
      database,
      originals: { dataDir: t.dataDir },
      target: await openTarget({ dir }),
      keep: 3,
      key: withKey,
    }),
  );
const restore = (dir: string, withKey: Buffer | undefined, force = false) =>
  withAppDatabase(fresh.url, async (database) =>
    restoreBackup({
      database,
      originals: { dataDir: fresh.dataDir },
      target: await openTarget({ dir }),
      force,
      key: withKey,
    }),
  );

/** Every folder and file under `root`, with its permission bits. */
async function modes(root: string) {
  const found: { path: string; folder: boolean; mode: number }[] = [];
  const walk = async (at: string) => {
    const s = await stat(at);
    found.push({ path: path.relative(parent, at), folder: s.isDirectory(), mode: s.mode & 0o777 });
    if (s.isDirectory()) for (const name of await readdir(at)) await walk(path.join(at, name));
  };
  await walk(root);
  return found;
}

beforeAll(async () => {
  parent = await mkdtemp(path.join(tmpdir(), 'stringer-backups-'));
  fresh.dataDir = await mkdtemp(path.join(tmpdir(), 'stringer-restored-'));
  await adminQuery(inject('adminUrl'), `CREATE DATABASE ${fresh.name}`);
  fresh.url = withDatabase(inject('adminUrl'), fresh.name);
  const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  const { token } = await newCreator(t.app);
  fileId = await uploadReady(t.app, base, token, cover, { kind: 'cover', filename: 'c.jpg' });
});
afterAll(async () => {
  await dropDatabase(inject('adminUrl'), fresh.name);
  for (const dir of [parent, fresh.dataDir]) await rm(dir, { recursive: true, force: true });
});

describe('a backup on disk', () => {
  it('should write every file 0600 and every folder 0700, the target folder it makes included', async () => {
    const dir = path.join(parent, 'made', 'by-backup');
    await backUp(dir);
    const all = await modes(path.join(parent, 'made'));
    expect(all.filter((f) => !f.folder).map((f) => f.path)).toEqual(
      expect.arrayContaining([
        path.join('made', 'by-backup', 'catalog.json'),
        path.join('made', 'by-backup', 'objects', fileId),
      ]),
    );
    for (const f of all)
      expect({ path: f.path, mode: f.mode.toString(8) }).toEqual({ path: f.path, mode: f.folder ? '700' : '600' });
  });
});

describe('BACKUP_KEY', () => {
  const dir = () => path.join(parent, 'sealed');

  it('should refuse a key that is not 32 bytes, saying what it takes', () => {
    expect(() => loadConfig({ BACKUP_KEY: 'c2hvcnQ=' })).toThrow(/BACKUP_KEY: must be 32 bytes, as base64/);
    expect(loadConfig({ BACKUP_KEY: key.toString('hex') }).backup.key).toEqual(key);
  });

  it('should encrypt the dump and the originals, and say so in the manifest', async () => {
    const { manifest, stamp } = await backUp(dir(), key);
    expect(manifest.encryption).toEqual({ cipher: 'aes-256-gcm', chunkBytes: 65536, keyId: backupKeyId(key) });
    expect(manifest.objects).toEqual([expect.objectContaining({ fileId, size: cover.length })]);
    const sealed = await readFile(path.join(dir(), 'objects', `${fileId}.${backupKeyId(key)}.sealed`));
    expect(sealed.includes(cover.subarray(0, 64))).toBe(false);
    expect(sealed.includes(cover.subarray(cover.length - 64))).toBe(false);
    const accounts = await readFile(path.join(dir(), 'backups', stamp, 'database', 'accounts.copy.gz'));
    // Not gzip's magic any more: sealed.
    expect(accounts.subarray(0, 2).equals(Buffer.from([0x1f, 0x8b]))).toBe(false);
  });

  it('should refuse to restore without the key or with another, naming BACKUP_KEY, before touching the install', async () => {
    await expect(restore(dir(), undefined)).rejects.toThrow(/the backup is encrypted: set BACKUP_KEY/);
    await expect(restore(dir(), randomBytes(32))).rejects.toThrow(
      /BACKUP_KEY is not the key this backup was encrypted with/,
    );
    const { rows } = await adminQuery(
      fresh.url,
      "SELECT count(*)::int AS n FROM pg_tables WHERE schemaname IN ('public', 'drizzle')",
    );
    expect(rows[0].n).toBe(0);
    expect(await readdir(fresh.dataDir)).toEqual([]);
  });

  it('should restore with the same key: every row, and the original byte-equal', async () => {
    const report = await restore(dir(), key);
    expect(report).toMatchObject({ verified: 1, missing: [], damaged: [] });
    expect(report.rows.accounts).toBeGreaterThan(0);
    expect((await readFile(localOriginal(fresh.dataDir, fileId))).equals(cover)).toBe(true);
    const counts = await withAppDatabase(
      fresh.url,
      async (database) =>
        (await database.pool.query('SELECT count(*)::int AS n FROM files WHERE id = $1', [fileId])).rows[0].n,
    );
    expect(counts).toBe(1);
  });

  it('should report a sealed original altered at the target as damaged', async () => {
    const object = path.join(dir(), 'objects', `${fileId}.${backupKeyId(key)}.sealed`);
    const bytes = await readFile(object);
    bytes[bytes.length - 20] = (bytes[bytes.length - 20] as number) ^ 1;
    await writeFile(object, bytes);
    expect(await restore(dir(), key, true)).toMatchObject({ verified: 0, damaged: [fileId] });
  });
});
