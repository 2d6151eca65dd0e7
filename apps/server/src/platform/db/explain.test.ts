import { ClueAuditStatus, WorkAuditStatus } from '@stringer/shared/statuses';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIG_CREATOR_MAIL, seedListsSql } from '../../../test/seed-lists';
import { useTestApp } from '../../../test/test-app';
import * as schema from '../../db/schema';
import { cluesRepository } from '../../modules/clues/clues.repository';
import { filesRepository } from '../../modules/files/files.repository';
import { publicWorksRepository } from '../../modules/public-works/public-works.repository';
import { renditionsRepository } from '../../modules/renditions/renditions.repository';
import { QUEUES, reviewRepository } from '../../modules/review/review.repository';
import { tasksRepository } from '../../modules/tasks/tasks.repository';
import { worksRepository } from '../../modules/works/works.repository';
import type { Db } from './database';

/**
 * The plans of the lists on tens of thousands of rows, after ANALYZE, so the planner's choice is
 * the one production gets: a list that loses its index (a dropped index, a filter the index does
 * not cover) fails here rather than in a slow page.
 */

const t = useTestApp();
// Not list_versions: one row per list and owner (about a hundred here), read whole from one page, as it should be.
const BIG_TABLES = ['works', 'clues', 'files', 'accounts', 'work_tags', 'list_counts'];
const PAGE_SIZE = 10;

interface Plan {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  Plans?: Plan[];
}

const nodesOf = (plan: Plan): Plan[] => [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];

/** A pg pool that keeps the statements sent through it, to EXPLAIN what the repositories really send. */
class CapturingPool extends pg.Pool {
  sent: { text: string; values: unknown[]; named: boolean }[] = [];
  // biome-ignore lint/suspicious/noExplicitAny: pg.Pool.query's many overloads, passed through.
  override query(config: any, values?: any, callback?: any): any {
    this.sent.push({ text: config.text ?? config, values: values ?? config.values ?? [], named: !!config.name });
    return super.query(config, values, callback);
  }
}

let pool: CapturingPool;
let db: Db;
let owner: number;
let taskId: number;
let countryId: number;

beforeAll(async () => {
  // Enough creators that accounts are read by key, as in production, not scanned as a tiny table.
  await t.sql.query(seedListsSql({ creators: 1_000, works: 60_000, bigWorks: 40_000, clues: 20_000, bigClues: 8_000 }));
  await t.sql.query('VACUUM ANALYZE');
  owner = (await t.sql.query('SELECT id FROM accounts WHERE mail = $1', [BIG_CREATOR_MAIL])).rows[0].id;
  taskId = (await t.sql.query('SELECT min(task_id) AS id FROM works')).rows[0].id;
  countryId = (await t.sql.query('SELECT min(country_id) AS id FROM clues')).rows[0].id;
  pool = new CapturingPool({ connectionString: t.url, max: 2 });
  db = drizzle({ client: pool, schema });
}, 60_000);
afterAll(() => pool.end());

/**
 * Runs a list call, then EXPLAIN ANALYZE of each statement it sent. A named statement is run as
 * the pool runs it after its first few calls, by the generic plan PostgreSQL caches for it
 * (docs/decisions/0023): that plan, made without the values, must be as good as theirs.
 */
async function plansOf(call: () => Promise<unknown>) {
  pool.sent = [];
  await call();
  const plans: Plan[] = [];
  for (const { text, values, named } of pool.sent) {
    plans.push(named ? await genericPlan(text, values) : await explain(text, values));
  }
  return plans;
}

const planOf = (rows: { 'QUERY PLAN': { Plan: Plan }[] }[]) => rows[0]?.['QUERY PLAN'][0]?.Plan as Plan;

