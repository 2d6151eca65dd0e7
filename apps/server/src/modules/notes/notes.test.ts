import { TOKEN_NAME } from '@stringer/shared/constants';
import { WorkAuditStatus } from '@stringer/shared/statuses';
import { frameAtMs, frameRateOf, frameRateText } from '@stringer/shared/timecode';
import { newCreator } from '@stringer/test-support/accounts';
import { call } from '@stringer/test-support/api';
import { uploadVideo } from '@stringer/test-support/media';
import { newStaff } from '@stringer/test-support/staff';
import { publishWorkWithVideos } from '@stringer/test-support/works';
import { allOf, childText, fcpxmlDtdErrors, hasXmllint, parseXml, xmllintErrors } from '@stringer/test-support/xml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let base: string;
let creator: { token: string; customId: number };
let other: { token: string };
let reviewer: { token: string };
let second: { token: string };
/** xmllint where it is installed, and always on CI (.ci/run installs it). */
const withXmllint = hasXmllint || process.env.CI === 'true';

interface Work {
  id: number;
  videos: string[];
}

async function publish(videos = 2): Promise<Work> {
  const names = Array.from({ length: videos }, (_, i) => `street ${i}.mp4`);
  const work = await publishWorkWithVideos(t.app, base, creator.token, {
    title: 'Night market',
    videos: names,
    seconds: 2,
  });
  return { id: work.worksId, videos: work.videoFileIds };
}

const add = (who: { token: string }, worksId: number, body: Record<string, unknown>) =>
  call(t.app, 'POST', `/manager/works/${worksId}/notes`, { token: who.token, body });
const staffList = async (worksId: number) =>
  (await call(t.app, 'GET', `/manager/works/${worksId}/notes`, { token: second.token })).body.data.list;
const creatorList = (who: { token: string }, worksId: number) =>
  call(t.app, 'GET', `/web/works/${worksId}/notes`, { token: who.token });
const sendBack = (worksId: number) =>
  call(t.app, 'PUT', '/manager/works/audit', {
    token: reviewer.token,
    body: { worksId, auditStatus: WorkAuditStatus.SendBack, reason: 'See the notes' },
  });

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  creator = await newCreator(t.app);
  other = await newCreator(t.app);
  reviewer = await newStaff(t.app, t.url, 'reviewer');
  second = await newStaff(t.app, t.url, 'reviewer');
});
afterAll(() => t.close());

