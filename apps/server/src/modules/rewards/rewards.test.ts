import { TOKEN_NAME } from '@stringer/shared/constants';
import { WorkAuditStatus } from '@stringer/shared/statuses';
import { newCreator } from '@stringer/test-support/accounts';
import { call } from '@stringer/test-support/api';
import { newStaff } from '@stringer/test-support/staff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let admin: { token: string };
let reviewer: { token: string };
let creator: { token: string; customId: number };
let taskId: number;
let activityId: number;

/**
 * Works as review leaves them when it passes them (review.test.ts covers that path): passed, the
 * task's points or the activity's score set, reward Submitted and payout Unpaid.
 */
async function passedWorks(owner: number, n: number, answers: 'task' | 'activity' | 'none' = 'task') {
  await t.sql.query(
    `INSERT INTO files (id, owner_id, kind, original_name, mime, size, storage_key, state)
     VALUES ('reward-cover-' || $1::int, $1, 'cover', 'c.jpg', 'image/jpeg', 10, 'x/' || $1::int, 'ready')
     ON CONFLICT DO NOTHING`,
    [owner],
  );
  const { rows } = await t.sql.query(
    `INSERT INTO works (owner_id, title, description, cover_file_id, task_id, activity_id, points, score,
                        audit_status, reviewed_at)
     SELECT $1, 'Storm ' || g, 'd', 'reward-cover-' || $1::int, $2::int, $3::int,
            CASE WHEN $2::int IS NULL THEN NULL ELSE 80 END, CASE WHEN $3::int IS NULL THEN NULL ELSE 7 END,
            ${WorkAuditStatus.Passed}, now()
     FROM generate_series(1, $4::int) g RETURNING id`,
    [owner, answers === 'task' ? taskId : null, answers === 'activity' ? activityId : null, n],
  );
  return rows.map((r) => r.id as number);
}

const issue = (workIds: number[], rewardStatus = 'issued', who = admin) =>
  call(t.app, 'PUT', '/manager/reward/status', { token: who.token, body: { workIds, rewardStatus } });
const pay = (workIds: number[], payoutStatus = 'paid', who = admin) =>
  call(t.app, 'PUT', '/manager/reward/payout', { token: who.token, body: { workIds, payoutStatus } });
const statusOf = async (id: number) =>
  (await t.sql.query('SELECT reward_status, payout_status FROM works WHERE id = $1', [id])).rows[0];
const auditRows = async (ids: number[]) =>
  (
    await t.sql.query(
      `SELECT entity, entity_id, action, before, after, creator_id FROM audit_log
       WHERE entity IN ('reward', 'payout') AND entity_id = ANY($1) ORDER BY id`,
      [ids],
    )
  ).rows;
const notes = async (accountId: number) =>
  (await t.sql.query('SELECT type, params FROM notifications WHERE account_id = $1 ORDER BY id', [accountId])).rows;

beforeAll(async () => {
  t = await createTestApp();
  admin = await newStaff(t.app, t.url, 'admin');
  reviewer = await newStaff(t.app, t.url, 'reviewer');
  creator = await newCreator(t.app);
  taskId = (await t.sql.query('SELECT min(id) AS id FROM tasks')).rows[0].id;
  activityId = (await t.sql.query('SELECT min(id) AS id FROM activities')).rows[0].id;
});
afterAll(() => t.close());