const explain = async (text: string, values: unknown[]) =>
  planOf((await t.sql.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${text}`, values)).rows);

async function genericPlan(text: string, values: unknown[]) {
  // One connection: the setting and the prepared statement are that session's.
  const client = await t.sql.connect();
  const literal = (v: unknown): string =>
    v === null || v === undefined ? 'NULL' : client.escapeLiteral(Array.isArray(v) ? `{${v.join(',')}}` : String(v));
  try {
    await client.query(`SET plan_cache_mode = force_generic_plan; PREPARE generic AS ${text}`);
    const args = values.map(literal).join(', ');
    return planOf((await client.query(`EXPLAIN (ANALYZE, FORMAT JSON) EXECUTE generic(${args})`)).rows);
  } finally {
    await client.query('DEALLOCATE ALL; RESET plan_cache_mode');
    client.release();
  }
}

/** The creators' lists, read from a cached first key when read again (docs/decisions/0037). */
const anchoredLists: [string, () => Promise<unknown>][] = [
  ['My works, page 1', () => worksRepository.page(db, owner, undefined, { pageNum: 1, pageSize: PAGE_SIZE })],
  ['My works, page 3,000', () => worksRepository.page(db, owner, undefined, { pageNum: 3000, pageSize: PAGE_SIZE })],
  [
    'My works, Passed, page 1,500',
    () => worksRepository.page(db, owner, WorkAuditStatus.Passed, { pageNum: 1500, pageSize: PAGE_SIZE }),
  ],
  ['public works, page 1', () => publicWorksRepository.page(db, { pageNum: 1, pageSize: PAGE_SIZE })],
  ['public works, page 200', () => publicWorksRepository.page(db, { pageNum: 200, pageSize: PAGE_SIZE })],
  ['My task, page 500', () => tasksRepository.participation(db, owner, { pageNum: 500, pageSize: PAGE_SIZE })],
  ['My clues, page 700', () => cluesRepository.page(db, owner, undefined, { pageNum: 700, pageSize: PAGE_SIZE })],
  [
    'My clues, Accepted, page 100',
    () => cluesRepository.page(db, owner, ClueAuditStatus.Accepted, { pageNum: 100, pageSize: PAGE_SIZE }),
  ],
];
const lists = [...anchoredLists, ...reviewQueues()];

/** The console's queues (docs/decisions/0036): each filter is the leading column of an index, the total counted to a cap. */
function reviewQueues(): [string, () => Promise<unknown>][] {
  type Filter = Parameters<typeof reviewRepository.page>[2];
  // Filters are read when the test runs: the seeded ids exist only after beforeAll.
  const queue =
    (f: () => Filter, pageNum: number, kind: 'work' | 'clue' = 'work') =>
    () =>
      reviewRepository.page(db, QUEUES[kind], f(), { pageNum, pageSize: PAGE_SIZE });
  const dayAgo = () => new Date(Date.now() - 86_400_000).toISOString();
  return [
    ['review works, Pending, page 1', queue(() => ({ status: WorkAuditStatus.Pending }), 1)],
    ['review works, Pending, page 900', queue(() => ({ status: WorkAuditStatus.Pending }), 900)],
    [
      'review works, Passed, submitted between',
      queue(
        () => ({ status: WorkAuditStatus.Passed, submittedFrom: '2000-01-01T00:00:00Z', submittedTo: dayAgo() }),
        20,
      ),
    ],
    ['review works, Pending, of a task, page 50', queue(() => ({ status: WorkAuditStatus.Pending, taskId }), 50)],
    [
      'review works, Passed, of one creator, page 300',
      queue(() => ({ status: WorkAuditStatus.Passed, creatorIds: [owner] }), 300),
    ],
    [
      'review clues, Accepted, in a country, page 300',
      queue(() => ({ status: ClueAuditStatus.Accepted, countryId }), 300, 'clue'),
    ],
    ['review works, the counts of the tabs', () => reviewRepository.counts(db, QUEUES.work, { taskId })],
  ];
}

describe('the plans of the lists', () => {
  it.each(lists)('%s: no Seq Scan of a big table, no Sort of more than a page, one statement', async (_, call) => {
    const plans = await plansOf(call);
    expect(plans).toHaveLength(1);
    const nodes = plans.flatMap(nodesOf);
    const seqScans = nodes.filter(
      (n) => n['Node Type'] === 'Seq Scan' && BIG_TABLES.includes(n['Relation Name'] ?? ''),
    );
    expect(seqScans.map((n) => n['Relation Name'])).toEqual([]);
    const sorts = nodes.filter((n) => n['Node Type'] === 'Sort');
    for (const sort of sorts) expect(sort['Actual Rows']).toBeLessThanOrEqual(PAGE_SIZE);
    // The skipped pages are read from the index alone, never from the table.
    expect(nodes.some((n) => n['Node Type'] === 'Index Only Scan')).toBe(true);
  });

  // The console's queues are paged by OFFSET within their index (0036): no anchor to start from.
  it.each(anchoredLists)(
    '%s, read again: starts from the first key of the page read before, one page of the index',
    async (_, call) => {
      await call();
      const plans = await plansOf(call);
      // One statement: the anchor was of the list's current version, so the page was not read again.
      expect(plans).toHaveLength(1);
      const scans = plans.flatMap(nodesOf).filter((n) => n['Node Type'] === 'Index Only Scan');
      expect(scans.length).toBeGreaterThan(0);
      for (const scan of scans) expect(scan['Actual Rows']).toBeLessThanOrEqual(PAGE_SIZE);
    },
  );

  // PostgreSQL planned a statement with a parameter LIMIT again on every call (it prices that
  // generic plan as a tenth of the table): the creators' lists are planned once per connection.
  it.each(anchoredLists)('%s, called again and again: runs its cached generic plan', async (_, call) => {
    const single = new pg.Pool({ connectionString: t.url, max: 1 });
    const own = drizzle({ client: single, schema });
    try {
      const saved = db;
      db = own;
      try {
        for (let i = 0; i < 8; i++) await call();
      } finally {
        db = saved;
      }
      const { rows } = await single.query('SELECT name, generic_plans, custom_plans FROM pg_prepared_statements');
      // The statement a page is read by once it has an anchor; reading it from the top (skipping) happened once.
      const repeated = rows.filter((r) => /_page/.test(r.name) && Number(r.generic_plans) + Number(r.custom_plans) > 5);
      expect(repeated.length).toBeGreaterThan(0);
      for (const r of repeated) {
        expect({ name: r.name, generic: Number(r.generic_plans) > 0 }).toEqual({ name: r.name, generic: true });
      }
    } finally {
      await single.end();
    }
  });

  // /public/videos searched and filtered (0060): each on an index, whatever the planner picks; a rare word by the search index.
  const publicSearches: [string, Parameters<typeof publicWorksRepository.search>[1]][] = [
    ['a rare word', { keyword: 'Work 4230' }],
    ['a word every public work has', { keyword: 'benchmark' }],
    ['a Chinese word', { keyword: '暴雨' }],
    ['one tag', { tagId: 1 }],
    ['a tag and a word', { tagId: 1, keyword: 'work' }],
    ['the days made public', { from: '2000-01-01', to: new Date().toISOString().slice(0, 10) }],
  ];
  it.each(publicSearches)(
    'public works searched by %s: no Seq Scan of a big table, no Sort of more than a page',
    async (name, f) => {
      const plans = await plansOf(() => publicWorksRepository.search(db, f, { pageNum: 3, pageSize: PAGE_SIZE }));
      const nodes = plans.flatMap(nodesOf);
      const seqScans = nodes.filter(
        (n) => n['Node Type'] === 'Seq Scan' && BIG_TABLES.includes(n['Relation Name'] ?? ''),
      );
      expect(seqScans.map((n) => n['Relation Name'])).toEqual([]);
      for (const sort of nodes.filter((n) => n['Node Type'] === 'Sort')) {
        expect(sort['Actual Rows']).toBeLessThanOrEqual(3 * PAGE_SIZE);
      }
      if (name === 'a rare word' || name === 'a Chinese word') {
        expect(nodes.map((n) => n['Index Name'])).toContain('works_search_idx');
      }
    },
  );

  // Every request by a public page's address asks whether its file still shows (decisions/0010): by key, never a scan.
  it("a public page's address checked against its work: no Seq Scan of a big table", async () => {
    const { rows } = await t.sql.query(
      `SELECT cover_file_id AS id FROM works WHERE owner_id = $1 AND public_at IS NOT NULL AND audit_status = ${WorkAuditStatus.Passed} LIMIT 1`,
      [owner],
    );
    const plans = await plansOf(async () => {
      await filesRepository.findShownPublicly(db, rows[0].id);
      await renditionsRepository.servable(db, rows[0].id, 'public');
    });
    expect(plans).toHaveLength(2);
    const seqScans = plans
      .flatMap(nodesOf)
      .filter((n) => n['Node Type'] === 'Seq Scan' && BIG_TABLES.includes(n['Relation Name'] ?? ''));
    expect(seqScans.map((n) => n['Relation Name'])).toEqual([]);
  });

  it('should count what count(*) counts, through inserts, status changes and deletes', async () => {
    await t.sql.query(
      `UPDATE works SET audit_status = ${WorkAuditStatus.Rejected} WHERE id IN (SELECT id FROM works WHERE owner_id = $1 LIMIT 500)`,
      [owner],
    );
    await t.sql.query(
      `UPDATE works SET public_at = NULL WHERE id IN (SELECT id FROM works WHERE public_at IS NOT NULL LIMIT 50)`,
    );
    await t.sql.query(`DELETE FROM works WHERE id IN (SELECT id FROM works WHERE owner_id = $1 LIMIT 70)`, [owner]);
    const totals = async () => ({
      all: (await worksRepository.page(db, owner, undefined, { pageNum: 1, pageSize: 1 })).total,
      rejected: (await worksRepository.page(db, owner, WorkAuditStatus.Rejected, { pageNum: 1, pageSize: 1 })).total,
      public: (await publicWorksRepository.page(db, { pageNum: 1, pageSize: 1 })).total,
      tasks: (await tasksRepository.participation(db, owner, { pageNum: 1, pageSize: 1 })).total,
      // Past the last page: no row to carry the total, which is asked alone.
      cluesPastTheEnd: (await cluesRepository.page(db, owner, undefined, { pageNum: 100_000, pageSize: 10 })).total,
    });
    const count = async (where: string) =>
      (await t.sql.query(`SELECT count(*)::int AS n FROM ${where}`, where.includes('$1') ? [owner] : [])).rows[0].n;
    expect(await totals()).toEqual({
      all: await count('works WHERE owner_id = $1'),
      rejected: await count(`works WHERE owner_id = $1 AND audit_status = ${WorkAuditStatus.Rejected}`),
      public: await count(`works WHERE public_at IS NOT NULL AND audit_status = ${WorkAuditStatus.Passed}`),
      tasks: await count('works WHERE owner_id = $1 AND (task_id IS NOT NULL OR activity_id IS NOT NULL)'),
      cluesPastTheEnd: await count('clues WHERE owner_id = $1'),
    });
  });
});
