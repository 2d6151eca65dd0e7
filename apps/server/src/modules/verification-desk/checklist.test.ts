import { TOKEN_NAME } from '@stringer/shared/constants';
import type { PublicWorkDetail } from '@stringer/shared/schemas/public-works';
import type { WorkForReview } from '@stringer/shared/schemas/review';
import type { Checklist, Custody } from '@stringer/shared/schemas/verification-checklist';
import type { WorkDetail } from '@stringer/shared/schemas/works';
import { WorkAuditStatus } from '@stringer/shared/statuses';
import { newCreator } from '@stringer/test-support/accounts';
import { call, dataOf } from '@stringer/test-support/api';
import { newStaff } from '@stringer/test-support/staff';
import { publishWorkWithVideos } from '@stringer/test-support/works';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let base: string;
let creator: { token: string; customId: number };
let reviewer: { token: string; id: number };
let admin: { token: string; id: number };

const put = (token: string, worksId: number, body: Record<string, unknown>) =>
  call(t.app, 'PUT', `/manager/works/${worksId}/verification/checklist`, { token, body });
const desk = (token: string, worksId: number) =>
  dataOf<{ checklist: Checklist; custody: Custody }>(t.app, 'GET', `/manager/works/${worksId}/verification`, { token });
const staffRows = async (worksId: number, actions: string[]) =>
  (
    await t.sql.query(
      "SELECT staff_id, action, after, at FROM audit_log WHERE entity = 'work' AND entity_id = $1 AND action = ANY($2) ORDER BY id",
      [worksId, actions],
    )
  ).rows;
const pass = (worksId: number) =>
  call(t.app, 'PUT', '/manager/works/audit', {
    token: reviewer.token,
    body: { worksId, auditStatus: WorkAuditStatus.Passed },
  });

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  creator = await newCreator(t.app);
  reviewer = await newStaff(t.app, t.url, 'reviewer');
  admin = await newStaff(t.app, t.url, 'admin');
});
afterAll(() => t.close());

