import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { withAppDatabase } from '@stringer/test-support/staff';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { latestBackup } from './backup.repository';
import { BACKUP_QUEUE, runBackup } from './backup.service';
import { openTarget } from './backup-target';

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
});
