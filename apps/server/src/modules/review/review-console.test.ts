import { TOKEN_NAME } from '@stringer/shared/constants';
import { CertificationStatus, ClueAuditStatus, WorkAuditStatus } from '@stringer/shared/statuses';
import { newCreator, someRegion } from '@stringer/test-support/accounts';
import { call } from '@stringer/test-support/api';
import { submitClue } from '@stringer/test-support/clues';
import { makePdf, uploadVideo } from '@stringer/test-support/media';
import { newStaff } from '@stringer/test-support/staff';
import { uploadReady } from '@stringer/test-support/uploads';
import { publishWorkWithVideos } from '@stringer/test-support/works';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, RENDERS, type TestApp } from '../../../test/test-app';

/** The console beyond the decisions: filters, work details, reject reasons, making works public. */

let t: TestApp;
let base: string;
let creator: { token: string; customId: number };
let other: { token: string; customId: number };
let reviewer: { token: string };
let admin: { token: string };
let activityId: number;

const publish = async (who = creator) => (await publishWorkWithVideos(t.app, base, who.token)).worksId;

/** A copy of a work, by SQL: the filters need many rows, not many uploads. */
async function copyWork(id: number, set: Record<string, unknown> = {}) {
  const cols = Object.keys(set);
  const { rows } = await t.sql.query(
    `INSERT INTO works (owner_id, title, description, cover_file_id, activity_id, task_id, submitted_at)
     SELECT owner_id, title, description, cover_file_id, activity_id, task_id, submitted_at FROM works WHERE id = $1
     RETURNING id`,
    [id],
  );
  const copy = rows[0].id as number;
  for (const [i, col] of cols.entries()) {
    await t.sql.query(`UPDATE works SET ${col} = $2 WHERE id = $1`, [copy, Object.values(set)[i]]);
  }
  return copy;
}

const page = (path: string, query: Record<string, string>, who = reviewer) =>
  call(t.app, 'GET', `/manager/${path}/page`, { token: who.token, query: { pageSize: '100', ...query } });
const idsOf = (res: { body: { data: { list: { id: number }[] } } }) => res.body.data.list.map((w) => w.id);
const mailOf = async (id: number) => (await t.sql.query('SELECT mail FROM accounts WHERE id = $1', [id])).rows[0].mail;

beforeAll(async () => {
  t = await createTestApp(RENDERS);
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  creator = await newCreator(t.app);
  other = await newCreator(t.app);
  reviewer = await newStaff(t.app, t.url, 'reviewer');
  admin = await newStaff(t.app, t.url, 'admin');
  await t.sql.query(`UPDATE accounts SET real_name = 'Zhou Quill' WHERE id = $1`, [creator.customId]);
  activityId = (await call(t.app, 'GET', '/web/activity/effective/list')).body.data[0].id;
});
afterAll(() => t.close());

