import { ClueAuditStatus, WorkAuditStatus } from '@stringer/shared/statuses';
import { newCreator } from '@stringer/test-support/accounts';
import { call } from '@stringer/test-support/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * Deep pages are read from the first key of a page read before (docs/decisions/0037). These
 * tests read pages through the API, change the list under them in every way a list changes
 * (rows added, removed, re-statused, moved, edited; one statement, several, a rollback) and
 * check each page against what LIMIT/OFFSET over the same order returns: a stale anchor must
 * never show up as a wrong page.
 */

let t: TestApp;
let me: { token: string; customId: number };
const SIZE = 7;

beforeAll(async () => {
  t = await createTestApp();
  me = await newCreator(t.app);
  await t.sql.query(
    `INSERT INTO files (id, owner_id, kind, original_name, mime, size, storage_key, state)
       VALUES ('deep-cover', $1, 'cover', 'cover.jpg', 'image/jpeg', 1000, 'deep/cover', 'ready')`,
    [me.customId],
  );
  // 300 works; every three share a submission time, so the id alone orders them.
  await t.sql.query(
    `INSERT INTO works (owner_id, title, description, cover_file_id, audit_status, task_id, public_at, submitted_at)
       SELECT $1, 'Deep ' || g, 'd', 'deep-cover', g % 4, CASE WHEN g % 3 = 0 THEN (SELECT min(id) FROM tasks) END,
         CASE WHEN g % 4 = 1 AND g % 2 = 1 THEN now() - (g / 2) * interval '1 second' END,
         date_trunc('second', now()) - (g / 3) * interval '1 second' + interval '123 microseconds'
       FROM generate_series(1, 300) g`,
    [me.customId],
  );
  await t.sql.query(
    `INSERT INTO clues (owner_id, title, description, happened_on, country_id, audit_status, submitted_at)
       SELECT $1, 'Clue ' || g, 'c', current_date, (SELECT min(id) FROM countries), g % 4,
         date_trunc('second', now()) - (g / 2) * interval '1 second'
       FROM generate_series(1, 120) g`,
    [me.customId],
  );
}, 60_000);
afterAll(() => t.close());

interface List {
  name: string;
  url: string;
  query: Record<string, string>;
  /** The same list by LIMIT/OFFSET: $1 owner, $2 limit, $3 offset. */
  sql: string;
  idOf: (item: Record<string, number>) => number;
  signedIn: boolean;
}

const byOffset = (from: string, where: string, sortAt = 'submitted_at') =>
  `SELECT id FROM ${from} WHERE ${where} ORDER BY ${sortAt} DESC, id DESC LIMIT $2 OFFSET $3`;

const lists = (): List[] => [
  {
    name: 'My works',
    url: '/web/works/page',
    query: { customId: String(me.customId) },
    sql: byOffset('works', 'owner_id = $1'),
    idOf: (w) => w.worksId as number,
    signedIn: true,
  },
  {
    name: 'My works, Passed',
    url: '/web/works/page',
    query: { customId: String(me.customId), auditStatus: String(WorkAuditStatus.Passed) },
    sql: byOffset('works', `owner_id = $1 AND audit_status = ${WorkAuditStatus.Passed}`),
    idOf: (w) => w.worksId as number,
    signedIn: true,
  },
  {
    name: 'public works',
    url: '/web/works/public/page',
    query: {},
    sql: byOffset(
      'works',
      `$1::int IS NOT NULL AND public_at IS NOT NULL AND audit_status = ${WorkAuditStatus.Passed}`,
      'public_at',
    ),
    idOf: (w) => w.worksId as number,
    signedIn: false,
  },
  {
    name: 'My task',
    url: '/api/activity/my/page',
    query: { customId: String(me.customId) },
    sql: byOffset('works', 'owner_id = $1 AND (task_id IS NOT NULL OR activity_id IS NOT NULL)'),
    idOf: (w) => w.worksId as number,
    signedIn: true,
  },
  {
    name: 'My clues',
    url: '/web/clue/page',
    query: { customId: String(me.customId) },
    sql: byOffset('clues', 'owner_id = $1'),
    idOf: (c) => c.id as number,
    signedIn: true,
  },
];