describe('review notes', () => {
  it('should keep a note at its frame, range and box, shown to staff with its author and audited', async () => {
    const work = await publish();
    const box = { x: 0.1, y: 0.2, w: 0.3, h: 0.4 };
    const res = await add(reviewer, work.id, {
      videoFileId: work.videos[1],
      atMs: 1280,
      endMs: 1760,
      box,
      text: 'Shaky',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [note] = await staffList(work.id);
    expect(note).toMatchObject({
      id: res.body.data.id,
      videoFileId: work.videos[1],
      atMs: 1280,
      endMs: 1760,
      frame: frameAtMs(1280, 25),
      frameRate: 25,
      box,
      text: 'Shaky',
      answer: null,
      done: false,
      version: 1,
      sentAt: null,
    });
    expect(note.author).toEqual(expect.any(String));
    const { rows } = await t.sql.query(
      "SELECT staff_id, action, after FROM audit_log WHERE entity = 'workNote' AND entity_id = $1",
      [note.id],
    );
    expect(rows).toEqual([
      expect.objectContaining({ action: 'create', after: expect.objectContaining({ workId: work.id, text: 'Shaky' }) }),
    ]);
  });

  it('should refuse a video of another work, a box off the frame, an out point before the in point and HTML-sized text', async () => {
    const work = await publish(1);
    const elsewhere = await publish(1);
    const refused = async (body: Record<string, unknown>, status: number, msgKey: string) => {
      const res = await add(reviewer, work.id, { videoFileId: work.videos[0], atMs: 0, text: 'x', ...body });
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(JSON.stringify(res.body)).toContain(msgKey);
    };
    await refused({ videoFileId: elsewhere.videos[0] }, 400, 'errors.noteVideoNotInWork');
    await refused({ box: { x: 0.8, y: 0, w: 0.5, h: 0.5 } }, 400, 'errors.noteBoxInvalid');
    await refused({ atMs: 500, endMs: 400 }, 400, 'errors.noteRangeInvalid');
    await refused({ text: 'a'.repeat(2001) }, 400, 'errors.noteTooLong');
    await refused({ text: '  ' }, 400, 'errors.noteTextRequired');
    expect((await add(reviewer, 999999, { videoFileId: work.videos[0], atMs: 0, text: 'x' })).status).toBe(404);
  });

  it('should take at most 500 notes per video', async () => {
    const work = await publish(1);
    const values = Array.from(
      { length: 500 },
      (_, i) => `(${work.id}, '${work.videos[0]}', 1, ${i}, 0, '25/1', 'n', 1)`,
    );
    await t.sql.query(
      `INSERT INTO work_notes (work_id, video_file_id, version, at_ms, frame, frame_rate, text, author_id) VALUES ${values.join(',')}`,
    );
    const res = await add(reviewer, work.id, { videoFileId: work.videos[0], atMs: 0, text: 'one more' });
    expect(res.status).toBe(409);
    expect(res.body.msgKey).toBe('errors.tooManyNotes');
  });

  it('should show the creator notes only once the decision carrying them is sent, then no more edits', async () => {
    const work = await publish();
    const { id } = (await add(reviewer, work.id, { videoFileId: work.videos[0], atMs: 400, text: 'Too dark' })).body
      .data;
    const edit = await call(t.app, 'PUT', `/manager/works/notes/${id}`, {
      token: second.token,
      body: { atMs: 440, text: 'Far too dark' },
    });
    expect(edit.status).toBe(200);
    expect((await creatorList(creator, work.id)).body.data.list).toEqual([]);
    const gone = (await add(reviewer, work.id, { videoFileId: work.videos[1], atMs: 0, text: 'Never mind' })).body.data
      .id;
    expect((await call(t.app, 'DELETE', `/manager/works/notes/${gone}`, { token: reviewer.token })).status).toBe(200);

    expect((await sendBack(work.id)).status).toBe(200);
    const list = (await creatorList(creator, work.id)).body.data.list;
    expect(list).toEqual([expect.objectContaining({ id, atMs: 440, frame: 11, text: 'Far too dark', author: null })]);
    expect(list[0].sentAt).toEqual(expect.any(String));
    // One notification for the decision, whatever the number of notes.
    const sent = await t.sql.query("SELECT type FROM notifications WHERE account_id = $1 AND type = 'workSentBack'", [
      creator.customId,
    ]);
    expect(sent.rows).toHaveLength(1);
    const late = await call(t.app, 'PUT', `/manager/works/notes/${id}`, {
      token: reviewer.token,
      body: { atMs: 0, text: 'x' },
    });
    expect(late.status).toBe(409);
    expect(late.body.msgKey).toBe('errors.noteSent');
    expect((await call(t.app, 'DELETE', `/manager/works/notes/${id}`, { token: reviewer.token })).status).toBe(409);
  });

  it('should let the creator answer and mark done, staff seeing both, and nobody else reach the notes', async () => {
    const work = await publish(1);
    const { id } = (await add(reviewer, work.id, { videoFileId: work.videos[0], atMs: 0, text: 'Re-shoot' })).body.data;
    const answer = (who: { token: string }, body: Record<string, unknown>) =>
      call(t.app, 'PUT', `/web/works/notes/${id}`, { token: who.token, body });
    // Unsent: not the creator's to see, so not to answer.
    expect((await answer(creator, { done: true })).status).toBe(404);
    await sendBack(work.id);
    expect((await answer(creator, { answer: 'Re-shot, see version 2' })).status).toBe(200);
    expect((await answer(creator, { done: true })).status).toBe(200);
    expect(await staffList(work.id)).toEqual([
      expect.objectContaining({ answer: 'Re-shot, see version 2', done: true }),
    ]);
    const { rows } = await t.sql.query(
      "SELECT actor_kind FROM audit_log WHERE entity = 'workNote' AND entity_id = $1 AND action = 'answer'",
      [id],
    );
    expect(rows).toHaveLength(2);

    // Another creator: the same 404 as for any work not theirs.
    const theirs = await creatorList(other, work.id);
    const missing = await creatorList(other, 999999);
    expect(theirs.status).toBe(404);
    expect(theirs.body.msgKey).toBe(missing.body.msgKey);
    expect((await answer(other, { done: false })).status).toBe(404);
    const exported = await call(
      t.app,
      'GET',
      `/web/works/${work.id}/notes/export?format=csv&videoFileId=${work.videos[0]}`,
      {
        token: other.token,
      },
    );
    expect(exported.status).toBe(404);
  });

  it('should export one video\'s notes as an EDL, its creator reading "Editorial team"', async () => {
    const work = await publish(1);
    await t.sql.query('UPDATE files SET frame_rate = $2 WHERE id = $1', [work.videos[0], '30000/1001']);
    await add(reviewer, work.id, { videoFileId: work.videos[0], atMs: 1000, text: 'Flash frame' });
    await sendBack(work.id);
    const download = (side: string, who: { token: string }, query: Record<string, string>) =>
      t.app.inject({
        method: 'GET',
        url: `/${side}/works/${work.id}/notes/export`,
        query: { videoFileId: work.videos[0] as string, ...query },
        headers: { [TOKEN_NAME]: who.token },
      });
    const mine = await download('web', creator, { format: 'edl', language: 'zh' });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-disposition']).toBe('attachment; filename="street_0-notes.edl"');
    expect(mine.body).toContain('FCM: DROP FRAME');
    // 1 s at 29.97 is frame 29; the record side starts at 01:00:00;00.
    expect(mine.body).toContain('00:00:00;29 00:00:01;00 01:00:00;29 01:00:01;00');
    expect(mine.body).toContain('|M:Flash frame (编辑部)');
    const staff = await download('manager', reviewer, { format: 'csv' });
    expect(staff.statusCode).toBe(200);
    expect(staff.body).toContain('00:00:00;29');
    expect(staff.body).not.toContain('Editorial team');
  });

  it.each([
    [30000 / 1001, 'TRUE'],
    [25, 'FALSE'],
  ])(
    "should export one video's notes as FCP 7 XML for Premiere Pro, markers at the notes' frames (%s fps)",
    async (fps, ntsc) => {
      const work = await publish(1);
      const [video] = work.videos as [string];
      await t.sql.query('UPDATE files SET frame_rate = $2 WHERE id = $1', [video, frameRateText(frameRateOf(fps))]);
      await add(reviewer, work.id, { videoFileId: video, atMs: 1000, text: 'Flash frame & <noise>' });
      await add(reviewer, work.id, { videoFileId: video, atMs: 1500, endMs: 1900, text: 'Shaky' });
      await sendBack(work.id);
      const res = await t.app.inject({
        method: 'GET',
        url: `/web/works/${work.id}/notes/export`,
        query: { videoFileId: video, format: 'xmeml' },
        headers: { [TOKEN_NAME]: creator.token },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(res.headers['content-disposition']).toBe('attachment; filename="street_0-notes.xml"');
      const markers = allOf(parseXml(res.body), 'marker');
      expect(markers.map((m) => [childText(m, 'in'), childText(m, 'out')])).toEqual([
        [String(frameAtMs(1000, fps)), '-1'],
        [String(frameAtMs(1500, fps)), String(frameAtMs(1900, fps))],
      ]);
      // 1 s is frame 29 at 29.97 (NTSC), 25 at 25.
      expect(markers[0] && childText(markers[0], 'in')).toBe(fps === 25 ? '25' : '29');
      expect(allOf(parseXml(res.body), 'ntsc')[0]?.text).toBe(ntsc);
      expect(markers.map((m) => [childText(m, 'name'), childText(m, 'comment')])).toEqual([
        ['Editorial team', 'Flash frame & <noise>'],
        ['Editorial team', 'Shaky'],
      ]);
    },
  );

  it('should export XML that stays well-formed when the file name, a note and its answer hold control characters', async () => {
    // What XML 1.0 cannot carry and the API takes (a lone surrogate it refuses, errors.invalidCharacters).
    const refused = '\u0001\u000b\u001f\uffff';
    const work = await publishWorkWithVideos(t.app, base, creator.token, {
      videos: [`take${refused}.mp4`],
      seconds: 1,
    });
    const [video] = work.videoFileIds as [string];
    const note = await add(reviewer, work.worksId, { videoFileId: video, atMs: 0, text: `Flash${refused} frame` });
    expect(note.status, JSON.stringify(note.body)).toBe(200);
    await sendBack(work.worksId);
    const answered = await call(t.app, 'PUT', `/web/works/notes/${note.body.data.id}`, {
      token: creator.token,
      body: { answer: `Re-shot${refused}` },
    });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    for (const format of ['fcpxml', 'xmeml']) {
      const res = await t.app.inject({
        url: `/manager/works/${work.worksId}/notes/export`,
        query: { videoFileId: video, format },
        headers: { [TOKEN_NAME]: reviewer.token },
      });
      expect(res.statusCode, format).toBe(200);
      expect(JSON.stringify(allOf(parseXml(res.body), 'marker')), format).toContain('Flash frame');
      expect(res.body, format).toContain('Re-shot');
      if (withXmllint) expect(xmllintErrors(res.body), format).toBe('');
      if (withXmllint && format === 'fcpxml') expect(fcpxmlDtdErrors(res.body)).toBe('');
    }
  });

  it("should count a note written before the renditions at the clip's own rate, 30000/1001 for 29.97", async () => {
    // The test app renders nothing (test-app.ts): every note here is written before renditions.
    const work = await publishWorkWithVideos(t.app, base, creator.token, { videos: ['ntsc.mp4'], rate: '30000/1001' });
    const [video] = work.videoFileIds as [string];
    const stored = await t.sql.query('SELECT frame_rate, rendition_parts FROM files WHERE id = $1', [video]);
    expect(stored.rows).toEqual([{ frame_rate: '30000/1001', rendition_parts: [] }]);
    const res = await add(reviewer, work.worksId, { videoFileId: video, atMs: 1001, text: 'Flash frame' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [note] = await staffList(work.worksId);
    // 25 fps would make it frame 25, and 29.97 as a decimal frame 29.
    expect(note).toMatchObject({ frame: 30, frameRate: 30000 / 1001 });
    const { rows } = await t.sql.query('SELECT frame_rate FROM work_notes WHERE id = $1', [note.id]);
    expect(rows[0].frame_rate).toBe('30000/1001');
    const csv = await t.app.inject({
      url: `/manager/works/${work.worksId}/notes/export`,
      query: { videoFileId: video, format: 'csv' },
      headers: { [TOKEN_NAME]: reviewer.token },
    });
    expect(csv.body).toContain('00:00:01;00,,30,1001,29.97 fps drop-frame,Flash frame');
  });

  it.skipIf(!withXmllint).each([
    ['30000/1001', 'DF'],
    ['25', 'NDF'],
    ['24000/1001', 'NDF'],
  ])(
    "should export FCPXML that Apple's DTD finds valid, notes at 0, ranged and in Chinese (%s fps)",
    async (rate, tc) => {
      const work = await publishWorkWithVideos(t.app, base, creator.token, { videos: ['夜市.mp4'], rate, seconds: 2 });
      const [video] = work.videoFileIds as [string];
      const notes = [
        { atMs: 0, text: '开场太暗' },
        { atMs: 500, endMs: 1500, text: '这一段抖动' },
        { atMs: 1200, text: 'Horizon & "tilt"' },
      ];
      for (const n of notes) {
        const res = await add(reviewer, work.worksId, { videoFileId: video, ...n });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
      }
      await sendBack(work.worksId);
      for (const [side, who] of [
        ['manager', reviewer],
        ['web', creator],
      ] as const) {
        const res = await t.app.inject({
          url: `/${side}/works/${work.worksId}/notes/export`,
          query: { videoFileId: video, format: 'fcpxml', language: 'zh' },
          headers: { [TOKEN_NAME]: who.token },
        });
        expect(res.statusCode).toBe(200);
        expect(fcpxmlDtdErrors(res.body), side).toBe('');
        const root = parseXml(res.body);
        expect(allOf(root, 'sequence')[0]?.attrs.tcFormat).toBe(tc);
        expect(allOf(root, 'marker').map((m) => m.attrs.value)).toEqual(notes.map((n) => n.text));
      }
    },
  );

  it("should export an earlier version's notes, in Chinese throughout, each note's box in the CSV", async () => {
    const work = await publish(1);
    const [first] = work.videos as [string];
    const box = { x: 0.1, y: 0.25, w: 0.5, h: 0.125 };
    await add(reviewer, work.id, { videoFileId: first, atMs: 1000, endMs: 1500, box, text: '画面抖动' });
    await sendBack(work.id);
    // The creator's version 2 replaces the video: the notes stay on version 1's.
    const detail = (
      await call(t.app, 'GET', '/web/works/detail', { token: creator.token, query: { id: String(work.id) } })
    ).body.data;
    const [tag] = (await call(t.app, 'GET', '/web/tag/works/select/list')).body.data as { id: number }[];
    const second = await uploadVideo(t.app, base, creator.token, 'v2.mp4');
    const edited = await call(t.app, 'PUT', '/web/works', {
      token: creator.token,
      body: {
        worksId: work.id,
        title: detail.title,
        description: detail.description,
        tags: [tag?.id],
        coverFileId: detail.coverFileId,
        videoFileIds: [second],
      },
    });
    expect(edited.body.data, JSON.stringify(edited.body)).toMatchObject({ version: 2 });
    for (const [side, who] of [
      ['manager', reviewer],
      ['web', creator],
    ] as const) {
      const res = await t.app.inject({
        url: `/${side}/works/${work.id}/notes/export`,
        query: { videoFileId: first, format: 'csv', language: 'zh' },
        headers: { [TOKEN_NAME]: who.token },
      });
      expect(res.statusCode, res.body).toBe(200);
      const rows = res.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(rows[0]).toBe('时间码,出点,帧,毫秒,帧率,批注,框选区域,作者,回复,已完成');
      expect(rows[1]).toMatch(/,25 fps 不丢帧,画面抖动,左 10%，上 25%，宽 50%，高 12.5%,.+,,否$/);
    }
    // Still only the work's own videos, of any version: another work's is refused.
    const elsewhere = await publish(1);
    const refused = await t.app.inject({
      url: `/manager/works/${work.id}/notes/export`,
      query: { videoFileId: elsewhere.videos[0] as string, format: 'csv' },
      headers: { [TOKEN_NAME]: reviewer.token },
    });
    expect(refused.statusCode).toBe(400);
  });
});