describe('the verification checklist (issue 39)', () => {
  let worksId: number;
  beforeAll(async () => {
    ({ worksId } = await publishWorkWithVideos(t.app, base, creator.token, { seconds: 1 }));
  });

  it('should refuse creators (403) and answer 404 for a work that does not exist', async () => {
    expect((await put(creator.token, worksId, { sourceContacted: true })).status).toBe(403);
    const missing = await put(reviewer.token, 999_999, { sourceContacted: true });
    expect(missing.status).toBe(404);
    expect(missing.body.msgKey).toBe('errors.workNotExist');
    expect((await put(reviewer.token, worksId, {})).status).toBe(400);
    expect(await staffRows(worksId, ['tick', 'untick'])).toEqual([]);
  });

  it('should tick and untick items with who and when, each change an audit row, an unchanged one none', async () => {
    const ticked = await put(reviewer.token, worksId, { sourceContacted: true, placeConfirmed: true });
    expect(ticked.status, JSON.stringify(ticked.body)).toBe(200);
    const list = ticked.body.data as Checklist;
    expect(list.items.map((i) => [i.item, i.ticked, i.by?.id ?? null])).toEqual([
      ['sourceContacted', true, reviewer.id],
      ['placeConfirmed', true, reviewer.id],
      ['timeConfirmed', false, null],
      ['original', false, null],
    ]);
    expect(Date.now() - Date.parse(list.items[0]?.at as string)).toBeLessThan(60_000);
    // Already ticked: nothing to record.
    await put(reviewer.token, worksId, { sourceContacted: true });
    const unticked = (await put(admin.token, worksId, { placeConfirmed: false })).body.data as Checklist;
    expect(unticked.items[1]).toMatchObject({ item: 'placeConfirmed', ticked: false, by: { id: admin.id } });
    const rows = await staffRows(worksId, ['tick', 'untick']);
    expect(rows.map((r) => [r.staff_id, r.action, r.after.checklistItem])).toEqual([
      [reviewer.id, 'tick', 'sourceContacted'],
      [reviewer.id, 'tick', 'placeConfirmed'],
      [admin.id, 'untick', 'placeConfirmed'],
    ]);
  });

  it('should let a work pass with items unticked, and say which at the pass (not verified)', async () => {
    expect((await pass(worksId)).status).toBe(200);
    // The decision's own audit row lists the items unticked at the pass.
    const [decision] = await staffRows(worksId, ['audit']);
    expect(decision?.after).toMatchObject({
      status: WorkAuditStatus.Passed,
      unticked: ['placeConfirmed', 'timeConfirmed', 'original'],
    });
    // A tick after the pass does not change what the pass was decided on.
    await put(reviewer.token, worksId, { timeConfirmed: true });
    const { checklist } = await desk(reviewer.token, worksId);
    expect(checklist.atPass?.unticked).toEqual(['placeConfirmed', 'timeConfirmed', 'original']);
    expect(checklist.verifiedAt).toBeNull();
    expect(checklist.items[2]).toMatchObject({ item: 'timeConfirmed', ticked: true });
    const mine = await dataOf<{ verifiedAt: string | null }>(t.app, 'GET', `/web/works/${worksId}/verification`, {
      token: creator.token,
    });
    expect(mine).toEqual({ verifiedAt: null });
  });

  it('should call a work passed with every item ticked verified: the creator and the share page say so', async () => {
    const { worksId: id } = await publishWorkWithVideos(t.app, base, creator.token, { seconds: 1 });
    await put(reviewer.token, id, { sourceContacted: true, placeConfirmed: true, timeConfirmed: true, original: true });
    expect((await pass(id)).status).toBe(200);
    const { checklist } = await desk(admin.token, id);
    expect(checklist.atPass?.unticked).toEqual([]);
    expect(checklist.verifiedAt).toBe(checklist.atPass?.at);
    expect((await staffRows(id, ['audit']))[0]?.after).toMatchObject({ status: WorkAuditStatus.Passed, unticked: [] });
    // The creator reads the verdict on their own work, and nothing of anyone else's.
    const mine = await call(t.app, 'GET', `/web/works/${id}/verification`, { token: creator.token });
    expect(mine.body.data).toEqual({ verifiedAt: checklist.verifiedAt });
    const other = await newCreator(t.app);
    expect((await call(t.app, 'GET', `/web/works/${id}/verification`, { token: other.token })).status).toBe(404);
    expect((await call(t.app, 'GET', `/web/works/${id}/verification`, { token: reviewer.token })).status).toBe(403);

    // Shown publicly (its previews are not made in this app: the column is what the share page reads).
    await t.sql.query('UPDATE works SET public_at = now() WHERE id = ANY($1)', [[id, worksId]]);
    const day = (checklist.verifiedAt as string).slice(0, 10);
    const en = await fetch(`${base}/v/${id}`, { headers: { 'accept-language': 'en' } });
    expect(en.status).toBe(200);
    const page = await en.text();
    expect(page).toContain(`<p id="verified">Verified by Stringer on ${day}</p>`);
    expect(page).toMatch(new RegExp(`property="og:description" content="Verified by Stringer on ${day}\\. `));
    const zh = await (await fetch(`${base}/v/${id}`, { headers: { 'accept-language': 'zh-CN' } })).text();
    expect(zh).toContain(`Stringer 已于 ${day} 核实`);
    // The first work, passed with items unticked, is not called verified.
    expect(await (await fetch(`${base}/v/${worksId}`)).text()).not.toContain('Verified by');
    // The app's own public video page is told the same (its day only), the other work's nothing.
    const shownDetail = (id: number) =>
      dataOf<PublicWorkDetail>(t.app, 'GET', '/web/works/public/detail', { query: { id: String(id) } });
    expect((await shownDetail(id)).verifiedAt).toBe(checklist.verifiedAt);
    expect((await shownDetail(worksId)).verifiedAt).toBeNull();
  });
});

