import { CertificationStatus, ClueAuditStatus, WorkAuditStatus } from '@stringer/shared/statuses';
import { newCreator, someRegion } from '@stringer/test-support/accounts';
import { call } from '@stringer/test-support/api';
import { makeJpeg, makePdf, makeVideo } from '@stringer/test-support/media';
import { newStaff } from '@stringer/test-support/staff';
import { uploadReady } from '@stringer/test-support/uploads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let base: string;
let creator: { token: string; customId: number };
let reviewer: { token: string };
let second: { token: string; mail: string };
let activity: { id: number; minScore: number; maxScore: number };
let taskId: number;

async function publish(extra: Record<string, unknown> = {}) {
  const tags = (await call(t.app, 'GET', '/web/tag/works/select/list')).body.data;
  const upload = (bytes: Buffer, kind: string, filename: string) =>
    uploadReady(t.app, base, creator.token, bytes, { kind, filename });
  const res = await call(t.app, 'POST', '/web/works', {
    token: creator.token,
    body: {
      title: 'Flood on the river road',
      description: 'Footage: https://pan.example.com/s/flood',
      tags: [tags[0].id],
      coverFileId: await upload(makeJpeg('cover.jpg'), 'cover', 'cover.jpg'),
      videoFileIds: [await upload(makeVideo('flood.mp4', 1), 'video', 'flood.mp4')],
      ...extra,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.worksId as number;
}

const audit = (who: { token: string }, body: Record<string, unknown>) =>
  call(t.app, 'PUT', '/manager/works/audit', { token: who.token, body });
const workRow = async (id: number) => (await t.sql.query('SELECT * FROM works WHERE id = $1', [id])).rows[0];
/** The staff's rows of an item (the creator's own, publishing it, are the audit module's to test). */
const auditRows = async (entity: string, id: number) =>
  (
    await t.sql.query("SELECT * FROM audit_log WHERE entity = $1 AND entity_id = $2 AND actor_kind = 'staff'", [
      entity,
      id,
    ])
  ).rows;
const notificationsOf = async (accountId: number) =>
  (await t.sql.query('SELECT type, params FROM notifications WHERE account_id = $1 ORDER BY id', [accountId])).rows;

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  creator = await newCreator(t.app);
  reviewer = await newStaff(t.app, t.url, 'reviewer');
  second = await newStaff(t.app, t.url, 'reviewer');
  [activity] = (await call(t.app, 'GET', '/web/activity/effective/list')).body.data;
  const { rows } = await t.sql.query(
    `INSERT INTO tasks (title, title_zh, cover_path, points, starts_at, ends_at, listing, scope)
     VALUES ('Harbour', 'Harbour', '/x.jpg', 80, now() - interval '1 day', now() + interval '9 days', 'listed', 'useful')
     RETURNING id`,
  );
  taskId = rows[0].id;
});
afterAll(() => t.close());

describe('who may review', () => {
  it('should refuse creators and support staff on the review API', async () => {
    const support = await newStaff(t.app, t.url, 'support');
    for (const who of [creator, support]) {
      expect((await call(t.app, 'GET', '/manager/works/page', { token: who.token })).status).toBe(403);
      expect((await audit(who, { worksId: 1, auditStatus: WorkAuditStatus.Passed })).status).toBe(403);
    }
  });
});

describe('reviewing works', () => {
  it('should list pending works oldest first with counts per status, and who holds each', async () => {
    const first = await publish();
    const later = await publish();
    await call(t.app, 'POST', '/manager/works/claim', { token: second.token, body: { id: later } });
    const page = await call(t.app, 'GET', '/manager/works/page', {
      token: reviewer.token,
      query: { auditStatus: String(WorkAuditStatus.Pending) },
    });
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    const ids = page.body.data.list.map((w: { id: number }) => w.id);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(later));
    expect(page.body.data.counts[WorkAuditStatus.Pending]).toBeGreaterThanOrEqual(2);
    const held = page.body.data.list.find((w: { id: number }) => w.id === later);
    expect(held.claimedBy).toMatchObject({ name: second.mail.split('@')[0] });
    expect((await audit(reviewer, { worksId: later, auditStatus: WorkAuditStatus.Passed })).body.msgKey).toBe(
      'errors.claimedByOther',
    );
    expect(
      (await call(t.app, 'POST', '/manager/works/claim', { token: reviewer.token, body: { id: later } })).status,
    ).toBe(409);
    const opened = await call(t.app, 'GET', '/manager/works/detail', {
      token: reviewer.token,
      query: { id: String(first) },
    });
    expect(opened.body.data).toMatchObject({
      worksId: first,
      customId: creator.customId,
      videos: [{ name: 'flood.mp4' }],
    });
  });

  it("should pass an activity's work only with a score in its range, and tell the creator", async () => {
    const id = await publish({ activityId: activity.id });
    for (const score of [undefined, activity.minScore - 1, activity.maxScore + 1]) {
      const res = await audit(reviewer, { worksId: id, auditStatus: WorkAuditStatus.Passed, score });
      expect(res.body.msgKey, JSON.stringify(res.body)).toBe('errors.scoreOutOfRange');
    }
    expect((await workRow(id)).audit_status).toBe(WorkAuditStatus.Pending);
    const ok = await audit(reviewer, { worksId: id, auditStatus: WorkAuditStatus.Passed, score: activity.maxScore });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(await workRow(id)).toMatchObject({
      audit_status: WorkAuditStatus.Passed,
      score: activity.maxScore,
      reward_status: 'submitted',
    });
    const detail = await call(t.app, 'GET', '/web/works/detail', { token: creator.token, query: { id: String(id) } });
    expect(detail.body.data.auditStatus).toBe(WorkAuditStatus.Passed);
    expect(await auditRows('work', id)).toMatchObject([
      {
        before: { status: WorkAuditStatus.Pending },
        after: { status: WorkAuditStatus.Passed, score: activity.maxScore },
      },
    ]);
    expect(await notificationsOf(creator.customId)).toContainEqual({
      type: 'workPassed',
      params: { title: 'Flood on the river road' },
    });
  });

  it("should send back with a reason the creator sees, then pass the edited task work with the task's points", async () => {
    const id = await publish({ taskId });
    const noReason = await audit(reviewer, { worksId: id, auditStatus: WorkAuditStatus.SendBack });
    expect(noReason.body.errors).toEqual([{ field: 'reason', msgKey: 'errors.reasonRequired' }]);
    expect(
      (await audit(reviewer, { worksId: id, auditStatus: WorkAuditStatus.SendBack, reason: 'Cut the first 10 s' }))
        .status,
    ).toBe(200);
    const detail = await call(t.app, 'GET', '/web/works/detail', { token: creator.token, query: { id: String(id) } });
    expect(detail.body.data).toMatchObject({
      auditStatus: WorkAuditStatus.SendBack,
      reviewReason: 'Cut the first 10 s',
    });
    await t.sql.query(`UPDATE works SET audit_status = ${WorkAuditStatus.Pending} WHERE id = $1`, [id]);
    expect((await audit(reviewer, { worksId: id, auditStatus: WorkAuditStatus.Passed })).status).toBe(200);
    expect(await workRow(id)).toMatchObject({ audit_status: WorkAuditStatus.Passed, points: 80 });
  });

  it("should reject with the reviewer's words, which the creator's work page and My task show", async () => {
    const id = await publish({ taskId });
    const res = await audit(reviewer, {
      worksId: id,
      auditStatus: WorkAuditStatus.Rejected,
      reason: 'Filmed last year',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const detail = await call(t.app, 'GET', '/web/works/detail', { token: creator.token, query: { id: String(id) } });
    // The reward row keeps what it was sent with: the web reads a rejected work's as Not awarded (rewardStatusKeyOf).
    expect(detail.body.data).toMatchObject({
      auditStatus: WorkAuditStatus.Rejected,
      reviewReason: 'Filmed last year',
      reward: { rewardStatus: 'submitted', payoutStatus: 'unpaid' },
    });
    const myTask = await call(t.app, 'GET', '/api/activity/my/page', {
      token: creator.token,
      query: { pageNum: '1', pageSize: '50' },
    });
    expect(myTask.body.data.list).toContainEqual(
      expect.objectContaining({ worksId: id, auditStatus: WorkAuditStatus.Rejected, rewardStatus: 'submitted' }),
    );
  });

  it('should refuse a move the table does not list', async () => {
    const id = await publish();
    await audit(reviewer, { worksId: id, auditStatus: WorkAuditStatus.Rejected, reason: 'Not news' });
    const again = await audit(reviewer, { worksId: id, auditStatus: WorkAuditStatus.Passed });
    expect(again.status).toBe(409);
    expect(again.body.msgKey).toBe('errors.moveNotAllowed');
  });

  it('should let one of two simultaneous decisions through and tell the other it changed', async () => {
    const id = await publish();
    const results = await Promise.all([
      audit(reviewer, { worksId: id, auditStatus: WorkAuditStatus.Passed }),
      audit(second, { worksId: id, auditStatus: WorkAuditStatus.Rejected, reason: 'Duplicate' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = results.find((r) => r.status === 409);
    expect(['errors.reviewChanged', 'errors.moveNotAllowed']).toContain(refused?.body.msgKey);
    expect(await auditRows('work', id)).toHaveLength(1);
  });
});

describe('reviewing clues and certifications', () => {
  it('should accept a clue and tell the creator', async () => {
    const region = await someRegion(t.app);
    const clue = await call(t.app, 'POST', '/web/clue', {
      token: creator.token,
      body: { title: 'Bridge closed', description: 'Cracks seen', happenedOn: '2026-11-20', ...region, source: 'own' },
    });
    expect(clue.status, JSON.stringify(clue.body)).toBe(200);
    const res = await call(t.app, 'PUT', '/manager/clue/audit', {
      token: reviewer.token,
      body: { id: clue.body.data.id, auditStatus: ClueAuditStatus.Accepted },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const mine = await call(t.app, 'GET', '/web/clue/detail', {
      token: creator.token,
      query: { id: String(clue.body.data.id) },
    });
    expect(mine.body.data.auditStatus).toBe(ClueAuditStatus.Accepted);
  });

  it('should fail a certification with a reason, then pass the next one, on the account too', async () => {
    const me = await newCreator(t.app);
    const submit = async () => {
      const resumeFileId = await uploadReady(t.app, base, me.token, makePdf(), { kind: 'resume', filename: 'cv.pdf' });
      const body = {
        email: 'me@example.com',
        name: 'Me',
        birthDate: '1990-01-01',
        resumeFileId,
        ...(await someRegion(t.app)),
      };
      const res = await call(t.app, 'POST', '/web/custom/certification', { token: me.token, body });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const { rows } = await t.sql.query('SELECT max(id) AS id FROM certifications WHERE account_id = $1', [
        me.customId,
      ]);
      return rows[0].id as number;
    };
    const decide = (id: number, status: CertificationStatus, reason?: string) =>
      call(t.app, 'PUT', '/manager/certification/audit', { token: reviewer.token, body: { id, status, reason } });
    const first = await submit();
    expect((await decide(first, CertificationStatus.Failed)).body.errors).toEqual([
      { field: 'reason', msgKey: 'errors.reasonRequired' },
    ]);
    expect((await decide(first, CertificationStatus.Failed, 'The resume is unreadable')).status).toBe(200);
    expect((await call(t.app, 'GET', '/web/custom/info', { token: me.token })).body.data.certificationStatus).toBe(
      CertificationStatus.Failed,
    );
    const next = await submit();
    expect((await decide(next, CertificationStatus.Passed)).status).toBe(200);
    expect((await call(t.app, 'GET', '/web/custom/info', { token: me.token })).body.data.certificationStatus).toBe(
      CertificationStatus.Passed,
    );
    expect((await notificationsOf(me.customId)).map((n) => n.type)).toEqual([
      'certificationFailed',
      'certificationPassed',
    ]);
  });
});
