import { ClueAuditStatus, WorkAuditStatus } from '@stringer/shared/statuses';
import { newCreator, someRegion } from '@stringer/test-support/accounts';
import { call } from '@stringer/test-support/api';
import { makeJpeg, makeVideo } from '@stringer/test-support/media';
import { newStaff } from '@stringer/test-support/staff';
import { refusedSend, uploadReady } from '@stringer/test-support/uploads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let base: string;
let admin: { token: string; mail: string };
let reviewer: { token: string; mail: string; id: number };
let creator: { token: string; customId: number };

const search = async (query: Record<string, string>) => {
  const res = await call(t.app, 'GET', '/manager/audit/page', { token: admin.token, query });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};
const historyOf = async (entity: string, id: number) =>
  (await search({ entity, entityId: String(id), pageSize: '50' })).list.reverse();

async function workBody(extra: Record<string, unknown> = {}) {
  const tags = (await call(t.app, 'GET', '/web/tag/works/select/list')).body.data;
  const ready = (bytes: Buffer, kind: string, filename: string) =>
    uploadReady(t.app, base, creator.token, bytes, { kind, filename });
  return {
    title: 'Harbour at dusk',
    description: 'Fishing boats coming in',
    tags: [tags[0].id],
    coverFileId: await ready(makeJpeg('actors-cover.jpg'), 'cover', 'cover.jpg'),
    videoFileIds: [await ready(makeVideo('actors.mp4', 1), 'video', 'a.mp4')],
    ...extra,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  admin = await newStaff(t.app, t.url, 'admin');
  reviewer = await newStaff(t.app, t.url, 'reviewer');
  await t.sql.query(`UPDATE accounts SET real_name = 'Rita Reviewer' WHERE id = $1`, [reviewer.id]);
  creator = await newCreator(t.app);
  await t.sql.query(`UPDATE accounts SET real_name = 'Chen Creator' WHERE id = $1`, [creator.customId]);
});
afterAll(() => t.close());

describe('the audit log names who acted', () => {
  it("should log a creator's submit, resubmit after a send-back, edit and delete, each with the creator as actor", async () => {
    const body = await workBody();
    const published = await call(t.app, 'POST', '/web/works', { token: creator.token, body });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const { worksId } = published.body.data;

    const sentBack = await call(t.app, 'PUT', '/manager/works/audit', {
      token: reviewer.token,
      body: { worksId, auditStatus: WorkAuditStatus.SendBack, reason: 'Trim the start' },
    });
    expect(sentBack.status, JSON.stringify(sentBack.body)).toBe(200);
    await call(t.app, 'PUT', '/web/works', { token: creator.token, body: { ...body, worksId } });
    await call(t.app, 'PUT', '/web/works', {
      token: creator.token,
      body: { ...body, worksId, title: 'Harbour at night' },
    });
    expect((await call(t.app, 'PUT', `/web/works/delete?worksId=${worksId}`, { token: creator.token })).status).toBe(
      200,
    );

    const me = { id: creator.customId, name: 'Chen Creator' };
    expect(await historyOf('work', worksId)).toMatchObject([
      {
        actor: 'creator',
        staff: null,
        creator: me,
        action: 'submit',
        before: null,
        after: { status: WorkAuditStatus.Pending },
      },
      {
        actor: 'staff',
        staff: { id: reviewer.id, name: 'Rita Reviewer' },
        action: 'audit',
        after: { status: WorkAuditStatus.SendBack },
        reason: 'Trim the start',
      },
      {
        actor: 'creator',
        action: 'resubmit',
        before: { status: WorkAuditStatus.SendBack },
        after: { status: WorkAuditStatus.Pending },
      },
      {
        actor: 'creator',
        action: 'edit',
        before: { title: 'Harbour at dusk' },
        after: { title: 'Harbour at night' },
      },
      {
        actor: 'creator',
        action: 'delete',
        before: { status: WorkAuditStatus.Pending, title: 'Harbour at night' },
        after: null,
      },
    ]);
  });

  it("should log a creator's clue submission", async () => {
    const sent = await call(t.app, 'POST', '/web/clue', {
      token: creator.token,
      body: {
        title: 'Flooded underpass',
        description: 'Water up to the knees by noon.',
        happenedOn: '2026-11-20',
        ...(await someRegion(t.app)),
        mediaFileIds: [
          await uploadReady(t.app, base, creator.token, makeJpeg('clue.jpg'), {
            kind: 'clue_media',
            filename: 'a.jpg',
          }),
        ],
      },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(await historyOf('clue', sent.body.data.id)).toMatchObject([
      { actor: 'creator', action: 'submit', after: { status: ClueAuditStatus.Pending, title: 'Flooded underpass' } },
    ]);
  });

  it('should log a refused upload as the system, for its creator', async () => {
    const fake = Buffer.concat([Buffer.from('This is not a video at all. '), Buffer.alloc(20_000, 0x41)]);
    await refusedSend(base, creator.token, fake, { kind: 'video', filename: 'fake.mp4', chunkSize: 8192 });
    const { list } = await search({ actor: 'system', creatorId: String(creator.customId) });
    expect(list).toMatchObject([
      {
        actor: 'system',
        staff: null,
        creator: { id: creator.customId },
        entity: 'file',
        entityId: null,
        action: 'refuse',
        after: { name: 'fake.mp4', state: 'refused', refusedKey: 'errors.fileMismatch' },
      },
    ]);
  });

  it('should find staff and creators by the beginning of a name or by mail, not only by id', async () => {
    const byStaffName = await search({ staff: 'rita' });
    expect(byStaffName.list.map((e: { action: string }) => e.action)).toEqual(['audit']);
    expect((await search({ staff: reviewer.mail })).total).toBe(1);
    const byCreator = await search({ creator: 'Chen', actor: 'creator' });
    expect(byCreator.total).toBeGreaterThanOrEqual(5);
    expect(byCreator.list.every((e: { creator: { name: string } }) => e.creator.name === 'Chen Creator')).toBe(true);
    expect(await search({ creator: 'nobody-by-this-name' })).toMatchObject({ total: 0, list: [] });
  });
});
