import { logIn, signUp } from '@stringer/test-support/accounts';
import { call } from '@stringer/test-support/api';
import { submitClue } from '@stringer/test-support/clues';
import { uploadVideo } from '@stringer/test-support/media';
import { newStaff } from '@stringer/test-support/staff';
import { publishWorkOf } from '@stringer/test-support/works';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectChat } from '../../../test/sockets';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { FIRST_QUEUE } from './renditions.service';

/**
 * A creator's "Process the video again" (issue 36 item 11, decision 0073). No renditions run here
 * (no worker): each video's state is set as a failed run would leave it, and a retry leaves it queued.
 */
describe("a creator's own video processed again", () => {
  let t: TestApp;
  let base: string;
  let creator: { token: string };
  let other: { token: string };
  let reviewer: { token: string };

  beforeAll(async () => {
    t = await createTestApp();
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    creator = { token: await logIn(t.app, (await signUp(t.app)).mail) };
    other = { token: await logIn(t.app, (await signUp(t.app)).mail) };
    reviewer = await newStaff(t.app, t.url, 'reviewer');
  });
  afterAll(() => t.close());

  const upload = () => uploadVideo(t.app, base, creator.token, 'clip.mp4');
  const leave = (fileId: string, state: string, errorKey: string | null = null) =>
    t.sql.query('UPDATE files SET rendition_state = $2, rendition_error_key = $3 WHERE id = $1', [
      fileId,
      state,
      errorKey,
    ]);
  const retry = (fileId: string, who = creator) =>
    call(t.app, 'POST', `/web/files/${fileId}/renditions/retry`, { token: who.token });
  const stateOf = async (fileId: string) =>
    (await call(t.app, 'GET', `/web/files/${fileId}/info`, { token: creator.token })).body.data.media;

  it('should queue the renditions of a video that took too long every time again, audited as the creator’s move, told live', async () => {
    const fileId = await upload();
    const worksId = await publishWorkOf(t.app, base, creator.token, [fileId]);
    await leave(fileId, 'failed', 'errors.videoTookTooLongGaveUp');
    const jobs = async () =>
      (
        await t.sql.query("SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND data->>'fileId' = $2", [
          FIRST_QUEUE,
          fileId,
        ])
      ).rows[0].n;
    const queuedBefore = await jobs();
    const socket = await connectChat(t.app, creator.token, base);
    const staffSocket = await connectChat(t.app, reviewer.token, base);
    const heard: (string | undefined)[] = [];
    const heardByStaff: string[] = [];
    socket.on('media', (e) => heard.push(e.media?.state));
    staffSocket.on('media', (e) => heardByStaff.push(e.fileId));
    try {
      const res = await retry(fileId);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      await expect.poll(() => heard.at(-1), { timeout: 5000 }).toBe('pending');
      // A work's video is one staff may open: their queues and players follow it too.
      await expect.poll(() => heardByStaff, { timeout: 5000 }).toContain(fileId);
    } finally {
      socket.close();
      staffSocket.close();
    }
    expect(await stateOf(fileId)).toMatchObject({ state: 'pending', errorKey: null });
    expect(await jobs()).toBe(queuedBefore + 1);
    const audit = await t.sql.query(
      "SELECT actor_kind, staff_id, entity, entity_id, before, after FROM audit_log WHERE action = 'renditionsRetry' AND entity_id = $1",
      [worksId],
    );
    expect(audit.rows).toEqual([
      {
        actor_kind: 'creator',
        staff_id: null,
        entity: 'work',
        entity_id: worksId,
        before: { fileId, renditionState: 'failed' },
        after: { fileId, renditionState: 'pending' },
      },
    ]);
    // Their own move: no notification tells them of it, as staff's retry does.
    const told = await t.sql.query("SELECT count(*)::int AS n FROM notifications WHERE type = 'videoRetried'");
    expect(told.rows[0].n).toBe(0);
    // Queued: not again until this run has ended (the state is the limit).
    const twice = await retry(fileId);
    expect(twice.status).toBe(409);
    expect(twice.body.msgKey).toBe('errors.videoBeingProcessed');
  });

  it('should take a video not yet sent with a work (the publish form’s), audited on the file', async () => {
    const fileId = await upload();
    await leave(fileId, 'failed', 'errors.videoTookTooLongGaveUp');
    expect((await retry(fileId)).status).toBe(200);
    const audit = await t.sql.query(
      "SELECT entity, entity_id FROM audit_log WHERE action = 'renditionsRetry' AND before->>'fileId' = $1",
      [fileId],
    );
    expect(audit.rows).toEqual([{ entity: 'file', entity_id: null }]);
  });

  it('should take a video of the creator’s own clue, audited on the clue, and refuse another creator', async () => {
    const fileId = await uploadVideo(t.app, base, creator.token, 'tip.mp4', { kind: 'clue_media' });
    const clue = await submitClue(t.app, creator.token, [fileId]);
    expect(clue.status, JSON.stringify(clue.body)).toBe(200);
    await leave(fileId, 'failed', 'errors.videoTookTooLongGaveUp');
    const theirs = await retry(fileId, other);
    expect(theirs.status).toBe(404);
    expect(theirs.body.msgKey).toBe('errors.fileNotExist');
    expect((await stateOf(fileId)).state).toBe('failed');
    expect((await retry(fileId)).status).toBe(200);
    expect((await stateOf(fileId)).state).toBe('pending');
    const audit = await t.sql.query(
      "SELECT actor_kind, entity, entity_id FROM audit_log WHERE action = 'renditionsRetry' AND before->>'fileId' = $1",
      [fileId],
    );
    expect(audit.rows).toEqual([{ actor_kind: 'creator', entity: 'clue', entity_id: clue.body.data.id }]);
  });

  it('should not let anyone else retry a creator’s video, staff included by this route', async () => {
    const fileId = await upload();
    await leave(fileId, 'failed', 'errors.videoTookTooLongGaveUp');
    const theirs = await retry(fileId, other);
    expect(theirs.status).toBe(404);
    expect(theirs.body.msgKey).toBe('errors.fileNotExist');
    expect((await retry(fileId, reviewer)).status).toBe(403);
    expect((await stateOf(fileId)).state).toBe('failed');
  });

  it('should refuse a ready video, a damaged one (upload it again) and one pg-boss will still try again', async () => {
    const fileId = await upload();
    for (const [state, errorKey] of [
      ['ready', null],
      ['failed', 'errors.videoDamagedAt'],
      ['failed', 'errors.videoUnreadable'],
      ['failed', 'errors.videoTookTooLong'],
    ] as const) {
      await leave(fileId, state, errorKey);
      const res = await retry(fileId);
      expect(res.status, `${state} ${errorKey}`).toBe(409);
      expect(res.body.msgKey).toBe(
        errorKey === 'errors.videoTookTooLong' ? 'errors.videoBeingProcessed' : 'errors.videoNotRetriable',
      );
    }
  });
});
