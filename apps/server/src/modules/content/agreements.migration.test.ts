import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminQuery, dropDatabase, withDatabase } from '@stringer/test-support/test-database';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import * as schema from '../../db/schema';
import { seedAgreements } from './content.seed';

const migrations = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../db/migrations');

/** The migrations up to (not including) the one named `tag`, as an install of an earlier release had them. */
async function migrationsBefore(tag: string, dir: string) {
  await cp(migrations, dir, { recursive: true });
  const file = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(await readFile(file, 'utf8'));
  const at = journal.entries.findIndex((e: { tag: string }) => e.tag.endsWith(tag));
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(file, JSON.stringify(journal));
}

describe('agreements on an existing install', () => {
  const adminUrl = inject('adminUrl');
  const name = `stringer_m_${randomBytes(5).toString('hex')}`;
  const scratch = mkdtemp(path.join(tmpdir(), 'stringer-agreements-'));
  let pool: pg.Pool | undefined;
  afterAll(async () => {
    await pool?.end();
    await dropDatabase(adminUrl, name);
    await rm(await scratch, { recursive: true, force: true });
  });

  it('should carry each agreement over as its version 1, and the seed should then add only what is missing', async () => {
    await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
    pool = new pg.Pool({ connectionString: withDatabase(adminUrl, name), max: 2 });
    const db = drizzle(pool, { schema });
    const earlier = path.join(await scratch, 'migrations');
    await migrationsBefore('_agreement_versions', earlier);
    await migrate(db, { migrationsFolder: earlier });
    await pool.query(
      `INSERT INTO agreements (type, title, title_zh, content, content_zh, updated_at)
       VALUES ('privacy', 'Our privacy', '我们的隐私', '<p>as edited</p>', '<p>已编辑</p>', '2024-05-01T00:00:00Z')`,
    );

    await migrate(db, { migrationsFolder: migrations });
    await seedAgreements({ db });

    const { rows } = await pool.query(
      'SELECT type, version, title, content, author_id, created_at FROM agreement_versions ORDER BY type, version',
    );
    expect(rows.map((r) => [r.type, r.version])).toEqual([
      ['privacy', 1],
      ['service', 1],
      ['transfer', 1],
    ]);
    expect(rows[0]).toMatchObject({ title: 'Our privacy', content: '<p>as edited</p>', author_id: null });
    expect(rows[0].created_at.toISOString()).toBe('2024-05-01T00:00:00.000Z');
    const old = await pool.query(`SELECT to_regclass('agreements') AS t`);
    expect(old.rows[0].t).toBeNull();
  }, 60_000);
});
