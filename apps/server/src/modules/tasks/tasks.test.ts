import { newCreator } from '@stringer/test-support/accounts';
import { call } from '@stringer/test-support/api';
import { makeJpeg, makeVideo } from '@stringer/test-support/media';
import { uploadReady } from '@stringer/test-support/uploads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let base: string;
let ann: { token: string; customId: number };
let bob: { token: string; customId: number };

/** A task straight into the table, as the editorial console will write them. */
async function insertTask(o: { title: string; starts: string; ends: string; listing?: string; scope?: string }) {
  const { rows } = await t.sql.query(
    `INSERT INTO tasks (title, title_zh, cover_path, points, starts_at, ends_at, listing, scope)
     VALUES ($1, $1, '/web/seed/covers/green-planet.jpg', 50, now() + $2::interval, now() + $3::interval, $4, $5)
     RETURNING id`,
    [o.title, o.starts, o.ends, o.listing ?? 'listed', o.scope ?? 'useful'],
  );
  return rows[0].id as number;
}

async function workFor(token: string, extra: Record<string, unknown>) {
  const tags = (await call(t.app, 'GET', '/web/tag/works/select/list')).body.data;
  const upload = (bytes: Buffer, kind: string, filename: string) =>
    uploadReady(t.app, base, token, bytes, { kind, filename });
  return call(t.app, 'POST', '/web/works', {
    token,
    body: {
      title: 'Market at dawn',
      description: 'Footage: https://pan.example.com/s/market',
      tags: [tags[0].id],
      coverFileId: await upload(makeJpeg('task-cover.jpg'), 'cover', 'cover.jpg'),
      videoFileIds: [await upload(makeVideo('task.mp4', 1), 'video', 'task.mp4')],
      ...extra,
    },
  });
}

const ids = (list: { id: number }[]) => list.map((x) => x.id);

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  ann = await newCreator(t.app);
  bob = await newCreator(t.app);
});
afterAll(() => t.close());