describe('the chain of custody (issue 39)', () => {
  it("should log a reviewer's download of an original as theirs when it is served, and list it", async () => {
    const { worksId, videoFileIds } = await publishWorkWithVideos(t.app, base, creator.token, { seconds: 1 });
    const before = await desk(reviewer.token, worksId);
    expect(before.custody.downloads).toEqual([]);
    const original = before.custody.originals[0];
    expect(original?.fileId).toBe(videoFileIds[0]);
    // Asking for the address is not a download.
    expect((await t.sql.query('SELECT 1 FROM original_downloads WHERE work_id = $1', [worksId])).rowCount).toBe(0);

    const res = await fetch(new URL(original?.url as string, base));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment;/);
    const bytes = Buffer.from(await res.arrayBuffer());
    const { rows } = await t.sql.query('SELECT size FROM files WHERE id = $1', [original?.fileId]);
    expect(bytes.length).toBe(Number(rows[0].size));
    // A resumed transfer continues the download already logged.
    const rest = await fetch(new URL(original?.url as string, base), { headers: { range: 'bytes=100-' } });
    expect(rest.status).toBe(206);

    const after = await desk(admin.token, worksId);
    expect(after.custody.downloads).toEqual([
      {
        fileId: original?.fileId,
        fileName: 'clip.mp4',
        kind: 'original',
        by: { id: reviewer.id, name: expect.any(String) },
        at: expect.any(String),
      },
    ]);
    const audited = await staffRows(worksId, ['downloadOriginal']);
    expect(audited.map((r) => [r.staff_id, r.after.fileId])).toEqual([[reviewer.id, original?.fileId]]);
  });

  it("should hand staff the review details' originals by their custody address only: fetched, it is logged; the creator's own is not", async () => {
    const { worksId, videoFileIds } = await publishWorkWithVideos(t.app, base, creator.token, { seconds: 1 });
    const downloads = async () =>
      (await t.sql.query('SELECT staff_id, file_id FROM original_downloads WHERE work_id = $1 ORDER BY id', [worksId]))
        .rows;
    const staffDetail = await dataOf<WorkForReview>(t.app, 'GET', '/manager/works/detail', {
      token: admin.token,
      query: { id: String(worksId) },
    });
    const url = staffDetail.videos[0]?.url as string;
    // Signed for the admin reading it, not the file's plain address (which logs nothing).
    expect(url).toMatch(new RegExp(`^/web/originals/${worksId}/${videoFileIds[0]}\\?by=${admin.id}&`));
    expect(JSON.stringify(staffDetail)).not.toContain(`/web/files/${videoFileIds[0]}/content`);
    expect(await downloads()).toEqual([]);
    const res = await fetch(new URL(url, base));
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    expect(await downloads()).toEqual([{ staff_id: admin.id, file_id: videoFileIds[0] }]);

    // The creator downloads their own original by its plain address: no custody event.
    const own = await dataOf<WorkDetail>(t.app, 'GET', '/web/works/detail', {
      token: creator.token,
      query: { id: String(worksId) },
    });
    const ownUrl = own.videos[0]?.url as string;
    expect(ownUrl).toMatch(new RegExp(`^/web/files/${videoFileIds[0]}/content\\?`));
    const mine = await fetch(new URL(ownUrl, base));
    expect(mine.status).toBe(200);
    await mine.arrayBuffer();
    expect(await downloads()).toHaveLength(1);

    // Public pages never carry an original at all.
    await t.sql.query('UPDATE works SET audit_status = $2, public_at = now() WHERE id = $1', [
      worksId,
      WorkAuditStatus.Passed,
    ]);
    const shown = await dataOf<PublicWorkDetail>(t.app, 'GET', '/web/works/public/detail', {
      query: { id: String(worksId) },
    });
    expect(shown.videos.map((v) => v.url)).toEqual([null]);
  });

  it('should log a keyframes zip as a download of that kind, once it is made, and a failed one not', async () => {
    const { worksId, videoFileIds } = await publishWorkWithVideos(t.app, base, creator.token, { seconds: 1 });
    const zip = await fetch(`${base}/manager/works/${worksId}/files/${videoFileIds[0]}/keyframes.zip`, {
      headers: { [TOKEN_NAME]: reviewer.token },
    });
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    await zip.arrayBuffer();
    // Another work's video makes no zip: nothing downloaded, nothing logged.
    const other = await publishWorkWithVideos(t.app, base, creator.token, { seconds: 1 });
    const refused = await call(t.app, 'GET', `/manager/works/${worksId}/files/${other.videoFileIds[0]}/keyframes.zip`, {
      token: reviewer.token,
    });
    expect(refused.status).toBe(404);

    const { custody } = await desk(admin.token, worksId);
    expect(custody.downloads).toEqual([
      {
        fileId: videoFileIds[0],
        fileName: 'clip.mp4',
        kind: 'keyframes',
        by: { id: reviewer.id, name: expect.any(String) },
        at: expect.any(String),
      },
    ]);
    const audited = await staffRows(worksId, ['downloadOriginal', 'downloadKeyframes']);
    expect(audited.map((r) => [r.staff_id, r.action, r.after.fileId])).toEqual([
      [reviewer.id, 'downloadKeyframes', videoFileIds[0]],
    ]);
  });

  it('should refuse an address whose signer was changed, or that lost its signature', async () => {
    const { worksId } = await publishWorkWithVideos(t.app, base, creator.token, { seconds: 1 });
    const url = (await desk(reviewer.token, worksId)).custody.originals[0]?.url as string;
    const forged = url.replace(`by=${reviewer.id}`, `by=${admin.id}`);
    expect((await fetch(new URL(forged, base))).status).toBe(404);
    expect((await fetch(new URL(url.replace(/&sig=.*/, '&sig=x'), base))).status).toBe(404);
    // Creators get no address: the panel is staff's.
    expect((await call(t.app, 'GET', `/manager/works/${worksId}/verification`, { token: creator.token })).status).toBe(
      403,
    );
    expect((await t.sql.query('SELECT 1 FROM original_downloads WHERE work_id = $1', [worksId])).rowCount).toBe(0);
  });
});