async function apiPage(list: List, pageNum: number) {
  const res = await call(t.app, 'GET', list.url, {
    token: list.signedIn ? me.token : undefined,
    query: { ...list.query, pageNum: String(pageNum), pageSize: String(SIZE) },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { ids: (res.body.data.list as Record<string, number>[]).map(list.idOf), total: res.body.data.total as number };
}

const offsetPage = async (list: List, pageNum: number) =>
  (await t.sql.query(list.sql, [me.customId, SIZE, (pageNum - 1) * SIZE])).rows.map((r) => r.id as number);

/** Pages read in an order that leaves anchors before and after each other, the last past the end. */
const PAGES = [9, 3, 12, 10, 40, 2, 11, 60];

/** Every list's pages, read twice (the second from anchors), each equal to LIMIT/OFFSET's. */
async function expectPagesRight(when: string) {
  for (const list of lists()) {
    for (let round = 0; round < 2; round++) {
      for (const pageNum of PAGES) {
        const got = await apiPage(list, pageNum);
        expect(got.ids, `${list.name}, page ${pageNum}, ${when}, read ${round + 1}`).toEqual(
          await offsetPage(list, pageNum),
        );
      }
    }
  }
}

describe('deep pages read from cached anchors', () => {
  it('should equal LIMIT/OFFSET before any change', async () => {
    await expectPagesRight('at first');
    // The page numbers above reach real rows in every list, and one past the end.
    for (const list of lists()) expect((await apiPage(list, 10)).ids.length).toBeGreaterThan(0);
  });

  it('should equal LIMIT/OFFSET after rows are added at the top and in the middle', async () => {
    await t.sql.query(
      `INSERT INTO works (owner_id, title, description, cover_file_id, audit_status, task_id, public_at, submitted_at)
         SELECT $1, 'New ' || g, 'n', 'deep-cover', ${WorkAuditStatus.Passed}, (SELECT min(id) FROM tasks), now(), now() - g * interval '1 minute'
         FROM generate_series(1, 5) g`,
      [me.customId],
    );
    await t.sql.query(
      `INSERT INTO clues (owner_id, title, description, happened_on, country_id, audit_status, submitted_at)
         VALUES ($1, 'New clue', 'c', current_date, (SELECT min(id) FROM countries), ${ClueAuditStatus.Pending}, now() - interval '20 seconds')`,
      [me.customId],
    );
    await expectPagesRight('after inserts');
  });

  it('should equal LIMIT/OFFSET after rows are deleted before and inside the cached pages', async () => {
    await t.sql.query(
      `DELETE FROM works WHERE owner_id = $1 AND id IN (
         SELECT id FROM works WHERE owner_id = $1 ORDER BY submitted_at DESC, id DESC LIMIT 4 OFFSET 15)`,
      [me.customId],
    );
    await t.sql.query(`DELETE FROM works WHERE owner_id = $1 AND title = 'Deep 200'`, [me.customId]);
    await t.sql.query(`DELETE FROM clues WHERE owner_id = $1 AND title IN ('Clue 3', 'Clue 70')`, [me.customId]);
    await expectPagesRight('after deletes');
  });

  it('should equal LIMIT/OFFSET after status changes, which move rows between the filtered lists', async () => {
    await t.sql.query(
      `UPDATE works SET audit_status = ${WorkAuditStatus.Passed} WHERE owner_id = $1 AND title IN ('Deep 4', 'Deep 8')`,
      [me.customId],
    );
    await t.sql.query(
      `UPDATE works SET audit_status = ${WorkAuditStatus.Rejected} WHERE owner_id = $1 AND title = 'Deep 41'`,
      [me.customId],
    );
    await t.sql.query(
      `UPDATE clues SET audit_status = ${ClueAuditStatus.Accepted} WHERE owner_id = $1 AND title = 'Clue 10'`,
      [me.customId],
    );
    await expectPagesRight('after status changes');
  });

  it('should equal LIMIT/OFFSET after a row moves (a new sort time) with its status and count unchanged', async () => {
    await t.sql.query(
      `UPDATE works SET submitted_at = submitted_at - interval '1 hour', public_at = public_at - interval '1 hour'
         WHERE owner_id = $1 AND title IN ('Deep 5', 'Deep 9')`,
      [me.customId],
    );
    await t.sql.query(`UPDATE works SET task_id = NULL WHERE owner_id = $1 AND title = 'Deep 6'`, [me.customId]);
    await t.sql.query(
      `UPDATE clues SET submitted_at = submitted_at + interval '1 microsecond' WHERE owner_id = $1 AND title = 'Clue 2'`,
      [me.customId],
    );
    await expectPagesRight('after moves');
  });

  it('should keep the version through edits that change no list, and change it with every statement that does', async () => {
    const version = async () =>
      (await t.sql.query(`SELECT version FROM list_versions WHERE list = 'works' AND owner_id = $1`, [me.customId]))
        .rows[0]?.version as string;
    const before = await version();
    await t.sql.query(`UPDATE works SET title = title || '.' WHERE owner_id = $1`, [me.customId]);
    expect(await version()).toBe(before);
    await t.sql.query(`UPDATE works SET audit_status = audit_status WHERE owner_id = $1`, [me.customId]);
    expect(await version()).toBe(before);
    // A rolled-back change leaves its version unused; the next change takes another.
    const client = await t.sql.connect();
    try {
      await client.query('BEGIN');
      await client.query(
        `UPDATE works SET audit_status = ${WorkAuditStatus.SendBack} WHERE owner_id = $1 AND title LIKE 'Deep 1%'`,
        [me.customId],
      );
      const inside = (
        await client.query(`SELECT version FROM list_versions WHERE list = 'works' AND owner_id = $1`, [me.customId])
      ).rows[0].version;
      expect(inside).not.toBe(before);
      await client.query('ROLLBACK');
      expect(await version()).toBe(before);
      await t.sql.query(
        `UPDATE works SET audit_status = ${WorkAuditStatus.SendBack} WHERE owner_id = $1 AND title LIKE 'Deep 2%'`,
        [me.customId],
      );
      const after = await version();
      expect([before, inside]).not.toContain(after);
    } finally {
      client.release();
    }
    await expectPagesRight('after edits and a rollback');
  });

  it('should equal LIMIT/OFFSET when the list changes between every two reads', async () => {
    const works = lists()[0] as List;
    for (let i = 0; i < 12; i++) {
      const pageNum = 5 + (i % 4) * 3;
      // Each change lands before the page read next: an insert above it, a delete, a status change.
      const change = [
        `INSERT INTO works (owner_id, title, description, cover_file_id, submitted_at) VALUES ($1, 'Churn', 'c', 'deep-cover', now())`,
        `DELETE FROM works WHERE id = (SELECT id FROM works WHERE owner_id = $1 ORDER BY submitted_at DESC, id DESC OFFSET 2 LIMIT 1)`,
        `UPDATE works SET audit_status = ${WorkAuditStatus.Rejected} WHERE id = (SELECT id FROM works WHERE owner_id = $1 AND audit_status <> ${WorkAuditStatus.Rejected} ORDER BY submitted_at DESC, id DESC LIMIT 1)`,
      ][i % 3] as string;
      expect((await apiPage(works, pageNum)).ids).toEqual(await offsetPage(works, pageNum));
      await t.sql.query(change, [me.customId]);
      expect((await apiPage(works, pageNum)).ids).toEqual(await offsetPage(works, pageNum));
    }
  });

  it('should report totals that match the list after all of it', async () => {
    const { total } = await apiPage(lists()[0] as List, 1);
    expect(total).toBe(
      (await t.sql.query('SELECT count(*)::int AS n FROM works WHERE owner_id = $1', [me.customId])).rows[0].n,
    );
    // A page past the end has no row to carry the total: every list asks it alone.
    for (const list of lists()) {
      const past = await apiPage(list, 1000);
      expect(past.ids, list.name).toEqual([]);
      expect(past.total, list.name).toBe((await apiPage(list, 1)).total);
    }
  });
});
