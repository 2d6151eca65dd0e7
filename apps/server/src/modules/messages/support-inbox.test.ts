import { randomUUID } from 'node:crypto';
import { logIn, signUp } from '@stringer/test-support/accounts';
import { call } from '@stringer/test-support/api';
import { newStaff } from '@stringer/test-support/staff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChatSocket, connectChat, nextEvent } from '../../../test/sockets';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp();
const text = (body: string) => ({ clientMsgId: randomUUID(), kind: 'text', text: body });
const sockets: ChatSocket[] = [];
const track = (s: ChatSocket) => {
  sockets.push(s);
  return s;
};
afterAll(() => {
  for (const s of sockets) s.close();
});

type Staff = Awaited<ReturnType<typeof newStaff>>;
let ann: Staff;
let bob: Staff;
beforeAll(async () => {
  [ann, bob] = await Promise.all([newStaff(t.app, t.url, 'support'), newStaff(t.app, t.url, 'support')]);
});

/** A creator (named as given) who has written to support; their conversation's id. */
async function creatorWriting(message: string, realName = 'Ann Lee') {
  const { mail, user } = await signUp(t.app, { realName });
  const token = await logIn(t.app, mail);
  const sent = await call(t.app, 'POST', '/web/message', { token, body: text(message) });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return { token, mail, creatorId: user.customId as number, conversationId: sent.body.data.conversationId as number };
}

const inbox = (staff: Staff, query: Record<string, string> = {}) =>
  call(t.app, 'GET', '/manager/message/conversations', { token: staff.token, query: { status: 'all', ...query } });
const idsOf = (res: { body: { data: { list: { id: number }[] } } }) => res.body.data.list.map((c) => c.id);

describe('assignment', () => {
  it('should move a conversation between support members live, audited, and filter mine and unassigned', async () => {
    const { conversationId } = await creatorWriting('My payout is late');
    const bobSocket = track(await connectChat(t.app, bob.token));

    const seen = nextEvent(
      bobSocket,
      'conversationListUpdated',
      (c) => c.id === conversationId && c.assignee?.id === ann.id,
    );
    const self = await call(t.app, 'PUT', '/manager/message/assign', {
      token: ann.token,
      body: { conversationId, assigneeId: ann.id },
    });
    expect(self.status, JSON.stringify(self.body)).toBe(200);
    await seen;
    expect(idsOf(await inbox(ann, { assignee: 'mine' }))).toContain(conversationId);
    expect(idsOf(await inbox(bob, { assignee: 'unassigned' }))).not.toContain(conversationId);

    const moved = nextEvent(
      bobSocket,
      'conversationListUpdated',
      (c) => c.id === conversationId && c.assignee?.id === bob.id,
    );
    await call(t.app, 'PUT', '/manager/message/assign', {
      token: ann.token,
      body: { conversationId, assigneeId: bob.id },
    });
    await moved;
    expect(idsOf(await inbox(bob, { assignee: 'mine' }))).toContain(conversationId);
    expect(idsOf(await inbox(ann, { assignee: 'mine' }))).not.toContain(conversationId);

    const audit = await t.sql.query(
      "SELECT staff_id, before, after FROM audit_log WHERE entity = 'conversation' AND entity_id = $1 ORDER BY id",
      [conversationId],
    );
    expect(audit.rows).toEqual([
      { staff_id: ann.id, before: { assignee: null }, after: { assignee: ann.id } },
      { staff_id: ann.id, before: { assignee: ann.id }, after: { assignee: bob.id } },
    ]);
  });

  it('should refuse to assign a conversation to a creator', async () => {
    const { conversationId, creatorId } = await creatorWriting('Hello');
    const res = await call(t.app, 'PUT', '/manager/message/assign', {
      token: ann.token,
      body: { conversationId, assigneeId: creatorId },
    });
    expect(res.status).toBe(400);
    expect(res.body.msgKey).toBe('errors.assigneeNotSupport');
  });
});

describe('statuses, counts and waiting time', () => {
  it('should count by status, wait from the first unanswered message, and reopen on the creator writing', async () => {
    const { token, conversationId } = await creatorWriting('Where is my reward?');
    const first = (await inbox(ann)).body.data.list.find((c: { id: number }) => c.id === conversationId);
    expect(first).toMatchObject({ status: 'open', unanswered: true, unread: 1 });
    const waitingSince = first.waitingSince as string;
    expect(Date.now() - Date.parse(waitingSince)).toBeLessThan(60_000);

    await call(t.app, 'POST', '/web/message', { token, body: text('Anyone?') });
    const still = (await inbox(ann)).body.data.list.find((c: { id: number }) => c.id === conversationId);
    expect(still).toMatchObject({ waitingSince, unread: 2 });

    await call(t.app, 'POST', '/manager/message', { token: ann.token, body: { ...text('Looking'), conversationId } });
    const before = (await inbox(ann)).body.data.counts;
    await call(t.app, 'PUT', '/manager/message/status', {
      token: ann.token,
      body: { conversationId, status: 'pending' },
    });
    const pending = await inbox(ann, { status: 'pending' });
    expect(pending.body.data.counts).toEqual({ ...before, open: before.open - 1, pending: before.pending + 1 });
    expect(pending.body.data.list.find((c: { id: number }) => c.id === conversationId)).toMatchObject({
      status: 'pending',
      unanswered: false,
      waitingSince: null,
    });
    expect(pending.body.data.total).toBe(pending.body.data.counts.pending);

    await call(t.app, 'POST', '/web/message', { token, body: text('Thanks, here it is') });
    const reopened = (await inbox(ann, { status: 'open' })).body.data.list.find(
      (c: { id: number }) => c.id === conversationId,
    );
    expect(reopened).toMatchObject({ status: 'open', unanswered: true });
  });
});