describe('who may move rewards', () => {
  it('should refuse creators, reviewers and support on every rewards call', async () => {
    const support = await newStaff(t.app, t.url, 'support');
    for (const who of [creator, reviewer, support]) {
      expect((await call(t.app, 'GET', '/manager/reward/page', { token: who.token })).status).toBe(403);
      expect((await issue([1], 'issued', who)).status).toBe(403);
      expect((await pay([1], 'paid', who)).status).toBe(403);
      expect((await call(t.app, 'GET', '/manager/reward/due.csv', { token: who.token })).status).toBe(403);
    }
  });

  it('should refuse an empty batch, a repeated id and more than 100 works, naming the field', async () => {
    expect((await issue([])).body.errors).toEqual([{ field: 'workIds', msgKey: 'errors.required' }]);
    expect((await issue([5, 5])).body.errors).toEqual([{ field: 'workIds', msgKey: 'errors.duplicateIds' }]);
    const many = Array.from({ length: 101 }, (_, i) => i + 1);
    expect((await issue(many)).body.errors).toEqual([{ field: 'workIds', msgKey: 'errors.batchTooLarge' }]);
    expect((await issue([1], 'done')).status).toBe(400);
  });
});

describe('issuing and paying', () => {
  it("should issue a task's reward, then pay it, each with an audit row and the creator's notification", async () => {
    const [id] = (await passedWorks(creator.customId, 1)) as [number];
    const issued = await issue([id]);
    expect(issued.status, JSON.stringify(issued.body)).toBe(200);
    expect(await statusOf(id)).toEqual({ reward_status: 'issued', payout_status: 'unpaid' });
    expect((await pay([id])).status).toBe(200);
    expect(await statusOf(id)).toEqual({ reward_status: 'issued', payout_status: 'paid' });
    expect(await auditRows([id])).toMatchObject([
      {
        entity: 'reward',
        action: 'issue',
        before: { rewardStatus: 'submitted' },
        after: { rewardStatus: 'issued', points: 80 },
        creator_id: creator.customId,
      },
      { entity: 'payout', action: 'pay', before: { payoutStatus: 'unpaid' }, after: { payoutStatus: 'paid' } },
    ]);
    const mine = (await notes(creator.customId)).slice(-2);
    expect(mine).toEqual([
      { type: 'rewardIssued', params: { title: 'Storm 1', points: 80 } },
      { type: 'payoutPaid', params: { title: 'Storm 1' } },
    ]);
    const detail = await call(t.app, 'GET', '/web/works/detail', { token: creator.token, query: { id: String(id) } });
    expect(detail.body.data.reward).toMatchObject({ rewardStatus: 'issued', payoutStatus: 'paid', points: 80 });
  });

  it("should tell the creator an activity work's score as what was issued, never as points", async () => {
    const me = await newCreator(t.app);
    const [id] = (await passedWorks(me.customId, 1, 'activity')) as [number];
    expect((await issue([id])).status).toBe(200);
    expect(await notes(me.customId)).toEqual([{ type: 'rewardIssued', params: { title: 'Storm 1', score: 7 } }]);
  });

  it('should tell the creator the money the reward carries, at the rate of the moment it is issued', async () => {
    const me = await newCreator(t.app);
    const [id] = (await passedWorks(me.customId, 1, 'activity')) as [number];
    await t.sql.query(`UPDATE activities SET pay_amount = 150, pay_per = 'point' WHERE id = $1`, [activityId]);
    try {
      expect((await issue([id])).status).toBe(200);
    } finally {
      await t.sql.query(`UPDATE activities SET pay_amount = 0, pay_per = 'work' WHERE id = $1`, [activityId]);
    }
    expect(await notes(me.customId)).toEqual([
      { type: 'rewardIssued', params: { title: 'Storm 1', score: 7, amount: 1050, currency: 'USD' } },
    ]);
  });

  it('should refuse paying a reward that is not issued yet', async () => {
    const [id] = (await passedWorks(creator.customId, 1)) as [number];
    const res = await pay([id]);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      msgKey: 'errors.rewardNotIssued',
      errors: [{ field: 'workIds.0', msgKey: 'errors.rewardNotIssued' }],
    });
    expect(await statusOf(id)).toEqual({ reward_status: 'submitted', payout_status: 'unpaid' });
  });

  it('should refuse moves the transition table does not list with 409', async () => {
    const [id] = (await passedWorks(creator.customId, 1)) as [number];
    expect((await issue([id], 'submitted')).body.msgKey).toBe('errors.moveNotAllowed');
    expect((await issue([id])).status).toBe(200);
    const again = await issue([id]);
    expect(again.status).toBe(409);
    expect(again.body.msgKey).toBe('errors.moveNotAllowed');
    expect((await issue([id], 'submitted')).status).toBe(409);
    expect((await pay([id], 'unpaid')).body.msgKey).toBe('errors.moveNotAllowed');
  });

  it('should refuse works without a reward: not passed, answering nothing, or not there', async () => {
    const [alone] = (await passedWorks(creator.customId, 1, 'none')) as [number];
    const [pending] = (await passedWorks(creator.customId, 1)) as [number];
    await t.sql.query(`UPDATE works SET audit_status = ${WorkAuditStatus.Pending} WHERE id = $1`, [pending]);
    const res = await issue([alone, pending, 2_000_000_000]);
    expect(res.status).toBe(404);
    expect(res.body.errors).toEqual([
      { field: 'workIds.0', msgKey: 'errors.rewardNotExist' },
      { field: 'workIds.1', msgKey: 'errors.rewardNotExist' },
      { field: 'workIds.2', msgKey: 'errors.rewardNotExist' },
    ]);
  });
});