describe('tasks', () => {
  it('should list the seeded useful tasks, each with its cover, points and remaining days', async () => {
    const { status, body } = await call(t.app, 'GET', '/web/task/useful/list', { token: ann.token });
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThanOrEqual(3);
    expect(body.data[0]).toMatchObject({
      scope: 'useful',
      status: 'listed',
      points: expect.any(Number),
      cover: { filePath: expect.stringMatching(/^\/web\/seed\/covers\//) },
      remainingDays: expect.any(Number),
    });
    expect(body.data[0].remainingDays).toBeGreaterThan(50);
  });

  it('should show only effective tasks: not one that starts tomorrow, ended yesterday, or is delisted', async () => {
    const tomorrow = await insertTask({ title: 'Starts tomorrow', starts: '1 day', ends: '10 days' });
    const yesterday = await insertTask({ title: 'Ended yesterday', starts: '-10 days', ends: '-1 day' });
    const delisted = await insertTask({ title: 'Delisted', starts: '-1 day', ends: '10 days', listing: 'delisted' });
    const open = await insertTask({ title: 'Open now', starts: '-1 hour', ends: '1 hour' });
    const listed = ids((await call(t.app, 'GET', '/web/task/useful/list', { token: ann.token })).body.data);
    expect(listed).toContain(open);
    for (const id of [tomorrow, yesterday, delisted]) expect(listed).not.toContain(id);

    // A listed task can still be read (shared links keep working); a delisted one cannot.
    expect((await call(t.app, 'GET', `/web/task/${tomorrow}`)).status).toBe(200);
    expect((await call(t.app, 'GET', `/web/task/${delisted}`)).body).toMatchObject({ msgKey: 'errors.taskNotExist' });
    // Only an effective task can be taken part in.
    for (const id of [tomorrow, yesterday]) {
      const res = await workFor(ann.token, { taskId: id });
      expect(res.body, `task ${id}`).toMatchObject({ code: 409, msgKey: 'errors.taskNotOpen' });
    }
    const last = await call(t.app, 'GET', `/web/task/${open}`);
    expect(last.body.data.remainingDays).toBe(1);
  });

  it("should keep an exclusive task to the creators it was offered to, never another's", async () => {
    const exclusive = await insertTask({ title: 'For Ann', starts: '-1 day', ends: '5 days', scope: 'exclusive' });
    await t.sql.query('INSERT INTO task_offers (task_id, account_id) VALUES ($1, $2)', [exclusive, ann.customId]);

    expect(ids((await call(t.app, 'GET', '/web/task/exclusive/list', { token: ann.token })).body.data)).toEqual([
      exclusive,
    ]);
    expect((await call(t.app, 'GET', '/web/task/exclusive/list', { token: bob.token })).body.data).toEqual([]);
    expect(ids((await call(t.app, 'GET', '/web/task/useful/list', { token: ann.token })).body.data)).not.toContain(
      exclusive,
    );
    expect((await call(t.app, 'GET', `/web/task/${exclusive}`, { token: ann.token })).status).toBe(200);
    expect((await call(t.app, 'GET', `/web/task/${exclusive}`, { token: bob.token })).status).toBe(404);
    expect((await call(t.app, 'GET', `/web/task/${exclusive}`)).status).toBe(404);
    expect((await workFor(bob.token, { taskId: exclusive })).body).toMatchObject({ msgKey: 'errors.taskNotOpen' });
    expect((await call(t.app, 'GET', '/web/task/exclusive/list')).status).toBe(401);
  });

  it('should show a useful task to a visitor, and refuse ids that name nothing', async () => {
    const [first] = (await call(t.app, 'GET', '/web/task/useful/list', { token: ann.token })).body.data;
    expect((await call(t.app, 'GET', `/web/task/${first.id}`)).body.data).toMatchObject({ id: first.id });
    // A stale token is no reason to hide a public page.
    expect((await call(t.app, 'GET', `/web/task/${first.id}`, { token: 'stale' })).status).toBe(200);
    for (const id of ['999999', 'abc', '0', '99999999999']) {
      const res = await call(t.app, 'GET', `/web/task/${id}`);
      expect(res.status, id).toBeGreaterThanOrEqual(400);
      expect(res.status, id).toBeLessThan(500);
      expect(res.body.msgKey === 'errors.taskNotExist' || res.body.errors?.[0]?.msgKey === 'errors.taskNotExist').toBe(
        true,
      );
    }
  });
});

describe('my task', () => {
  it('should follow a work entered for a task and one for an activity, Submitted and Unpaid, for their creator only', async () => {
    const [task] = (await call(t.app, 'GET', '/web/task/useful/list', { token: ann.token })).body.data;
    const [activity] = (await call(t.app, 'GET', '/web/activity/effective/list')).body.data;
    const me = await newCreator(t.app);
    expect((await call(t.app, 'GET', '/api/activity/my/page', { token: me.token })).body.data).toEqual({
      list: [],
      total: 0,
      pageNum: 1,
      pageSize: 10,
    });
    expect((await workFor(me.token, { taskId: task.id })).status).toBe(200);
    expect((await workFor(me.token, { activityId: activity.id })).status).toBe(200);
    expect((await workFor(me.token, { activityId: activity.id, taskId: task.id })).body).toMatchObject({
      code: 400,
      errors: [{ field: 'taskId', msgKey: 'errors.oneActivityOrTask' }],
    });

    const { body } = await call(t.app, 'GET', '/api/activity/my/page', { token: me.token });
    expect(body.data.total).toBe(2);
    const [forActivity, forTask] = body.data.list;
    expect(forTask).toMatchObject({
      type: 'task',
      id: task.id,
      title: task.title,
      points: task.points,
      rewardStatus: 'submitted',
      payoutStatus: 'unpaid',
      deadline: task.deadline,
      remainingDays: task.remainingDays,
    });
    expect(forActivity).toMatchObject({
      type: 'activity',
      id: activity.id,
      minScore: activity.minScore,
      maxScore: activity.maxScore,
      points: null,
    });
    // The work shows what it answers in My works too.
    const works = await call(t.app, 'GET', '/web/works/page', {
      token: me.token,
      query: { customId: String(me.customId) },
    });
    expect(works.body.data.list[1].task).toEqual({ id: task.id, title: task.title, titleZh: task.titleZh });
    // Nobody else's participation shows.
    expect((await call(t.app, 'GET', '/api/activity/my/page', { token: bob.token })).body.data.total).toBe(0);
  });

  it('should page, and refuse pages that cannot be', async () => {
    const page2 = await call(t.app, 'GET', '/api/activity/my/page', {
      token: ann.token,
      query: { pageNum: '50', pageSize: '100' },
    });
    expect(page2.body.data).toMatchObject({ list: [], pageNum: 50, pageSize: 100 });
    const queries: Record<string, string>[] = [{ pageNum: '0' }, { pageSize: '101' }, { pageNum: 'x' }];
    for (const query of queries) {
      const res = await call(t.app, 'GET', '/api/activity/my/page', { token: ann.token, query });
      expect(res.status, JSON.stringify(query)).toBe(400);
    }
    expect((await call(t.app, 'GET', '/api/activity/my/page')).status).toBe(401);
  });
});

describe('activities', () => {
  it('should show a listed activity, and not a delisted or unknown one', async () => {
    const [activity] = (await call(t.app, 'GET', '/web/activity/effective/list')).body.data;
    expect((await call(t.app, 'GET', `/web/activity/${activity.id}`)).body.data).toEqual(activity);
    const { rows } = await t.sql.query(
      `INSERT INTO activities (title, title_zh, cover_path, min_score, max_score, starts_at, ends_at, listing)
       VALUES ('Gone', 'Gone', '/x.jpg', 1, 2, now(), now() + interval '1 day', 'delisted') RETURNING id`,
    );
    for (const id of [rows[0].id, 999999]) {
      expect((await call(t.app, 'GET', `/web/activity/${id}`)).body).toMatchObject({
        code: 404,
        msgKey: 'errors.activityNotExist',
      });
    }
  });
});
