import { logIn, newCreator, readMail, signUp } from '@stringer/test-support/accounts';
import { call } from '@stringer/test-support/api';
import { makeJpeg, makeVideo } from '@stringer/test-support/media';
import { newStaff } from '@stringer/test-support/staff';
import { uploadReady } from '@stringer/test-support/uploads';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { daysFromNow, uploadCover } from '../../../test/catalog';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let base: string;
let admin: { token: string };
type Creator = { token: string; customId: number };
let ann: Creator;
let bo: Creator;
let cy: Creator;

const JOB_WAIT = { timeout: 20_000, interval: 300 };

/** An exclusive task offered to `creators`, answered by `answerBy`. */
const offerTask = async (
  creators: Creator[],
  answerBy: string | null,
  deadline = daysFromNow(10),
  extra: Record<string, unknown> = {},
) => {
  const res = await call(t.app, 'POST', '/manager/task/create', {
    token: admin.token,
    body: {
      title: 'Harbour strike',
      titleZh: '港口罢工',
      cover: await uploadCover(t.app, base, admin.token),
      points: 80,
      startTime: daysFromNow(-1),
      deadline,
      scope: 'exclusive',
      creatorIds: creators.map((c) => c.customId),
      answerBy,
      ...extra,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { id: number; offeredTo: { id: number; status: string }[] };
};
const answer = (who: Creator, taskId: number, a: 'accept' | 'decline') =>
  call(t.app, 'POST', '/web/task/assignment/answer', { token: who.token, body: { taskId, answer: a } });
const managed = async (id: number) => {
  const page = await call(t.app, 'GET', '/manager/task/page', { token: admin.token, query: { pageSize: '100' } });
  return page.body.data.list.find((x: { id: number }) => x.id === id);
};
const statuses = async (id: number) =>
  Object.fromEntries(
    (await managed(id)).offeredTo.map((o: { id: number; status: string }) => [o.id, o.status]),
  ) as Record<number, string>;
const publish = async (who: Creator, taskId: number) => {
  const tags = (await call(t.app, 'GET', '/web/tag/works/select/list')).body.data;
  const up = (bytes: Buffer, kind: string, filename: string) =>
    uploadReady(t.app, base, who.token, bytes, { kind, filename });
  return call(t.app, 'POST', '/web/works', {
    token: who.token,
    body: {
      title: 'Cranes idle',
      description: 'https://pan.example.com/s/cranes',
      tags: [tags[0].id],
      coverFileId: await up(makeJpeg('c.jpg'), 'cover', 'c.jpg'),
      videoFileIds: [await up(makeVideo('v.mp4', 1), 'video', 'v.mp4')],
      taskId,
    },
  });
};
const audit = async (taskId: number) =>
  (
    await t.sql.query(
      'SELECT actor_kind, staff_id, creator_id, action, before, after FROM audit_log WHERE entity = $1 AND entity_id = $2 ORDER BY id',
      ['task', taskId],
    )
  ).rows;
const notices = async (who: Creator, type: string) =>
  (await t.sql.query('SELECT link FROM notifications WHERE account_id = $1 AND type = $2', [who.customId, type])).rows;

const sweepsWaiting = async () =>
  (
    await t.sql.query(
      "SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'assignments.due' AND state IN ('created', 'retry', 'active') AND start_after <= now()",
    )
  ).rows[0].n as number;

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  admin = await newStaff(t.app, t.url, 'admin');
  [ann, bo, cy] = [await newCreator(t.app), await newCreator(t.app), await newCreator(t.app)];
});
afterAll(() => t.close());

describe('assignments', () => {
  it('should let each offered creator accept or decline, log each answer as theirs, and show the admin who said what', async () => {
    const task = await offerTask([ann, bo, cy], daysFromNow(2));
    expect(task.offeredTo.map((o) => o.status)).toEqual(['offered', 'offered', 'offered']);
    const accepted = await answer(ann, task.id, 'accept');
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.data.assignment).toMatchObject({
      status: 'accepted',
      open: true,
      answeredAt: expect.any(String),
    });
    expect((await answer(bo, task.id, 'decline')).body.data.assignment.status).toBe('declined');
    expect(await statuses(task.id)).toEqual({
      [ann.customId]: 'accepted',
      [bo.customId]: 'declined',
      [cy.customId]: 'offered',
    });
    const rows = (await audit(task.id)).filter((r) => r.actor_kind === 'creator');
    expect(rows).toEqual([
      expect.objectContaining({ creator_id: ann.customId, action: 'accept', after: { offerStatus: 'accepted' } }),
      expect.objectContaining({ creator_id: bo.customId, action: 'decline', after: { offerStatus: 'declined' } }),
    ]);
    // A decline leaves the creator's list of offers; the task page still tells them their answer.
    const listed = async (who: Creator) =>
      (await call(t.app, 'GET', '/web/task/exclusive/list', { token: who.token })).body.data.map(
        (x: { id: number }) => x.id,
      );
    expect(await listed(ann)).toContain(task.id);
    expect(await listed(bo)).not.toContain(task.id);
    expect((await call(t.app, 'GET', `/web/task/${task.id}`, { token: bo.token })).body.data.assignment.status).toBe(
      'declined',
    );
    // Accepted assignments lead My task.
    const mine = await call(t.app, 'GET', '/web/task/assignment/list', { token: ann.token });
    expect(mine.body.data.map((x: { id: number }) => x.id)).toContain(task.id);
    expect((await call(t.app, 'GET', '/web/task/assignment/list', { token: bo.token })).body.data).toEqual([]);
  });

  it('should tell the pay and the answer-by time before the creator accepts: offer mail in their language, lists, task page', async () => {
    const creatorReading = async (language: 'en' | 'zh') => {
      const { mail, user } = await signUp(t.app);
      const token = await logIn(t.app, mail);
      await call(t.app, 'PUT', '/web/notification/settings', { token, body: { language } });
      return { token, customId: user.customId, mail };
    };
    const [en, zh] = [await creatorReading('en'), await creatorReading('zh')];
    const answerBy = new Date(Date.UTC(2031, 2, 4, 17, 30)).toISOString();
    const task = await offerTask([en, zh], answerBy, new Date(Date.UTC(2031, 2, 9)).toISOString(), {
      payAmount: 2500,
    });

    // The first mail was the sign-up code.
    const mailTo = (who: { mail: string }) => readMail(t.app, who.mail, 1);
    const [enMail, zhMail] = [await mailTo(en), await mailTo(zh)];
    expect(enMail.text).toContain('$25.00');
    expect(enMail.text).toContain('80 points');
    expect(enMail.text).toContain('Accept or decline by 2031-03-04 17:30 GMT+0');
    expect(zhMail.text).toContain('US$25.00');
    expect(zhMail.text).toContain('80 积分');
    expect(zhMail.text).toContain('请于 2031-03-04 17:30 GMT+0 前接受或拒绝');

    const pay = { amount: 2500, currency: 'USD' };
    const offered = (await call(t.app, 'GET', '/web/task/exclusive/list', { token: en.token })).body.data;
    expect(offered.find((x: { id: number }) => x.id === task.id)).toMatchObject({ points: 80, pay });
    expect((await call(t.app, 'GET', `/web/task/${task.id}`, { token: zh.token })).body.data).toMatchObject({
      pay,
      assignment: { status: 'offered', answerBy },
    });
  });

  it('should let only creators who accepted publish a work for the task', async () => {
    const task = await offerTask([ann, bo], null);
    await answer(ann, task.id, 'accept');
    const refused = await publish(bo, task.id);
    expect(refused.body).toMatchObject({ code: 409, msgKey: 'errors.taskNotOpen' });
    await answer(bo, task.id, 'decline');
    expect((await publish(bo, task.id)).body).toMatchObject({ msgKey: 'errors.taskNotOpen' });
    const taken = await publish(ann, task.id);
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
  });

  it('should lapse the offers not answered at the answer-by time, as the system, and refuse a late answer', async () => {
    const task = await offerTask([ann, cy], new Date(Date.now() + 2_500).toISOString());
    await answer(ann, task.id, 'accept');
    await vi.waitFor(async () => expect((await statuses(task.id))[cy.customId]).toBe('lapsed'), JOB_WAIT);
    expect((await statuses(task.id))[ann.customId]).toBe('accepted');
    expect((await audit(task.id)).find((r) => r.action === 'lapse')).toMatchObject({
      actor_kind: 'system',
      staff_id: null,
      creator_id: cy.customId,
      after: { offerStatus: 'lapsed' },
    });
    // The one who said nothing is told, in the sweep's transaction; the one who accepted is not.
    expect(await notices(cy, 'offerLapsed')).toContainEqual({ link: `/task/taskdetail?id=${task.id}` });
    expect(await notices(ann, 'offerLapsed')).not.toContainEqual({ link: `/task/taskdetail?id=${task.id}` });
    const late = await answer(cy, task.id, 'accept');
    expect(late.body).toMatchObject({ code: 409, msgKey: 'errors.offerClosed' });
    // The answer, once the time passed, stands: no change of mind either.
    expect((await answer(ann, task.id, 'decline')).body.msgKey).toBe('errors.offerClosed');
  });

  it('should close the offers when enough accepted, and offer the task to more creators, which opens them again', async () => {
    const task = await offerTask([ann, bo], daysFromNow(2));
    await answer(ann, task.id, 'accept');
    const closed = await call(t.app, 'POST', '/manager/task/close', { token: admin.token, body: { id: task.id } });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body.data.offersClosedAt).toEqual(expect.any(String));
    expect(await statuses(task.id)).toEqual({ [ann.customId]: 'accepted', [bo.customId]: 'lapsed' });
    expect(await notices(bo, 'offerLapsed')).toContainEqual({ link: `/task/taskdetail?id=${task.id}` });
    expect((await answer(bo, task.id, 'accept')).body.msgKey).toBe('errors.offerClosed');
    const before = (await notices(bo, 'taskOffered')).length;
    const more = await call(t.app, 'POST', '/manager/task/offer', {
      token: admin.token,
      body: { id: task.id, creatorIds: [bo.customId, cy.customId] },
    });
    expect(more.status, JSON.stringify(more.body)).toBe(200);
    expect(more.body.data.offersClosedAt).toBeNull();
    expect(await statuses(task.id)).toEqual({
      [ann.customId]: 'accepted',
      [bo.customId]: 'offered',
      [cy.customId]: 'offered',
    });
    expect((await notices(bo, 'taskOffered')).length).toBe(before + 1);
    expect((await answer(bo, task.id, 'accept')).status).toBe(200);
    const actions = (await audit(task.id)).filter((r) => r.actor_kind === 'staff').map((r) => r.action);
    expect(actions).toEqual(['create', 'offer', 'offer', 'closeOffers', 'lapse', 'offer', 'offer', 'update']);
  });

  it('should remind a creator who accepted a day before the deadline, once', async () => {
    const task = await offerTask([ann], null, new Date(Date.now() + 3 * 3_600_000).toISOString());
    expect(await notices(ann, 'assignmentDue')).toEqual([]);
    await answer(ann, task.id, 'accept');
    await vi.waitFor(
      async () => expect(await notices(ann, 'assignmentDue')).toEqual([{ link: `/task/taskdetail?id=${task.id}` }]),
      JOB_WAIT,
    );
    // Accepting again queues another sweep; once it has run, still one reminder.
    await answer(ann, task.id, 'decline');
    await answer(ann, task.id, 'accept');
    await vi.waitFor(async () => expect(await sweepsWaiting()).toBe(0), JOB_WAIT);
    expect(await notices(ann, 'assignmentDue')).toHaveLength(1);
  });

  it('should refuse an answer-by time after the deadline or on a useful task, and offers once it passed', async () => {
    const bad = await call(t.app, 'POST', '/manager/task/create', {
      token: admin.token,
      body: {
        title: 'x',
        titleZh: 'x',
        cover: await uploadCover(t.app, base, admin.token),
        points: 1,
        startTime: daysFromNow(-1),
        deadline: daysFromNow(1),
        scope: 'exclusive',
        answerBy: daysFromNow(2),
      },
    });
    expect(bad.body.errors).toContainEqual({ field: 'answerBy', msgKey: 'errors.answerByOrder' });
    const task = await offerTask([], daysFromNow(-0.5));
    const late = await call(t.app, 'POST', '/manager/task/offer', {
      token: admin.token,
      body: { id: task.id, creatorIds: [ann.customId] },
    });
    expect(late.body).toMatchObject({ code: 400, errors: [{ field: 'answerBy', msgKey: 'errors.answerByPassed' }] });
    expect((await answer(cy, task.id, 'accept')).body.msgKey).toBe('errors.taskNotExist');
  });
});
