import { WorkAuditStatus } from '@stringer/shared/statuses';
import { newCreator } from '@stringer/test-support/accounts';
import { call } from '@stringer/test-support/api';
import { makeJpeg, makeVideo } from '@stringer/test-support/media';
import { newStaff } from '@stringer/test-support/staff';
import { uploadReady } from '@stringer/test-support/uploads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let base: string;
let me: { token: string; customId: number };
let video: Buffer;
let cover: Buffer;

const creator = () => newCreator(t.app);
const ready = (token: string, bytes: Buffer, kind: string, filename: string) =>
  uploadReady(t.app, base, token, bytes, { kind, filename });

async function workBody(token: string, extra: Record<string, unknown> = {}) {
  const tags = (await call(t.app, 'GET', '/web/tag/works/select/list')).body.data;
  return {
    title: 'Flood in the old town',
    description: 'Full footage: https://pan.example.com/s/abc',
    tags: [tags[0].id, tags[1].id],
    coverFileId: await ready(token, cover, 'cover', 'cover.jpg'),
    videoFileIds: [await ready(token, video, 'video', 'a.mp4'), await ready(token, video, 'video', 'b.mp4')],
    ...extra,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  me = await creator();
  video = makeVideo('work.mp4', 1);
  cover = makeJpeg('work-cover.jpg');
});
afterAll(() => t.close());

