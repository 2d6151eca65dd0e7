import { and, eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedListsSql } from '../../../test/seed-lists';
import { useTestApp } from '../../../test/test-app';
import * as schema from '../../db/schema';
import { accounts, files, sessions, tasks, works } from '../../db/schema';
import type { Db } from './database';
import { withRowMapper } from './row-mapper';

/**
 * The compiled row mapper gives what Drizzle's own mapping gives, on real rows: nested objects, a
 * left join that found its row and one that did not (the object is null), an inner join, numbers
 * and timestamps decoded by their columns, and SQL fields with and without a decoder.
 */

const t = useTestApp();
let pool: pg.Pool;
let db: Db;

beforeAll(async () => {
  await t.sql.query(seedListsSql({ creators: 5, works: 40, bigWorks: 10, clues: 2, bigClues: 1 }));
  pool = new pg.Pool({ connectionString: t.url, max: 2 });
  db = drizzle({ client: pool, schema });
});
afterAll(() => pool.end());

/** One statement prepared twice, Drizzle's mapping and ours, run with the same values. */
async function bothWays<T>(
  build: () => { prepare(name: string): { execute(v?: Record<string, unknown>): Promise<T> } },
  values?: Record<string, unknown>,
) {
  const name = `row_mapper_${Math.random().toString(36).slice(2)}`;
  const drizzles = await build().prepare(`${name}_drizzle`).execute(values);
  const ours = await withRowMapper(build().prepare(`${name}_ours`)).execute(values);
  return { drizzles, ours };
}

it('maps nested objects and left joins that miss as Drizzle does', async () => {
  const { drizzles, ours } = await bothWays(
    () =>
      db
        .select({
          work: { id: works.id, title: works.title, submittedAt: works.submittedAt, auditStatus: works.auditStatus },
          // Half the works find their cover, the other half find none: that object is null.
          cover: { id: files.id, size: files.size },
          task: { id: tasks.id, title: tasks.title },
          owner: { name: accounts.realName },
          doubled: sql<number>`${works.id} * 2`.mapWith(Number),
          text: sql<string>`${works.submittedAt}::text`,
          aliased: sql<string>`lower(${works.title})`.as('aliased'),
        })
        .from(works)
        .innerJoin(accounts, eq(accounts.id, works.ownerId))
        .leftJoin(files, and(eq(files.id, works.coverFileId), sql`${works.id} % 2 = 0`))
        .leftJoin(tasks, eq(tasks.id, works.taskId))
        .where(sql`${works.ownerId} = ${sql.placeholder('owner')} OR ${sql.placeholder('owner')}::int IS NULL`)
        .orderBy(works.id),
    { owner: null },
  );
  expect(drizzles.length).toBeGreaterThan(10);
  expect(drizzles.some((r) => r.cover === null) && drizzles.some((r) => r.cover !== null)).toBe(true);
  expect(drizzles[0]?.work.submittedAt).toBeInstanceOf(Date);
  expect(ours).toEqual(drizzles);
});

it('maps a flat select with a placeholder as Drizzle does', async () => {
  const { drizzles, ours } = await bothWays(
    () =>
      db
        .select({ id: accounts.id, role: accounts.role, disabledAt: accounts.disabledAt, sessions: sql<number>`0` })
        .from(accounts)
        .leftJoin(sessions, eq(sessions.accountId, accounts.id))
        .where(sql`${accounts.id} >= ${sql.placeholder('from')}`),
    { from: 0 },
  );
  expect(drizzles.length).toBeGreaterThan(0);
  expect(ours).toEqual(drizzles);
});