describe('pending until a date, and the longest-waiting first', () => {
  const setStatus = (body: Record<string, unknown>) =>
    call(t.app, 'PUT', '/manager/message/status', { token: ann.token, body });
  const line = async (conversationId: number) =>
    (await inbox(ann, { pageSize: '100' })).body.data.list.find((c: { id: number }) => c.id === conversationId);

  it('should open a conversation pending until a time by itself at that time (the real job), as the system, live', async () => {
    const { conversationId } = await creatorWriting('I will send the file tomorrow');
    const until = new Date(Date.now() + 2_000).toISOString();
    const set = await setStatus({ conversationId, status: 'pending', pendingUntil: until });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(await line(conversationId)).toMatchObject({ status: 'pending', pendingUntil: until });

    const bobSocket = track(await connectChat(t.app, bob.token));
    const reopened = nextEvent(
      bobSocket,
      'conversationListUpdated',
      (c) => c.id === conversationId && c.status === 'open',
    );
    await reopened;
    expect(await line(conversationId)).toMatchObject({ status: 'open', pendingUntil: null });
    const audit = await t.sql.query(
      "SELECT actor_kind, staff_id, before, after FROM audit_log WHERE entity = 'conversation' AND entity_id = $1 ORDER BY id",
      [conversationId],
    );
    expect(audit.rows).toEqual([
      {
        actor_kind: 'staff',
        staff_id: ann.id,
        before: { status: 'open' },
        after: { status: 'pending', pendingUntil: until },
      },
      { actor_kind: 'system', staff_id: null, before: { status: 'pending' }, after: { status: 'open' } },
    ]);
  });

  it('should forget the date when the creator writes or the status changes, and refuse a past date or one without pending', async () => {
    const { token, conversationId } = await creatorWriting('Checking my payout');
    const later = new Date(Date.now() + 86_400_000).toISOString();
    await setStatus({ conversationId, status: 'pending', pendingUntil: later });
    await call(t.app, 'POST', '/web/message', { token, body: text('Here it is') });
    expect(await line(conversationId)).toMatchObject({ status: 'open', pendingUntil: null });
    await setStatus({ conversationId, status: 'pending', pendingUntil: later });
    await setStatus({ conversationId, status: 'pending' });
    expect(await line(conversationId)).toMatchObject({ status: 'pending', pendingUntil: null });

    const past = await setStatus({
      conversationId,
      status: 'pending',
      pendingUntil: new Date(Date.now() - 1_000).toISOString(),
    });
    expect(past.body).toMatchObject({ code: 400, msgKey: 'errors.pendingUntilPassed' });
    const notPending = await setStatus({ conversationId, status: 'resolved', pendingUntil: later });
    expect(notPending.status).toBe(400);
  });

  it('should list the longest-waiting first when asked, the unanswered newest first otherwise', async () => {
    const older = await creatorWriting('Waiting since long ago');
    const newer = await creatorWriting('Waiting since just now');
    await t.sql.query("UPDATE conversations SET waiting_since = now() - interval '3 days' WHERE id = $1", [
      older.conversationId,
    ]);
    const order = async (sort?: string) =>
      idsOf(await inbox(ann, { status: 'open', pageSize: '100', ...(sort && { sort }) })).filter((id) =>
        [older.conversationId, newer.conversationId].includes(id),
      );
    expect(await order()).toEqual([newer.conversationId, older.conversationId]);
    expect(await order('waiting')).toEqual([older.conversationId, newer.conversationId]);
    expect((await inbox(ann, { sort: 'oldest' })).status).toBe(400);
  });
});

