import { WorkAuditStatus } from '@stringer/shared/statuses';
import { newCreator } from '@stringer/test-support/accounts';
import { call } from '@stringer/test-support/api';
import { makeJpeg, makeVideo } from '@stringer/test-support/media';
import { newStaff } from '@stringer/test-support/staff';
import { uploadReady } from '@stringer/test-support/uploads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, daysFromNow, uploadCover } from '../../../test/catalog';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let base: string;
let admin: { token: string };
let ann: { token: string; customId: number };
let bo: { token: string; customId: number };

const body = async (extra: Record<string, unknown> = {}) => ({
  title: 'Night market',
  titleZh: '夜市',
  brief: 'Film a night market',
  briefZh: '拍摄夜市',
  cover: await uploadCover(t.app, base, admin.token),
  points: 50,
  startTime: daysFromNow(-1),
  deadline: daysFromNow(10),
  scope: 'exclusive',
  creatorIds: [],
  ...extra,
});
const create = async (extra: Record<string, unknown> = {}) =>
  call(t.app, 'POST', '/manager/task/create', { token: admin.token, body: await body(extra) });
const update = async (
  task: { id: number; cover: string; startTime: string; deadline: string },
  extra: Record<string, unknown>,
) =>
  call(t.app, 'PUT', '/manager/task/update', {
    token: admin.token,
    body: {
      ...(await body()),
      id: task.id,
      cover: task.cover,
      startTime: task.startTime,
      deadline: task.deadline,
      ...extra,
    },
  });
const exclusiveIds = async (who: { token: string }) =>
  (await call(t.app, 'GET', '/web/task/exclusive/list', { token: who.token })).body.data.map(
    (x: { id: number }) => x.id,
  );
const offers = async (accountId: number) =>
  (
    await t.sql.query("SELECT params, link FROM notifications WHERE account_id = $1 AND type = 'taskOffered'", [
      accountId,
    ])
  ).rows;

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  admin = await newStaff(t.app, t.url, 'admin');
  ann = await newCreator(t.app);
  bo = await newCreator(t.app);
});
afterAll(() => t.close());

