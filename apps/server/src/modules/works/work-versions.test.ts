import type { WorkDetail } from '@stringer/shared/schemas/works';
import { WorkAuditStatus } from '@stringer/shared/statuses';
import { newCreator } from '@stringer/test-support/accounts';
import { call } from '@stringer/test-support/api';
import { makeJpeg, makeVideo } from '@stringer/test-support/media';
import { newStaff } from '@stringer/test-support/staff';
import { tusSend, uploadReady } from '@stringer/test-support/uploads';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let base: string;
let me: { token: string; customId: number };
let reviewer: { token: string };
let tagIds: number[];

const ready = (bytes: Buffer, kind: string, filename: string) =>
  uploadReady(t.app, base, me.token, bytes, { kind, filename });

async function publish() {
  const body = {
    title: 'Flood, first cut',
    description: 'Full footage: https://pan.example.com/s/v1',
    tags: [tagIds[0]],
    coverFileId: await ready(makeJpeg('v1-cover.jpg'), 'cover', 'cover.jpg'),
    videoFileIds: [await ready(makeVideo('v1.mp4', 1), 'video', 'v1.mp4')],
    location: 'Wuhan',
  };
  const res = await call(t.app, 'POST', '/web/works', { token: me.token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { ...body, worksId: res.body.data.worksId as number };
}

const sendBack = (worksId: number, reason: string) =>
  call(t.app, 'PUT', '/manager/works/audit', {
    token: reviewer.token,
    body: { worksId, auditStatus: WorkAuditStatus.SendBack, reason },
  });
const edit = (body: Record<string, unknown>) => call(t.app, 'PUT', '/web/works', { token: me.token, body });
const mine = async (id: number): Promise<WorkDetail> =>
  (await call(t.app, 'GET', '/web/works/detail', { token: me.token, query: { id: String(id) } })).body.data;
const staffView = async (id: number): Promise<WorkDetail> =>
  (await call(t.app, 'GET', '/manager/works/detail', { token: reviewer.token, query: { id: String(id) } })).body.data;

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  me = await newCreator(t.app);
  reviewer = await newStaff(t.app, t.url, 'reviewer');
  tagIds = (await call(t.app, 'GET', '/web/tag/works/select/list')).body.data.map((tag: { id: number }) => tag.id);
});
afterAll(() => t.close());

