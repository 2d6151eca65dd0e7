import { ClueAuditStatus, WorkAuditStatus } from '@stringer/shared/statuses';
import { newCreator } from '@stringer/test-support/accounts';
import { call } from '@stringer/test-support/api';
import { newStaff } from '@stringer/test-support/staff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let admin: { token: string };
let ids: { staff: number; other: number; creator: number; another: number };

const search = (query: Record<string, string>, token = admin.token) =>
  call(t.app, 'GET', '/manager/audit/page', { token, query });
const accountOf = async (token: string) => (await call(t.app, 'GET', '/web/custom/info', { token })).body.data;

beforeAll(async () => {
  t = await createTestApp();
  admin = await newStaff(t.app, t.url, 'admin');
  const staff = await newStaff(t.app, t.url, 'reviewer');
  const other = await newStaff(t.app, t.url, 'reviewer');
  const creator = await newCreator(t.app);
  const another = await newCreator(t.app);
  ids = {
    staff: (await accountOf(staff.token)).customId,
    other: (await accountOf(other.token)).customId,
    creator: creator.customId,
    another: another.customId,
  };
  await t.sql.query(`UPDATE accounts SET real_name = 'Rita Reviewer' WHERE id = $1`, [ids.staff]);
  // A history written as staff actions write it (auditRepository.record), at known times.
  await t.sql.query(
    `INSERT INTO audit_log (staff_id, entity, entity_id, creator_id, action, before, after, reason, at) VALUES
     ($1, 'work', 11, $3, 'audit', '{"status":${WorkAuditStatus.Pending}}', '{"status":${WorkAuditStatus.SendBack}}', 'Trim it', '2026-01-01T10:00:00Z'),
     ($1, 'work', 11, $3, 'audit', '{"status":${WorkAuditStatus.Pending}}', '{"status":${WorkAuditStatus.Passed}}', NULL, '2026-01-02T10:00:00Z'),
     ($2, 'reward', 11, $3, 'issue', '{"rewardStatus":"submitted"}', '{"rewardStatus":"issued"}', NULL, '2026-01-03T10:00:00Z'),
     ($2, 'clue', 12, $4, 'audit', '{"status":${ClueAuditStatus.Pending}}', '{"status":${ClueAuditStatus.Accepted}}', NULL, '2026-01-04T10:00:00Z')`,
    [ids.staff, ids.other, ids.creator, ids.another],
  );
});
afterAll(() => t.close());

describe('searching the audit log', () => {
  it('should be for admins only', async () => {
    for (const role of ['reviewer', 'support'] as const) {
      const who = await newStaff(t.app, t.url, role);
      expect((await search({}, who.token)).status).toBe(403);
    }
    expect((await search({}, (await newCreator(t.app)).token)).status).toBe(403);
  });

  it('should list newest first, with staff and creator names, before, after and reason', async () => {
    const res = await search({ staffId: String(ids.staff) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ total: 2, pageNum: 1 });
    expect(res.body.data.list).toMatchObject([
      {
        entity: 'work',
        entityId: 11,
        before: { status: WorkAuditStatus.Pending },
        after: { status: WorkAuditStatus.Passed },
        reason: null,
      },
      {
        staff: { id: ids.staff, name: 'Rita Reviewer' },
        creator: { id: ids.creator },
        action: 'audit',
        after: { status: WorkAuditStatus.SendBack },
        reason: 'Trim it',
        at: '2026-01-01T10:00:00.000Z',
      },
    ]);
  });

  it('should search by creator, by item and by time, and page', async () => {
    const entities = async (query: Record<string, string>) =>
      (await search(query)).body.data.list.map((e: { entity: string }) => e.entity);
    expect(await entities({ creatorId: String(ids.creator) })).toEqual(['reward', 'work', 'work']);
    expect(await entities({ entity: 'reward', entityId: '11' })).toEqual(['reward']);
    expect(await entities({ entity: 'clue' })).toEqual(['clue']);
    expect(
      await entities({ from: '2026-01-02T00:00:00Z', to: '2026-01-03T23:59:59Z', creatorId: String(ids.creator) }),
    ).toEqual(['reward', 'work']);
    const paged = await search({ creatorId: String(ids.creator), pageSize: '2', pageNum: '2' });
    expect(paged.body.data).toMatchObject({ total: 3, list: [{ at: '2026-01-01T10:00:00.000Z' }] });
  });

  it('should name what the ids in a row stand for, and leave out what no longer exists', async () => {
    const reason = await t.sql.query(
      "INSERT INTO reject_reasons (text, text_zh) VALUES ('Out of focus', '画面失焦') RETURNING id",
    );
    const reasonId = reason.rows[0].id;
    const country = (await t.sql.query("SELECT id, name, name_zh FROM countries WHERE iso_code = 'CN'")).rows[0];
    await t.sql.query(
      `INSERT INTO audit_log (staff_id, entity, entity_id, action, before, after) VALUES
       ($1, 'conversation', 77, 'assign', '{"assignee":null}', $2),
       ($1, 'work', 78, 'audit', '{"rejectReasonId":999999}', $3)`,
      [ids.staff, { assignee: ids.staff }, { rejectReasonId: reasonId, countryId: country.id }],
    );
    const [assigned] = (await search({ entity: 'conversation', entityId: '77' })).body.data.list;
    expect(assigned.names).toEqual({ assignee: { [ids.staff]: { name: 'Rita Reviewer', nameZh: null } } });
    const [rejected] = (await search({ entity: 'work', entityId: '78' })).body.data.list;
    expect(rejected.names).toEqual({
      rejectReasonId: { [reasonId]: { name: 'Out of focus', nameZh: '画面失焦' } },
      countryId: { [country.id]: { name: country.name, nameZh: country.name_zh } },
    });
  });

  it('should refuse an item id without its kind and a date that is not one', async () => {
    expect((await search({ entityId: '11' })).body.errors).toEqual([{ field: 'entity', msgKey: 'errors.required' }]);
    expect((await search({ from: 'yesterday' })).body.errors).toEqual([
      { field: 'from', msgKey: 'errors.dateInvalid' },
    ]);
  });
});