describe('works', () => {
  it('should publish a work for an open activity, list it Pending, show its playable videos, and clear the draft', async () => {
    const activities = (await call(t.app, 'GET', '/web/activity/effective/list')).body.data;
    expect(activities.length).toBeGreaterThanOrEqual(3);
    expect(activities[0]).toMatchObject({ cover: { filePath: expect.stringMatching(/^\/web\/seed\/covers\//) } });
    expect((await t.app.inject(activities[0].cover.filePath)).headers['content-type']).toBe('image/jpeg');

    await call(t.app, 'POST', '/web/draft', { token: me.token, body: { title: 'half-typed' } });
    const body = await workBody(me.token, {
      activityId: activities[0].id,
      location: 'Wuhan',
      shootingDate: '2026-11-20',
    });
    const published = await call(t.app, 'POST', '/web/works', { token: me.token, body });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const { worksId } = published.body.data;
    expect((await call(t.app, 'GET', '/web/draft', { token: me.token })).body.data).toBeNull();

    const page = await call(t.app, 'GET', '/web/works/page', {
      token: me.token,
      query: { customId: String(me.customId), pageNum: '1', pageSize: '10' },
    });
    expect(page.body.data).toMatchObject({ total: 1, pageNum: 1, pageSize: 10 });
    expect(page.body.data.list[0]).toMatchObject({
      worksId,
      auditStatus: WorkAuditStatus.Pending,
      activity: { id: activities[0].id },
      tags: [{ id: body.tags[0] }, { id: body.tags[1] }],
      reviewTime: null,
    });

    const detail = await call(t.app, 'GET', '/web/works/detail', { token: me.token, query: { id: String(worksId) } });
    expect(detail.body.data.videos).toHaveLength(2);
    const playable = await fetch(`${base}${detail.body.data.videos[0].url}`, { headers: { range: 'bytes=0-99' } });
    expect(playable.status).toBe(206);
  });

  it('should filter my works by status and page them', async () => {
    const other = await creator();
    for (let i = 0; i < 3; i++)
      await call(t.app, 'POST', '/web/works', {
        token: other.token,
        body: await workBody(other.token, { title: `W${i}` }),
      });
    const { rows } = await t.sql.query(
      `UPDATE works SET audit_status = ${WorkAuditStatus.SendBack}, review_reason = 'Shaky' WHERE title = 'W1' RETURNING id`,
    );
    const q = (extra: Record<string, string>) =>
      call(t.app, 'GET', '/web/works/page', {
        token: other.token,
        query: { customId: String(other.customId), pageNum: '1', pageSize: '2', ...extra },
      });
    expect((await q({})).body.data).toMatchObject({ total: 3, list: [{ title: 'W2' }, { title: 'W1' }] });
    expect((await q({ pageNum: '2' })).body.data.list.map((w: { title: string }) => w.title)).toEqual(['W0']);
    expect((await q({ auditStatus: String(WorkAuditStatus.SendBack) })).body.data.list).toEqual([
      expect.objectContaining({ worksId: rows[0].id, reviewReason: 'Shaky' }),
    ]);
    expect((await q({ auditStatus: '7' })).status).toBe(400);
  });

  it("should refuse another creator's list and work: 403 for the list, 'Work ID does not exist' for the work", async () => {
    const other = await creator();
    const { worksId } = (
      await call(t.app, 'POST', '/web/works', { token: other.token, body: await workBody(other.token) })
    ).body.data;
    const list = await call(t.app, 'GET', '/web/works/page', {
      token: me.token,
      query: { customId: String(other.customId) },
    });
    expect(list.status).toBe(403);
    for (const res of [
      await call(t.app, 'GET', '/web/works/detail', { token: me.token, query: { id: String(worksId) } }),
      await call(t.app, 'PUT', `/web/works/delete?worksId=${worksId}`, { token: me.token }),
    ]) {
      expect(res.body).toMatchObject({ code: 404, msg: 'Work ID does not exist' });
    }
  });

  it("should refuse files that are not the creator's, not ready, or of the wrong kind", async () => {
    const other = await creator();
    const theirCover = await ready(other.token, cover, 'cover', 'c.jpg');
    const body = await workBody(me.token);
    const foreign = await call(t.app, 'POST', '/web/works', {
      token: me.token,
      body: { ...body, coverFileId: theirCover },
    });
    expect(foreign.body.errors).toEqual([{ field: 'coverFileId', msgKey: 'errors.fileNotExist' }]);
    const wrongKind = await call(t.app, 'POST', '/web/works', {
      token: me.token,
      body: { ...body, videoFileIds: [body.coverFileId] },
    });
    expect(wrongKind.body.errors).toEqual([{ field: 'videoFileIds', msgKey: 'errors.fileNotExist' }]);
    const tooMany = await call(t.app, 'POST', '/web/works', {
      token: me.token,
      body: { ...body, videoFileIds: Array(10).fill(body.videoFileIds[0]) },
    });
    expect(tooMany.body.errors).toEqual([{ field: 'videoFileIds', msgKey: 'errors.tooManyVideos' }]);
    const empty = await call(t.app, 'POST', '/web/works', { token: me.token, body: {} });
    expect(empty.body).toMatchObject({ code: 400, msgKey: 'errors.titleRequired' });
    expect(empty.body.errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['title', 'description', 'tags', 'coverFileId', 'videoFileIds']),
    );
  });

  it('should let a Pending or Send Back work be edited (Send Back returns to Pending) and a Passed one not', async () => {
    const body = await workBody(me.token);
    const { worksId } = (await call(t.app, 'POST', '/web/works', { token: me.token, body })).body.data;
    await t.sql.query(`UPDATE works SET audit_status = ${WorkAuditStatus.SendBack} WHERE id = $1`, [worksId]);
    const edited = await call(t.app, 'PUT', '/web/works', {
      token: me.token,
      body: { ...body, worksId, title: 'Flood, edited', videoFileIds: [body.videoFileIds[1]] },
    });
    expect(edited.body.data).toMatchObject({
      title: 'Flood, edited',
      auditStatus: WorkAuditStatus.Pending,
      videos: [{ fileId: body.videoFileIds[1] }],
    });
    await t.sql.query(`UPDATE works SET audit_status = ${WorkAuditStatus.Passed} WHERE id = $1`, [worksId]);
    const final = await call(t.app, 'PUT', '/web/works', { token: me.token, body: { ...body, worksId } });
    expect(final.body.msgKey).toBe('errors.workFinal');
    expect((await call(t.app, 'PUT', `/web/works/delete?worksId=${worksId}`, { token: me.token })).body.msgKey).toBe(
      'errors.workFinal',
    );
  });

  it('should delete a work, sent as the spec sends it (form-encoded PUT)', async () => {
    const { worksId } = (await call(t.app, 'POST', '/web/works', { token: me.token, body: await workBody(me.token) }))
      .body.data;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/web/works/delete?worksId=${worksId}`,
      payload: `worksId=${worksId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'stringer-token': me.token },
    });
    expect(res.json()).toMatchObject({ code: 200 });
    expect(
      (await call(t.app, 'GET', '/web/works/detail', { token: me.token, query: { id: String(worksId) } })).status,
    ).toBe(404);
  });

  it('should withdraw, not delete, a work staff reviewed: gone for the creator, kept with its files for staff', async () => {
    const reviewer = await newStaff(t.app, t.url, 'reviewer');
    const body = await workBody(me.token, {
      taskId: (await call(t.app, 'GET', '/web/task/useful/list', { token: me.token })).body.data[0].id,
    });
    const { worksId } = (await call(t.app, 'POST', '/web/works', { token: me.token, body })).body.data;
    const mine = async () =>
      (
        await call(t.app, 'GET', '/web/works/page', {
          token: me.token,
          query: { customId: String(me.customId), pageNum: '1', pageSize: '50' },
        })
      ).body.data;
    const participation = async () =>
      (
        await call(t.app, 'GET', '/api/activity/my/page', {
          token: me.token,
          query: { customId: String(me.customId), pageNum: '1', pageSize: '50' },
        })
      ).body.data;
    const before = { works: await mine(), tasks: await participation() };
    await t.sql.query(
      `UPDATE works SET audit_status = ${WorkAuditStatus.SendBack}, reviewed_at = now() WHERE id = $1`,
      [worksId],
    );

    const res = await call(t.app, 'PUT', `/web/works/delete?worksId=${worksId}`, { token: me.token });
    expect(res.body).toMatchObject({ code: 200 });
    const after = { works: await mine(), tasks: await participation() };
    expect(after.works.total).toBe(before.works.total - 1);
    expect(after.works.list.map((w: { worksId: number }) => w.worksId)).not.toContain(worksId);
    expect(after.tasks.total).toBe(before.tasks.total - 1);
    expect(
      (await call(t.app, 'GET', '/web/works/detail', { token: me.token, query: { id: String(worksId) } })).status,
    ).toBe(404);

    const kept = await call(t.app, 'GET', '/manager/works/detail', {
      token: reviewer.token,
      query: { id: String(worksId) },
    });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.data).toMatchObject({ worksId, withdrawnAt: expect.any(String), videos: [{}, {}] });
    const decided = await call(t.app, 'PUT', '/manager/works/audit', {
      token: reviewer.token,
      body: { worksId, auditStatus: WorkAuditStatus.Passed },
    });
    expect(decided).toMatchObject({ status: 409, body: { msgKey: 'errors.workWithdrawn' } });
    const queue = await call(t.app, 'GET', '/manager/works/page', {
      token: reviewer.token,
      query: { auditStatus: String(WorkAuditStatus.SendBack), creatorId: String(me.customId), pageSize: '50' },
    });
    expect(queue.body.data.list.map((w: { id: number }) => w.id)).not.toContain(worksId);
    const { rows } = await t.sql.query('SELECT count(*)::int AS n FROM work_files WHERE work_id = $1', [worksId]);
    expect(rows[0].n).toBe(2);
  });

  it('should delete outright a work nobody has reviewed', async () => {
    const { worksId } = (await call(t.app, 'POST', '/web/works', { token: me.token, body: await workBody(me.token) }))
      .body.data;
    expect((await call(t.app, 'PUT', `/web/works/delete?worksId=${worksId}`, { token: me.token })).body.code).toBe(200);
    expect((await t.sql.query('SELECT id FROM works WHERE id = $1', [worksId])).rows).toEqual([]);
  });

  it('should show in the details the task a work was made for and its reward, then the payout once there is one', async () => {
    const task = (await call(t.app, 'GET', '/web/task/useful/list', { token: me.token })).body.data[0];
    const { worksId } = (
      await call(t.app, 'POST', '/web/works', { token: me.token, body: await workBody(me.token, { taskId: task.id }) })
    ).body.data;
    const detail = async (id: number) =>
      (await call(t.app, 'GET', '/web/works/detail', { token: me.token, query: { id: String(id) } })).body.data;

    expect(await detail(worksId)).toMatchObject({
      task: { id: task.id, title: task.title, titleZh: task.titleZh },
      activity: null,
      reward: { points: task.points, score: null, rewardStatus: 'submitted', payoutStatus: 'unpaid' },
    });
    await t.sql.query(
      `UPDATE works SET audit_status = ${WorkAuditStatus.Passed}, reward_status = 'issued', points = 80, payout_status = 'paid' WHERE id = $1`,
      [worksId],
    );
    expect((await detail(worksId)).reward).toEqual({
      points: 80,
      score: null,
      minScore: null,
      maxScore: null,
      rewardStatus: 'issued',
      payoutStatus: 'paid',
    });

    // An activity's work: a score within the range once reviewed; a work on its own earns nothing.
    const activity = (await call(t.app, 'GET', '/web/activity/effective/list')).body.data[0];
    const forActivity = (
      await call(t.app, 'POST', '/web/works', {
        token: me.token,
        body: await workBody(me.token, { activityId: activity.id }),
      })
    ).body.data.worksId;
    expect((await detail(forActivity)).reward).toMatchObject({
      points: null,
      minScore: activity.minScore,
      maxScore: activity.maxScore,
      rewardStatus: 'submitted',
    });
    const alone = (await call(t.app, 'POST', '/web/works', { token: me.token, body: await workBody(me.token) })).body
      .data.worksId;
    expect((await detail(alone)).reward).toBeNull();
  });

  it('should list a work as playable once each of its videos being processed has a first stream or a preview', async () => {
    const reviewer = await newStaff(t.app, t.url, 'reviewer');
    const body = await workBody(me.token);
    const { worksId } = (await call(t.app, 'POST', '/web/works', { token: me.token, body })).body.data;
    const [a, b] = body.videoFileIds as [string, string];
    // The parts as the renditions job would record them, set here without running it.
    const parts = (fileId: string, list: string) =>
      t.sql.query(`UPDATE files SET rendition_state = 'processing', rendition_parts = $2 WHERE id = $1`, [
        fileId,
        list,
      ]);
    const listed = async () => {
      const mine = await call(t.app, 'GET', '/web/works/page', {
        token: me.token,
        query: { customId: String(me.customId), pageNum: '1', pageSize: '50' },
      });
      const queue = await call(t.app, 'GET', '/manager/works/page', {
        token: reviewer.token,
        query: { auditStatus: String(WorkAuditStatus.Pending), creatorId: String(me.customId), pageSize: '50' },
      });
      const detail = await call(t.app, 'GET', '/web/works/detail', { token: me.token, query: { id: String(worksId) } });
      const fields = ({ videosPlayable, videosInProcess }: { videosPlayable: boolean; videosInProcess: string[] }) => ({
        videosPlayable,
        videosInProcess,
      });
      return [
        fields(mine.body.data.list.find((w: { worksId: number }) => w.worksId === worksId)),
        fields(queue.body.data.list.find((w: { id: number }) => w.id === worksId)),
        fields(detail.body.data),
      ];
    };
    const inProcess = [a, b].sort();
    await parts(a, '{poster}');
    await parts(b, '{poster}');
    expect(await listed()).toEqual(Array(3).fill({ videosPlayable: false, videosInProcess: inProcess }));
    // One video plays, the other not yet: the work is not playable.
    await parts(a, '{poster,stream}');
    expect(await listed()).toEqual(Array(3).fill({ videosPlayable: false, videosInProcess: inProcess }));
    await parts(b, '{poster,preview}');
    expect(await listed()).toEqual(Array(3).fill({ videosPlayable: true, videosInProcess: inProcess }));
  });
});