describe('batches', () => {
  it('should issue and pay a batch in one go', async () => {
    const ids = await passedWorks(creator.customId, 3);
    expect((await issue(ids)).status).toBe(200);
    expect((await pay(ids)).status).toBe(200);
    for (const id of ids) expect(await statusOf(id)).toEqual({ reward_status: 'issued', payout_status: 'paid' });
    expect(await auditRows(ids)).toHaveLength(6);
  });

  it('should move nothing of a batch when one of its works is refused, and name every refused one', async () => {
    const ids = await passedWorks(creator.customId, 3);
    expect((await issue([ids[1] as number])).status).toBe(200);
    const res = await issue(ids);
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual([{ field: 'workIds.1', msgKey: 'errors.moveNotAllowed' }]);
    expect((await statusOf(ids[0] as number)).reward_status).toBe('submitted');
    expect((await statusOf(ids[2] as number)).reward_status).toBe('submitted');
    expect(await auditRows(ids)).toHaveLength(1);
  });

  it('should let one of two simultaneous moves through and refuse the stale one', async () => {
    const ids = await passedWorks(creator.customId, 2);
    const results = await Promise.all([issue(ids), issue([...ids].reverse())]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = results.find((r) => r.status === 409);
    expect(['errors.reviewChanged', 'errors.moveNotAllowed']).toContain(refused?.body.msgKey);
    expect(await auditRows(ids)).toHaveLength(2);
  });

  it('should write the move, its audit row and the notification in one transaction, or none of them', async () => {
    const me = await newCreator(t.app);
    const ids = await passedWorks(me.customId, 2);
    await t.sql.query(`UPDATE works SET title = 'Refused by the outbox' WHERE id = $1`, [ids[1]]);
    // The notification of the second work fails to write: everything before it must roll back.
    await t.sql.query(`
      CREATE FUNCTION refuse_note() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.params->>'title' = 'Refused by the outbox' THEN RAISE EXCEPTION 'refused'; END IF; RETURN NEW; END $$;
      CREATE TRIGGER refuse_note BEFORE INSERT ON notifications FOR EACH ROW EXECUTE FUNCTION refuse_note();`);
    try {
      expect((await issue(ids)).status).toBe(500);
    } finally {
      await t.sql.query('DROP TRIGGER refuse_note ON notifications; DROP FUNCTION refuse_note();');
    }
    for (const id of ids) expect((await statusOf(id)).reward_status).toBe('submitted');
    expect(await auditRows(ids)).toEqual([]);
    expect(await notes(me.customId)).toEqual([]);
    expect((await issue(ids)).status).toBe(200);
    expect(await auditRows(ids)).toHaveLength(2);
    expect(await notes(me.customId)).toHaveLength(2);
  });
});

describe('the list and the CSV of what is due', () => {
  it('should filter by reward status, payout status, creator, task and activity, with paging', async () => {
    const me = await newCreator(t.app);
    const ids = await passedWorks(me.customId, 3);
    const [scored] = (await passedWorks(me.customId, 1, 'activity')) as [number];
    await passedWorks(me.customId, 1, 'none');
    await issue([ids[0] as number, scored]);
    await pay([ids[0] as number]);
    const page = async (query: Record<string, string>) => {
      const res = await call(t.app, 'GET', '/manager/reward/page', {
        token: admin.token,
        query: { creatorId: String(me.customId), ...query },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data;
    };
    const all = await page({});
    expect(all.total).toBe(4);
    expect(all.list[0]).toMatchObject({
      worksId: ids[0],
      creator: { id: me.customId },
      task: { id: taskId },
      activity: null,
      points: 80,
      rewardStatus: 'issued',
      payoutStatus: 'paid',
    });
    expect((await page({ rewardStatus: 'submitted' })).total).toBe(2);
    expect((await page({ rewardStatus: 'issued', payoutStatus: 'unpaid' })).list).toMatchObject([
      { worksId: scored, score: 7, activity: { id: activityId } },
    ]);
    expect((await page({ activityId: String(activityId) })).total).toBe(1);
    expect((await page({ taskId: String(taskId) })).total).toBe(3);
    const second = await page({ pageSize: '2', pageNum: '2' });
    expect(second).toMatchObject({ total: 4, pageNum: 2, pageSize: 2 });
    expect(second.list.map((r: { worksId: number }) => r.worksId)).toEqual([ids[2], scored]);
  });

  it('should download what is due per creator as CSV with a BOM, quoting, and Chinese headers on asking', async () => {
    const quoted = await newCreator(t.app);
    const chinese = await newCreator(t.app);
    const formula = await newCreator(t.app);
    await t.sql.query(`UPDATE accounts SET real_name = 'Li, "Ann"' WHERE id = $1`, [quoted.customId]);
    await t.sql.query(`UPDATE accounts SET real_name = '王小明' WHERE id = $1`, [chinese.customId]);
    await t.sql.query(`UPDATE accounts SET real_name = '=HYPERLINK("x")' WHERE id = $1`, [formula.customId]);
    const a = await passedWorks(quoted.customId, 2);
    const [b] = (await passedWorks(chinese.customId, 1, 'activity')) as [number];
    const [c] = (await passedWorks(formula.customId, 1)) as [number];
    await issue([...a, b, c]);
    await pay([c]);

    const res = await t.app.inject({
      method: 'GET',
      url: '/manager/reward/due.csv',
      headers: { [TOKEN_NAME]: admin.token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="rewards-due-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Creator ID,Name,Email,Works,Points,Score,Amount,Currency,Payout method,Country,Payout details,Work IDs',
    );
    const lineOf = (id: number) => lines.find((l) => l.startsWith(`${id},`));
    expect(lineOf(quoted.customId)).toMatch(
      new RegExp(`^${quoted.customId},"Li, ""Ann""",[^,]+,2,160,0,0.00,USD,,,,${a.join(' ')}$`),
    );
    expect(lineOf(chinese.customId)).toMatch(new RegExp(`^${chinese.customId},王小明,[^,]+,1,0,7,0.00,USD,,,,${b}$`));
    // Paid: nothing due.
    expect(lineOf(formula.customId)).toBeUndefined();
    expect(lines.at(-1)).toBe('');

    const zh = await t.app.inject({
      method: 'GET',
      url: '/manager/reward/due.csv?language=zh',
      headers: { [TOKEN_NAME]: admin.token },
    });
    expect(zh.body.slice(1).split('\r\n')[0]).toBe(
      '创作者 ID,姓名,邮箱,作品数,积分,分数,金额,币种,收款方式,国家或地区,收款信息,作品 ID',
    );
  });
});
