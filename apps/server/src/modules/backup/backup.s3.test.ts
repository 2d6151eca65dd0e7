import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { newCreator } from '@stringer/test-support/accounts';
import { makeJpeg, sha256 } from '@stringer/test-support/media';
import { withAppDatabase } from '@stringer/test-support/staff';
import { adminQuery, dropDatabase, withDatabase } from '@stringer/test-support/test-database';
import { uploadReady } from '@stringer/test-support/uploads';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type FakeS3, s3Env, startFakeS3 } from '../../../test/s3-server';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { loadConfig } from '../../config';
import { runBackup } from './backup.service';
import { backupDeps } from './lib/backup-setup';
import { restoreBackup } from './restore.service';

/**
 * The S3 shape: originals stay in the store's bucket (listed and hashed, not copied) and the backup
 * goes to BACKUP_BUCKET. The test's S3 server holds one bucket, so both are the same one here
 * (the backup's keys are apart: `catalog.json`, `backups/…`); docs/deploy.md says to use another.
 */
let s3: FakeS3;
let t: TestApp;
let env: Record<string, string>;
let fileId: string;
const cover = makeJpeg('s3-backup-cover.jpg');
const fresh = `stringer_r_${randomBytes(5).toString('hex')}`;

beforeAll(async () => {
  s3 = await startFakeS3();
  env = s3Env(s3);
  t = await createTestApp(env);
  const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  const { token } = await newCreator(t.app);
  fileId = await uploadReady(t.app, base, token, cover, { kind: 'cover', filename: 'c.jpg' });
  await adminQuery(inject('adminUrl'), `CREATE DATABASE ${fresh}`);
});
afterAll(async () => {
  await t.close();
  await dropDatabase(inject('adminUrl'), fresh);
  await s3.close();
});

describe('backing up with S3', () => {
  it('should list and hash the originals where they are, write the backup to BACKUP_BUCKET, and restore from it', async () => {
    const config = loadConfig({ ...env, DATABASE_URL: t.url, BACKUP_BUCKET: s3.bucket });
    const { manifest } = await withAppDatabase(t.url, async (database) =>
      runBackup(await backupDeps(config, database)),
    );
    expect(manifest.store).toEqual({ kind: 's3', bucket: s3.bucket });
    expect(manifest.objects).toEqual([expect.objectContaining({ fileId, size: cover.length, sha256: sha256(cover) })]);
    expect([...s3.objects.keys()].filter((k) => k.startsWith('objects/'))).toEqual([]);
    expect(s3.objects.has('catalog.json')).toBe(true);

    const into = loadConfig({
      ...env,
      DATABASE_URL: withDatabase(inject('adminUrl'), fresh),
      BACKUP_BUCKET: s3.bucket,
    });
    const restore = (force: boolean) =>
      withAppDatabase(into.databaseUrl as string, async (database) => {
        const { originals, target } = await backupDeps(into, database);
        return restoreBackup({ database, originals, target, force });
      });
    expect(await restore(false)).toMatchObject({ verified: 1, missing: [], damaged: [] });

    const intoLocalFiles = withAppDatabase(into.databaseUrl as string, async (database) =>
      restoreBackup({
        database,
        target: (await backupDeps(into, database)).target,
        originals: { dataDir: tmpdir() },
        force: true,
      }),
    );
    await expect(intoLocalFiles).rejects.toThrow(`the backup's originals are in the bucket ${s3.bucket}`);
    s3.objects.delete(fileId);
    expect(await restore(true)).toMatchObject({ verified: 0, missing: [fileId] });
  }, 120_000);
});