describe('tasks', () => {
  it('should offer an exclusive task to the creators named, tell each, and log each offer', async () => {
    const res = await create({ creatorIds: [ann.customId] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const task = res.body.data;
    expect(task).toMatchObject({ scope: 'exclusive', points: 50, effective: true });
    expect(task.offeredTo.map((c: { id: number }) => c.id)).toEqual([ann.customId]);
    expect(await exclusiveIds(ann)).toContain(task.id);
    expect(await exclusiveIds(bo)).not.toContain(task.id);
    // Answered by the deadline, as no answer-by time was set; the rate pays no money.
    const terms = { points: 50, amount: 0, currency: 'USD', answerBy: task.deadline };
    expect(await offers(ann.customId)).toEqual([
      { params: { title: 'Night market', ...terms }, link: `/task/taskdetail?id=${task.id}` },
    ]);
    const rows = await auditOf(t.sql, 'task', task.id);
    expect(rows.map((r) => r.action)).toEqual(['create', 'offer']);
    expect(rows[1]).toMatchObject({ creator_id: ann.customId, after: { offered: true } });
  });

  it('should tell only the creators newly named when the offer changes, and withdraw it from those left out', async () => {
    const task = (await create({ creatorIds: [ann.customId] })).body.data;
    const before = (await offers(ann.customId)).length;
    const res = await update(task, { creatorIds: [bo.customId, ann.customId] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await offers(ann.customId)).length).toBe(before);
    expect((await offers(bo.customId)).map((n) => n.link)).toContain(`/task/taskdetail?id=${task.id}`);
    await update(task, { creatorIds: [bo.customId] });
    expect(await exclusiveIds(ann)).not.toContain(task.id);
    expect(await exclusiveIds(bo)).toContain(task.id);
    const actions = (await auditOf(t.sql, 'task', task.id)).map((r) => [r.action, r.creator_id]);
    expect(actions).toEqual([
      ['create', null],
      ['offer', ann.customId],
      ['offer', bo.customId],
      ['withdraw', ann.customId],
    ]);
  });

  it('should refuse points not above 0, a bad window, offers on a useful task, and staff as offerees', async () => {
    const points = await create({ points: 0 });
    expect(points.status).toBe(400);
    expect(points.body.errors).toContainEqual({ field: 'points', msgKey: 'errors.pointsInvalid' });
    const window = await create({ startTime: daysFromNow(3), deadline: daysFromNow(1) });
    expect(window.body.errors).toContainEqual({ field: 'deadline', msgKey: 'errors.windowOrder' });
    const useful = await create({ scope: 'useful', creatorIds: [ann.customId] });
    expect(useful.body.errors).toContainEqual({ field: 'creatorIds', msgKey: 'errors.offerUseful' });
    const reviewer = await newStaff(t.app, t.url, 'reviewer');
    const me = await call(t.app, 'GET', '/web/custom/info', { token: reviewer.token });
    const staff = await create({ creatorIds: [me.body.data?.customId ?? 1] });
    expect(staff.status).toBe(400);
    expect(staff.body.errors).toContainEqual({ field: 'creatorIds', msgKey: 'errors.creatorNotExist' });
  });

  it('should find creators by mail or name to offer a task to, and never staff', async () => {
    const mail = (await t.sql.query('SELECT mail FROM accounts WHERE id = $1', [ann.customId])).rows[0].mail;
    const found = await call(t.app, 'GET', '/manager/task/creators', { token: admin.token, query: { keyword: mail } });
    expect(found.status).toBe(200);
    expect(found.body.data).toEqual([expect.objectContaining({ id: ann.customId, email: mail })]);
    const all = await call(t.app, 'GET', '/manager/task/creators', { token: admin.token, query: { keyword: 'admin' } });
    expect(all.body.data).toEqual([]);
  });

  it("should show a task's participation: each work entered, with its review, reward and payout", async () => {
    const task = (await create({ scope: 'useful' })).body.data;
    const tags = (await call(t.app, 'GET', '/web/tag/works/select/list')).body.data;
    const up = (bytes: Buffer, kind: string, filename: string) =>
      uploadReady(t.app, base, ann.token, bytes, { kind, filename });
    const work = await call(t.app, 'POST', '/web/works', {
      token: ann.token,
      body: {
        title: 'Stalls at dusk',
        description: 'https://pan.example.com/s/stalls',
        tags: [tags[0].id],
        coverFileId: await up(makeJpeg('c.jpg'), 'cover', 'c.jpg'),
        videoFileIds: [await up(makeVideo('v.mp4', 1), 'video', 'v.mp4')],
        taskId: task.id,
      },
    });
    expect(work.status, JSON.stringify(work.body)).toBe(200);
    const page = await call(t.app, 'GET', '/manager/task/works', {
      token: admin.token,
      query: { id: String(task.id) },
    });
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(page.body.data).toMatchObject({ total: 1, pageNum: 1 });
    expect(page.body.data.list[0]).toMatchObject({
      worksId: work.body.data.worksId,
      creator: { id: ann.customId },
      auditStatus: WorkAuditStatus.Pending,
      rewardStatus: 'submitted',
      payoutStatus: 'unpaid',
    });
    const listed = await call(t.app, 'GET', '/manager/task/page', { token: admin.token, query: { pageSize: '100' } });
    expect(listed.body.data.list.find((x: { id: number }) => x.id === task.id)).toMatchObject({ works: 1 });
  });

  it('should hide a delisted task from creators and from its page', async () => {
    const task = (await create({ scope: 'useful' })).body.data;
    const useful = async () =>
      (await call(t.app, 'GET', '/web/task/useful/list', { token: ann.token })).body.data.map(
        (x: { id: number }) => x.id,
      );
    expect(await useful()).toContain(task.id);
    await call(t.app, 'PUT', '/manager/task/listing', {
      token: admin.token,
      body: { id: task.id, listing: 'delisted' },
    });
    expect(await useful()).not.toContain(task.id);
    expect((await call(t.app, 'GET', `/web/task/${task.id}`, { token: ann.token })).status).toBe(404);
  });
});
