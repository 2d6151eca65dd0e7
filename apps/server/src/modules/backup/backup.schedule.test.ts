import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { withAppDatabase } from '@stringer/test-support/staff';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { latestBackup } from './backup.repository';
import { BACKUP_QUEUE, runBackup } from './backup.service';
import { openTarget } from './lib/backup-target';

let t: TestApp;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'stringer-backups-'));
  t = await createTestApp({ BACKUP_CRON: '30 3 * * *', BACKUP_DIR: dir, BACKUP_KEEP: '2' });
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

describe('BACKUP_CRON', () => {
  it('should schedule the backup once for the install, and back up when the job comes', async () => {
    const { rows } = await t.sql.query("SELECT cron FROM pgboss.schedule WHERE name = 'backup'");
    expect(rows).toEqual([{ cron: '30 3 * * *' }]);
    expect(await withAppDatabase(t.url, (database) => latestBackup(database.db))).toBeNull();

    // What pg-boss's clock does at 03:30: one job on the queue, which the app's worker takes.
    const boss = new PgBoss({ connectionString: t.url, max: 1, supervise: false, schedule: false });
    await boss.start();
    await boss.send(BACKUP_QUEUE, {});
    await boss.stop({ graceful: false });
    await expect
      .poll(() => withAppDatabase(t.url, (database) => latestBackup(database.db)), { timeout: 60_000, interval: 250 })
      .toMatchObject({ ok: true, error: null, target: dir, finishedAt: expect.any(Date), bytes: expect.any(Number) });
    const catalog = JSON.parse(await readFile(path.join(dir, 'catalog.json'), 'utf8'));
    expect(catalog.backups).toHaveLength(1);
  }, 90_000);

  it('should run one backup at a time: a second one started meanwhile is refused', async () => {
    const results = await withAppDatabase(t.url, async (database) => {
      const deps = { database, originals: { dataDir: t.dataDir }, target: await openTarget({ dir }), keep: 2 };
      return Promise.allSettled([runBackup(deps), runBackup(deps)]);
    });
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({
      reason: expect.objectContaining({ message: expect.stringContaining('another backup') }),
    });
  }, 60_000);

  it('should leave no backup half-written: a failed run removes its folder, and a killed run is swept by the next', async () => {
    const folders = async () => (await readdir(path.join(dir, 'backups'))).sort();
    const catalog = async () => JSON.parse(await readFile(path.join(dir, 'catalog.json'), 'utf8')).backups as string[];
    const listed = await catalog();
    await withAppDatabase(t.url, async (database) => {
      const target = await openTarget({ dir });
      const failing = {
        ...target,
        put: (key: string, bytes: Buffer, type: string) =>
          key.endsWith('manifest.json')
            ? Promise.reject(new Error('the disk went away'))
            : target.put(key, bytes, type),
      };
      const deps = { database, originals: { dataDir: t.dataDir }, target: failing, keep: 5 };
      await expect(runBackup(deps)).rejects.toThrow('the disk went away');
      expect(await latestBackup(database.db)).toMatchObject({ ok: false, error: 'the disk went away' });
      expect(await folders()).toEqual(listed.sort());

      // A run killed mid-way leaves its marker and its folder; the next run removes both.
      await mkdir(path.join(dir, 'backups', 'killed-run', 'database'), { recursive: true });
      await writeFile(path.join(dir, 'backups', 'killed-run', 'database', 'works.copy.gz'), 'half');
      await writeFile(path.join(dir, 'in-progress.json'), JSON.stringify({ stamp: 'killed-run' }));
      const { stamp } = await runBackup({ ...deps, target });
      expect(await catalog()).toEqual([...listed, stamp]);
      expect(await folders()).toEqual([...listed, stamp].sort());
      expect(await readdir(dir)).not.toContain('in-progress.json');
    });
  }, 60_000);
});