describe('queue filters', () => {
  it('should filter works by activity, creator email or name, and submitted time, with counts under the filter', async () => {
    const plain = await publish();
    const forActivity = await copyWork(plain, { activity_id: activityId });
    const old = await copyWork(plain, { submitted_at: '2020-01-02T00:00:00Z' });
    const others = await publish(other);

    const byActivity = await page('works', {
      auditStatus: String(WorkAuditStatus.Pending),
      activityId: String(activityId),
    });
    expect(byActivity.status, JSON.stringify(byActivity.body)).toBe(200);
    expect(idsOf(byActivity)).toEqual([forActivity]);
    expect(byActivity.body.data).toMatchObject({
      total: 1,
      totalCapped: false,
      counts: { [WorkAuditStatus.Pending]: 1, [WorkAuditStatus.Passed]: 0 },
    });

    const byMail = await page('works', {
      auditStatus: String(WorkAuditStatus.Pending),
      creator: (await mailOf(creator.customId)).toUpperCase(),
    });
    expect(idsOf(byMail)).toEqual([old, plain, forActivity]);
    const byName = await page('works', { auditStatus: String(WorkAuditStatus.Pending), creator: 'zhou q' });
    expect(idsOf(byName)).toEqual([old, plain, forActivity]);
    expect(idsOf(await page('works', { auditStatus: String(WorkAuditStatus.Pending), creator: 'zhou_' }))).toEqual([]);
    expect(
      idsOf(await page('works', { auditStatus: String(WorkAuditStatus.Pending), creator: 'nobody@example.com' })),
    ).toEqual([]);

    const between = await page('works', {
      auditStatus: String(WorkAuditStatus.Pending),
      submittedFrom: '2019-12-31T00:00:00Z',
      submittedTo: '2020-01-03T00:00:00+08:00',
    });
    expect(idsOf(between)).toEqual([old]);
    expect(idsOf(await page('works', { auditStatus: String(WorkAuditStatus.Pending) }))).toContain(others);
  });

  it('should filter clues and certifications by country and creator', async () => {
    const region = await someRegion(t.app);
    const clue = await call(t.app, 'POST', '/web/clue', {
      token: other.token,
      body: { title: 'Bridge closed', description: 'Cracks seen', happenedOn: '2026-11-20', ...region, source: 'own' },
    });
    expect(clue.status, JSON.stringify(clue.body)).toBe(200);
    const inCountry = await page('clue', {
      auditStatus: String(ClueAuditStatus.Pending),
      countryId: String(region.countryId),
    });
    expect(idsOf(inCountry)).toContain(clue.body.data.id);
    expect(
      idsOf(
        await page('clue', { auditStatus: String(ClueAuditStatus.Pending), countryId: String(region.countryId + 1) }),
      ),
    ).not.toContain(clue.body.data.id);
    expect(
      idsOf(await page('clue', { auditStatus: String(ClueAuditStatus.Pending), creatorId: String(creator.customId) })),
    ).toEqual([]);
    const certs = await page('certification', {
      auditStatus: String(CertificationStatus.Submitted),
      countryId: String(region.countryId),
    });
    expect(certs.status).toBe(200);
  });

  it('should refuse a filter that is not one', async () => {
    const res = await page('works', { submittedFrom: 'yesterday' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'submittedFrom', msgKey: 'errors.dateInvalid' }]);
  });
});

