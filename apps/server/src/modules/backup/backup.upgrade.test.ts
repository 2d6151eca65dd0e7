import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { withAppDatabase } from '@stringer/test-support/staff';
import { adminQuery, dropDatabase, withDatabase } from '@stringer/test-support/test-database';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runBackup } from './backup.service';
import { openTarget } from './lib/backup-target';
import { migrateTo, migrationsInBuild } from './lib/restore-migrations';
import { restoreBackup } from './restore.service';

/** The first release with backups: through migration 0023_backups. */
const OLDER_RELEASE = 24;
const names = { older: '', restored: '' };
const url = (name: string) => withDatabase(inject('adminUrl'), name);
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'stringer-backups-'));
  for (const key of ['older', 'restored'] as const) {
    names[key] = `stringer_u_${randomBytes(5).toString('hex')}`;
    await adminQuery(inject('adminUrl'), `CREATE DATABASE ${names[key]}`);
  }
});
afterAll(async () => {
  for (const name of Object.values(names)) await dropDatabase(inject('adminUrl'), name);
  await rm(dir, { recursive: true, force: true });
});

describe('a backup of an older release', () => {
  it('should restore into this one: rows loaded at their own schema, then migrated on', async () => {
    expect(await migrationsInBuild()).toBeGreaterThan(OLDER_RELEASE);
    const { manifest } = await withAppDatabase(url(names.older), async (database) => {
      await migrateTo(database, OLDER_RELEASE);
      await database.pool.query(
        "INSERT INTO tags (kind, name, name_zh) VALUES ('works', 'Storm', '风暴'), ('personal', 'Drone', '无人机')",
      );
      return runBackup({ database, originals: { dataDir: dir }, target: await openTarget({ dir }), keep: 1 });
    });
    expect(manifest.migrations).toBe(OLDER_RELEASE);

    const restored = await withAppDatabase(url(names.restored), async (database) => {
      const report = await restoreBackup({
        database,
        originals: { dataDir: dir },
        target: await openTarget({ dir }),
        force: false,
      });
      const migrations = await database.pool.query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
      const tags = await database.pool.query('SELECT kind, name FROM tags ORDER BY id');
      const next = await database.pool.query(
        "INSERT INTO tags (kind, name, name_zh) VALUES ('works', 'Fire', '火') RETURNING id",
      );
      return { report, migrations: migrations.rows[0].n, tags: tags.rows, nextId: next.rows[0].id };
    });
    expect(restored.report.rows.tags).toBe(2);
    expect(restored.migrations).toBe(await migrationsInBuild());
    expect(restored.tags).toEqual([
      { kind: 'works', name: 'Storm' },
      { kind: 'personal', name: 'Drone' },
    ]);
    // The identity sequence came back too: the next tag takes the next number, not 1 again.
    expect(restored.nextId).toBe(3);
  }, 120_000);
});