describe('work versions', () => {
  it('should make version 2 of a work edited after a send-back, version 1 readable whole by both sides', async () => {
    const v1 = await publish();
    expect(await mine(v1.worksId)).toMatchObject({ version: 1, versions: [{ version: 1, content: null }] });
    expect((await sendBack(v1.worksId, 'Steadier shots, please')).status).toBe(200);

    const newVideo = await ready(makeVideo('v2.mp4', 1), 'video', 'v2.mp4');
    const edited = await edit({
      ...v1,
      title: 'Flood, second cut',
      tags: [tagIds[1]],
      videoFileIds: [newVideo],
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data).toMatchObject({
      version: 2,
      auditStatus: WorkAuditStatus.Pending,
      title: 'Flood, second cut',
    });

    for (const detail of [await mine(v1.worksId), await staffView(v1.worksId)]) {
      expect(detail.videos.map((v) => v.fileId)).toEqual([newVideo]);
      const [current, first] = detail.versions;
      expect(detail.versions).toHaveLength(2);
      expect(current).toMatchObject({ version: 2, replacedAt: null, content: null });
      expect(first).toMatchObject({
        version: 1,
        createdAt: expect.any(String),
        replacedAt: current?.createdAt,
        content: {
          title: 'Flood, first cut',
          description: v1.description,
          tags: [{ id: tagIds[0] }],
          coverFileId: v1.coverFileId,
          cover: { fileId: v1.coverFileId },
          videos: [{ fileId: v1.videoFileIds[0], state: 'ready' }],
          location: 'Wuhan',
          reviewReason: 'Steadier shots, please',
        },
      });
      // Its files play by signed address, as the current version's do.
      const played = await fetch(`${base}${first?.content?.videos[0]?.url}`, { headers: { range: 'bytes=0-99' } });
      expect(played.status).toBe(206);
      expect((await fetch(`${base}${first?.content?.cover?.url}`)).status).toBe(200);
    }

    const { rows } = await t.sql.query(
      "SELECT before, after FROM audit_log WHERE entity = 'work' AND entity_id = $1 AND action = 'resubmit'",
      [v1.worksId],
    );
    expect(rows).toMatchObject([{ before: { version: 1 }, after: { version: 2 } }]);
  });

  it('should change the current version when the work is edited while Pending', async () => {
    const v1 = await publish();
    const edited = await edit({ ...v1, title: 'Flood, retitled' });
    expect(edited.body.data).toMatchObject({ version: 1, title: 'Flood, retitled', versions: [{ version: 1 }] });
    await sendBack(v1.worksId, 'Add the location');
    await edit({ ...v1, title: 'Flood, v2' });
    await edit({ ...v1, title: 'Flood, v2 retitled' });
    const detail = await mine(v1.worksId);
    expect(detail).toMatchObject({ version: 2, title: 'Flood, v2 retitled' });
    expect(detail.versions.map((v) => [v.version, v.content?.title ?? null])).toEqual([
      [2, null],
      [1, 'Flood, retitled'],
    ]);
  });

  it("should keep an earlier version's files: its creator cannot delete them, nor does the clean-up", async () => {
    const v1 = await publish();
    await sendBack(v1.worksId, 'Another angle');
    await edit({ ...v1, videoFileIds: [await ready(makeVideo('v2b.mp4', 1), 'video', 'v2b.mp4')] });
    const [oldVideo] = v1.videoFileIds;
    const drop = await fetch(`${base}/web/files/${oldVideo}`, {
      method: 'DELETE',
      headers: { 'stringer-token': me.token, 'tus-resumable': '1.0.0' },
    });
    expect(drop.status).toBe(409);
    expect(await drop.json()).toMatchObject({ msgKey: 'errors.fileInUse' });

    // Even a file in a state the clean-up takes (refused long ago) stays while a version uses it;
    // a loose one beside it shows the job ran.
    const loose = await tusSend(base, me.token, makeJpeg('loose.jpg'), { kind: 'cover', filename: 'loose.jpg' });
    await t.sql.query("UPDATE files SET state = 'refused', updated_at = now() - interval '2 days' WHERE id = ANY($1)", [
      [oldVideo, loose.fileId],
    ]);
    const boss = new PgBoss(t.url);
    await boss.start();
    await boss.send('files.cleanup', {});
    await boss.stop({ graceful: false, close: true });
    const left = async () =>
      (await t.sql.query('SELECT id FROM files WHERE id = ANY($1)', [[oldVideo, loose.fileId]])).rows.map((r) => r.id);
    await expect.poll(left, { timeout: 10_000 }).toEqual([oldVideo]);
    await t.sql.query("UPDATE files SET state = 'ready' WHERE id = $1", [oldVideo]);
    const url = (await mine(v1.worksId)).versions[1]?.content?.videos[0]?.url;
    expect((await fetch(`${base}${url}`, { headers: { range: 'bytes=0-99' } })).status).toBe(206);
  });

  it("should file a note under the version the work is at, and keep version 1's notes with their done marks", async () => {
    const v1 = await publish();
    const note = (videoFileId: string, text: string) =>
      call(t.app, 'POST', `/manager/works/${v1.worksId}/notes`, {
        token: reviewer.token,
        body: { videoFileId, atMs: 400, text },
      });
    const first = await note(v1.videoFileIds[0] as string, 'Shaky start');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    await sendBack(v1.worksId, 'See the note');
    const done = await call(t.app, 'PUT', `/web/works/notes/${first.body.data.id}`, {
      token: me.token,
      body: { answer: 'Re-shot, see version 2', done: true },
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const newVideo = await ready(makeVideo('v2n.mp4', 1), 'video', 'v2n.mp4');
    await edit({ ...v1, videoFileIds: [newVideo] });
    expect((await note(newVideo, 'Better')).status).toBe(200);
    const list = (await call(t.app, 'GET', `/manager/works/${v1.worksId}/notes`, { token: reviewer.token })).body.data
      .list as { text: string; version: number; done: boolean }[];
    expect(list.map((n) => [n.text, n.version, n.done]).sort()).toEqual([
      ['Better', 2, false],
      ['Shaky start', 1, true],
    ]);
  });
});