describe('private notes', () => {
  it('should show a note to staff only: never on the creator socket, history or unread count', async () => {
    const { token, conversationId } = await creatorWriting('Is my clue accepted?');
    const creatorSocket = track(await connectChat(t.app, token));
    const bobSocket = track(await connectChat(t.app, bob.token));
    const heard: string[] = [];
    creatorSocket.onAny((event: string, payload: { private?: boolean; text?: string }) => {
      heard.push(`${event}:${JSON.stringify(payload)}`);
    });

    const staffSees = nextEvent(bobSocket, 'messageReceived', (m) => m.private && m.text === 'Checked: clue is fine');
    const note = await call(t.app, 'POST', '/manager/message', {
      token: ann.token,
      body: { ...text('Checked: clue is fine'), conversationId, private: true },
    });
    expect(note.status, JSON.stringify(note.body)).toBe(200);
    expect(note.body.data.private).toBe(true);
    await staffSees;
    // A public answer afterwards: once the creator has it, the note would have come before it.
    const answer = nextEvent(creatorSocket, 'messageReceived', (m) => m.text === 'Yes, accepted');
    await call(t.app, 'POST', '/manager/message', {
      token: ann.token,
      body: { ...text('Yes, accepted'), conversationId },
    });
    await answer;
    expect(heard.join('\n')).not.toContain('Checked');
    expect(heard.join('\n')).not.toContain('"private":true');

    const history = await call(t.app, 'GET', '/web/message/history', { token });
    expect(history.body.data.list.map((m: { text: string }) => m.text)).toEqual([
      'Is my clue accepted?',
      'Yes, accepted',
    ]);
    expect((await call(t.app, 'GET', '/web/message/unread', { token })).body.data.customerService).toBe(1);
    const staffHistory = await call(t.app, 'GET', '/manager/message/history', {
      token: bob.token,
      query: { conversationId: String(conversationId) },
    });
    expect(staffHistory.body.data.list.map((m: { private: boolean }) => m.private)).toEqual([false, true, false]);
    // A note is not an answer: the creator still waits.
    const noteOnly = await creatorWriting('Second question');
    await call(t.app, 'POST', '/manager/message', {
      token: ann.token,
      body: { ...text('internal'), conversationId: noteOnly.conversationId, private: true },
    });
    const line = (await inbox(ann)).body.data.list.find((c: { id: number }) => c.id === noteOnly.conversationId);
    expect(line).toMatchObject({ unanswered: true });
    expect(line.waitingSince).not.toBeNull();
  });
});

describe('search', () => {
  it('should find conversations by a Chinese message, a name or a mail, under the other filters', async () => {
    const zh = await creatorWriting('我的稿费还没有到账，请帮忙查一下');
    const named = await creatorWriting('hello', '王小明');
    const other = await creatorWriting('Nothing to see');
    const q = async (text: string) => idsOf(await inbox(ann, { q: text, pageSize: '100' }));

    expect(await q('稿费还没')).toContain(zh.conversationId);
    expect(await q('稿费还没')).not.toContain(other.conversationId);
    expect(await q('小明')).toContain(named.conversationId);
    expect(await q(named.mail.toUpperCase())).toEqual([named.conversationId]);
    expect(await q('NOTHING TO')).toContain(other.conversationId);
    const pending = await inbox(ann, { q: '稿费还没', status: 'pending' });
    expect(idsOf(pending)).not.toContain(zh.conversationId);
    expect(pending.body.data.counts.open).toBeGreaterThanOrEqual(1);
  });
});

describe('canned replies', () => {
  it('should let support keep replies per language, one shortcut each, audited', async () => {
    const made = await call(t.app, 'POST', '/manager/canned-reply', {
      token: ann.token,
      body: { language: 'zh', shortcut: '稿费', text: '您好，稿费将在每月 15 日结算。' },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const again = await call(t.app, 'POST', '/manager/canned-reply', {
      token: bob.token,
      body: { language: 'zh', shortcut: '稿费', text: 'x' },
    });
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual([{ field: 'shortcut', msgKey: 'errors.shortcutTaken' }]);
    const en = await call(t.app, 'POST', '/manager/canned-reply', {
      token: bob.token,
      body: { language: 'en', shortcut: '稿费', text: 'Payouts are settled on the 15th.' },
    });
    expect(en.status).toBe(200);
    const bad = await call(t.app, 'POST', '/manager/canned-reply', {
      token: bob.token,
      body: { language: 'en', shortcut: 'two words', text: 'x' },
    });
    expect(bad.body.errors).toEqual([{ field: 'shortcut', msgKey: 'errors.shortcutInvalid' }]);

    const changed = await call(t.app, 'PUT', '/manager/canned-reply', {
      token: bob.token,
      body: { id: made.body.data.id, language: 'zh', shortcut: 'payout', text: '您好，稿费每月结算。' },
    });
    expect(changed.body.data).toMatchObject({ shortcut: 'payout', text: '您好，稿费每月结算。' });
    const list = await call(t.app, 'GET', '/manager/canned-reply/list', { token: ann.token });
    expect(list.body.data.map((r: { language: string; shortcut: string }) => `${r.language}/${r.shortcut}`)).toEqual(
      expect.arrayContaining(['en/稿费', 'zh/payout']),
    );
    const removed = await call(t.app, 'DELETE', '/manager/canned-reply/delete', {
      token: ann.token,
      query: { id: String(en.body.data.id) },
    });
    expect(removed.status).toBe(200);
    const audit = await t.sql.query(
      "SELECT action FROM audit_log WHERE entity = 'cannedReply' AND entity_id IN ($1, $2) ORDER BY id",
      [made.body.data.id, en.body.data.id],
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['create', 'create', 'update', 'delete']);
  });

  it('should refuse reviewers and creators', async () => {
    const reviewer = await newStaff(t.app, t.url, 'reviewer');
    const res = await call(t.app, 'GET', '/manager/canned-reply/list', { token: reviewer.token });
    expect(res.status).toBe(403);
  });
});