describe('a work as the reviewer opens it', () => {
  it('should show its creator, their earlier works and a playable video, and frames of it to staff only', async () => {
    const first = await publish();
    const id = await publish();
    const res = await call(t.app, 'GET', '/manager/works/detail', { token: reviewer.token, query: { id: String(id) } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const work = res.body.data;
    expect(work).toMatchObject({
      isPublic: false,
      creator: { id: creator.customId, realName: 'Zhou Quill', certificationStatus: CertificationStatus.NotSubmitted },
      description: expect.stringContaining('https://pan.example.com/s/harbour'),
    });
    expect(work.creator.area.country).toMatchObject({ name: expect.any(String) });
    expect(work.earlierWorks[0]).toMatchObject({ worksId: first, auditStatus: WorkAuditStatus.Pending });
    expect(work.earlierWorks.map((w: { worksId: number }) => w.worksId)).not.toContain(id);

    const video = work.videos[0];
    const ranged = await fetch(`${base}${video.url}`, { headers: { range: 'bytes=0-99' } });
    expect(ranged.status).toBe(206);
    expect((await ranged.arrayBuffer()).byteLength).toBe(100);

    const frame = async (who: { token: string }, fileId: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/manager/s3/bucket/${fileId}/videoFrame?time=0.5`,
        headers: { [TOKEN_NAME]: who.token },
      });
      return { status: res.statusCode, headers: res.headers };
    };
    const seen = await frame(reviewer, video.fileId);
    expect(seen.status).toBe(200);
    expect(seen.headers['content-type']).toBe('image/jpeg');
    expect((await frame(admin, video.fileId)).status).toBe(200);
    // Another creator's video stays theirs; the cover is no work's video.
    expect((await frame(other, video.fileId)).status).toBe(404);
    expect((await frame(creator, video.fileId)).status).toBe(200);
    expect((await frame(reviewer, work.coverFileId)).status).toBe(404);
    const support = await newStaff(t.app, t.url, 'support');
    expect((await frame(support, video.fileId)).status).toBe(403);
  });

  it('should show a clue whole, its media playable, and a certification with its resume', async () => {
    const region = await someRegion(t.app);
    const media = await uploadVideo(t.app, base, other.token, 'tip.mp4', { kind: 'clue_media' });
    const clue = await submitClue(t.app, other.token, [media], {
      place: 'North gate',
      source: 'tip',
      sourceLink: 'https://example.com/footage',
    });
    expect(clue.status, JSON.stringify(clue.body)).toBe(200);
    const opened = await call(t.app, 'GET', '/manager/clue/detail', {
      token: reviewer.token,
      query: { id: String(clue.body.data.id) },
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body.data).toMatchObject({
      place: 'North gate',
      source: 'tip',
      sourceLink: 'https://example.com/footage',
      area: { country: { id: region.countryId } },
      creator: { id: other.customId },
    });
    expect(opened.body.data.media).toHaveLength(1);
    expect((await fetch(`${base}${opened.body.data.media[0].url}`)).status).toBe(200);

    const resumeFileId = await uploadReady(t.app, base, other.token, makePdf(), { kind: 'resume', filename: 'cv.pdf' });
    const cert = await call(t.app, 'POST', '/web/custom/certification', {
      token: other.token,
      body: { email: 'ann@example.com', name: 'Ann', birthDate: '1990-01-01', resumeFileId, ...region },
    });
    expect(cert.status, JSON.stringify(cert.body)).toBe(200);
    const list = await page('certification', {
      auditStatus: String(CertificationStatus.Submitted),
      creatorId: String(other.customId),
    });
    const certId = list.body.data.list[0].id;
    const detail = await call(t.app, 'GET', '/manager/certification/detail', {
      token: reviewer.token,
      query: { id: String(certId) },
    });
    expect(detail.body.data).toMatchObject({ name: 'Ann', email: 'ann@example.com', resume: { name: 'cv.pdf' } });
    const resume = await fetch(`${base}${detail.body.data.resume.url}`);
    expect(resume.status).toBe(200);
    expect(
      Buffer.from(await resume.arrayBuffer())
        .subarray(0, 4)
        .toString(),
    ).toBe('%PDF');
    expect((await call(t.app, 'GET', '/manager/clue/detail', { token: other.token, query: { id: '1' } })).status).toBe(
      403,
    );
  });
});

describe('reject reasons', () => {
  const create = (who: { token: string }, body: Record<string, unknown>) =>
    call(t.app, 'POST', '/manager/reject-reason', { token: who.token, body });
  const list = (who: { token: string }, all = false) =>
    call(t.app, 'GET', '/manager/reject-reason/list', { token: who.token, query: all ? { all: 'true' } : {} });

  it('should let admins keep the list and reviewers read its active reasons in order', async () => {
    expect((await create(reviewer, { text: 'Blurry', textZh: '模糊' })).status).toBe(403);
    expect((await list(creator)).status).toBe(403);
    const bad = await create(admin, { text: 'Blurry', textZh: ' ' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: 'textZh', msgKey: 'errors.rejectReasonTextRequired' }]);
    const made = await create(admin, { text: 'Blurry', textZh: '模糊', position: 1 });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const id = made.body.data.id;
    expect((await list(reviewer)).body.data[0]).toMatchObject({ id, text: 'Blurry' });
    const off = await call(t.app, 'PUT', '/manager/reject-reason', {
      token: admin.token,
      body: { id, text: 'Blurry footage', textZh: '画面模糊', position: 1, active: false },
    });
    expect(off.body.data).toMatchObject({ text: 'Blurry footage', active: false });
    expect((await list(reviewer)).body.data.map((r: { id: number }) => r.id)).not.toContain(id);
    expect((await list(admin, true)).body.data.map((r: { id: number }) => r.id)).toContain(id);
    const gone = await call(t.app, 'DELETE', '/manager/reject-reason/delete', {
      token: admin.token,
      query: { id: String(id) },
    });
    expect(gone.status).toBe(200);
    const { rows } = await t.sql.query(
      `SELECT action FROM audit_log WHERE entity = 'rejectReason' AND entity_id = $1 ORDER BY id`,
      [id],
    );
    expect(rows.map((r) => r.action)).toEqual(['create', 'update', 'delete']);
  });

  it("should reject with a listed reason in the creator's language, with the reviewer's words after it", async () => {
    const [reason] = (await list(reviewer)).body.data;
    const id = await publish();
    await t.sql.query(
      `INSERT INTO notification_settings (account_id, language) VALUES ($1, 'zh')
       ON CONFLICT (account_id) DO UPDATE SET language = 'zh'`,
      [creator.customId],
    );
    const audit = (body: Record<string, unknown>) =>
      call(t.app, 'PUT', '/manager/works/audit', {
        token: reviewer.token,
        body: { worksId: id, auditStatus: WorkAuditStatus.Rejected, ...body },
      });
    expect((await audit({})).body.errors).toEqual([{ field: 'reason', msgKey: 'errors.reasonRequired' }]);
    expect((await audit({ rejectReasonId: 999_999 })).body.msgKey).toBe('errors.rejectReasonNotExist');
    const res = await audit({ rejectReasonId: reason.id, reason: 'Shaky in the first minute' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const mine = await call(t.app, 'GET', '/web/works/detail', { token: creator.token, query: { id: String(id) } });
    expect(mine.body.data).toMatchObject({
      auditStatus: WorkAuditStatus.Rejected,
      reviewReason: `${reason.textZh} — Shaky in the first minute`,
    });
    const { rows } = await t.sql.query(
      `SELECT after FROM audit_log WHERE entity = 'work' AND entity_id = $1 AND actor_kind = 'staff'`,
      [id],
    );
    expect(rows[0].after).toEqual({ status: WorkAuditStatus.Rejected, rejectReasonId: reason.id });
  });
});

describe('making a passed work public', () => {
  const setPublic = (who: { token: string }, worksId: number, value: boolean) =>
    call(t.app, 'PUT', '/manager/works/public', { token: who.token, body: { worksId, public: value } });
  const publicPage = async () =>
    (await call(t.app, 'GET', '/web/works/public/page', { query: { pageSize: '100' } })).body.data;

  it('should show only passed works, keep the public total right, and refuse creators', async () => {
    const id = await publish();
    expect((await setPublic(creator, id, true)).status).toBe(403);
    const pending = await setPublic(reviewer, id, true);
    expect(pending.status).toBe(409);
    expect(pending.body.msgKey).toBe('errors.workNotPassed');
    const audited = await call(t.app, 'PUT', '/manager/works/audit', {
      token: reviewer.token,
      body: { worksId: id, auditStatus: WorkAuditStatus.Passed },
    });
    expect(audited.status).toBe(200);
    // Public pages stream renditions only: not before every video has its preview.
    const videos = `SELECT 'preview' = ANY(rendition_parts) AS has FROM files
      WHERE id IN (SELECT file_id FROM work_files WHERE work_id = $1)`;
    await expect
      .poll(async () => (await t.sql.query(videos, [id])).rows.map((r) => r.has), { timeout: 60_000 })
      .toEqual([true]);
    const previews = `UPDATE files SET rendition_parts = $2 WHERE id IN (SELECT file_id FROM work_files WHERE work_id = $1)`;
    await t.sql.query(previews, [id, []]);
    const early = await setPublic(reviewer, id, true);
    expect(early.status).toBe(409);
    expect(early.body.msgKey).toBe('errors.previewNotReady');
    // A video whose renditions failed is not "still being processed" (issue 36 item 11).
    const failed = `UPDATE files SET rendition_state = $2 WHERE id IN (SELECT file_id FROM work_files WHERE work_id = $1)`;
    await t.sql.query(failed, [id, 'failed']);
    const broken = await setPublic(reviewer, id, true);
    expect(broken.status).toBe(409);
    expect(broken.body.msgKey).toBe('errors.previewFailed');
    await t.sql.query(failed, [id, 'ready']);
    await t.sql.query(previews, [id, ['poster', 'preview']]);
    const before = await publicPage();
    expect((await setPublic(reviewer, id, true)).status).toBe(200);
    const after = await publicPage();
    expect(after.total).toBe(before.total + 1);
    expect(after.list.map((w: { worksId: number }) => w.worksId)).toContain(id);
    const opened = await call(t.app, 'GET', '/manager/works/detail', {
      token: reviewer.token,
      query: { id: String(id) },
    });
    expect(opened.body.data.isPublic).toBe(true);

    expect((await setPublic(admin, id, false)).status).toBe(200);
    const hidden = await publicPage();
    expect(hidden.total).toBe(before.total);
    expect(hidden.list.map((w: { worksId: number }) => w.worksId)).not.toContain(id);
    const { rows } = await t.sql.query(
      `SELECT action, before, after FROM audit_log
        WHERE entity = 'work' AND entity_id = $1 AND actor_kind = 'staff' AND action <> 'audit' ORDER BY id`,
      [id],
    );
    expect(rows).toEqual([
      { action: 'makePublic', before: { public: false }, after: { public: true } },
      { action: 'makePrivate', before: { public: true }, after: { public: false } },
    ]);
    const told = await t.sql.query(`SELECT type FROM notifications WHERE account_id = $1 AND type = 'workMadePublic'`, [
      creator.customId,
    ]);
    expect(told.rows).toHaveLength(1);
  });
});
