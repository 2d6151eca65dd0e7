import { randomUUID } from 'node:crypto';
import { CHAT } from '@stringer/shared/constants';
import { newCreator } from '@stringer/test-support/accounts';
import { call } from '@stringer/test-support/api';
import { makeJpeg } from '@stringer/test-support/media';
import { newStaff } from '@stringer/test-support/staff';
import { uploadReady } from '@stringer/test-support/uploads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressOf, type ChatSocket, connectChat, connectWith, nextEvent } from '../../../test/sockets';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp();
const text = (body: string, clientMsgId = randomUUID()) => ({ clientMsgId, kind: 'text', text: body });
const sockets: ChatSocket[] = [];
const track = (s: ChatSocket) => {
  sockets.push(s);
  return s;
};
afterAll(() => {
  for (const s of sockets) s.close();
});

let support: { token: string };
beforeAll(async () => {
  support = await newStaff(t.app, t.url, 'support');
});

describe('the chat signature and the socket handshake', () => {
  it('should issue a signature valid for 604800 s, for the session user only', async () => {
    const creator = await newCreator(t.app);
    const res = await call(t.app, 'GET', '/web/message/signature', { token: creator.token });
    expect(res.status).toBe(200);
    expect(res.body.data.userId).toBe(creator.customId);
    expect(res.body.data.expiresAt - Math.floor(Date.now() / 1000)).toBeGreaterThan(CHAT.signatureTtlS - 5);
  });

  it('should refuse a socket without a valid token, or with a signature for someone else', async () => {
    const base = await addressOf(t.app);
    const a = await newCreator(t.app);
    const b = await newCreator(t.app);
    const signedB = (await call(t.app, 'GET', '/web/message/signature', { token: b.token })).body.data;
    await expect(connectWith(base, { token: 'nope', ...signedB })).rejects.toThrow();
    await expect(connectWith(base, { token: a.token, ...signedB })).rejects.toThrow();
    await expect(connectWith(base, { token: a.token, ...signedB, userId: a.customId })).rejects.toThrow();
    track(await connectChat(t.app, a.token));
  });
});

describe('a creator and the support team talking', () => {
  it('should deliver both ways live, keep order, count unread and clear it on read', async () => {
    const creator = await newCreator(t.app);
    const creatorSocket = track(await connectChat(t.app, creator.token));
    const supportSocket = track(await connectChat(t.app, support.token));

    const arriving = nextEvent(supportSocket, 'messageReceived', (m) => m.text === 'Hello, my upload stalls');
    const sent = await call(t.app, 'POST', '/web/message', {
      token: creator.token,
      body: text('Hello, my upload stalls'),
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.data).toMatchObject({ seq: 1, fromStaff: false, revoked: false });
    await arriving;

    const inbox = await call(t.app, 'GET', '/manager/message/conversations', { token: support.token });
    const mine = inbox.body.data.list.find((c: { id: number }) => c.id === sent.body.data.conversationId);
    expect(mine).toMatchObject({ unanswered: true, unread: 1, lastMessage: { text: 'Hello, my upload stalls' } });
    expect(inbox.body.data.list[0].unanswered).toBe(true);

    const reply = nextEvent(creatorSocket, 'messageReceived', (m) => m.fromStaff);
    const unread = nextEvent(creatorSocket, 'totalUnreadCountUpdated', (u) => u.customerService === 1);
    const answered = await call(t.app, 'POST', '/manager/message', {
      token: support.token,
      body: { ...text('Try again on Wi-Fi'), conversationId: mine.id },
    });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expect((await reply).text).toBe('Try again on Wi-Fi');
    expect(await unread).toMatchObject({ total: 1, system: 0, customerService: 1, groupsTotal: 0 });

    const readBySupport = nextEvent(supportSocket, 'readByPeer', (r) => r.conversationId === mine.id && !r.byStaff);
    const read = await call(t.app, 'PUT', '/web/message/read', { token: creator.token, body: { seq: 2 } });
    expect(read.body.data.customerService).toBe(0);
    expect((await readBySupport).seq).toBe(2);

    const history = await call(t.app, 'GET', '/web/message/history', { token: creator.token });
    expect(history.body.data.list.map((m: { seq: number }) => m.seq)).toEqual([1, 2]);
  });

  it('should page history back with beforeSeq and catch up with afterSeq, oldest first', async () => {
    const creator = await newCreator(t.app);
    for (let i = 1; i <= 5; i++)
      await call(t.app, 'POST', '/web/message', { token: creator.token, body: text(`m${i}`) });
    const latest = await call(t.app, 'GET', '/web/message/history', { token: creator.token, query: { size: '2' } });
    expect(latest.body.data.list.map((m: { text: string }) => m.text)).toEqual(['m4', 'm5']);
    expect(latest.body.data.hasMore).toBe(true);
    const before = await call(t.app, 'GET', '/web/message/history', {
      token: creator.token,
      query: { size: '2', beforeSeq: '4' },
    });
    expect(before.body.data.list.map((m: { text: string }) => m.text)).toEqual(['m2', 'm3']);
    const after = await call(t.app, 'GET', '/web/message/history', { token: creator.token, query: { afterSeq: '3' } });
    expect(after.body.data.list.map((m: { text: string }) => m.text)).toEqual(['m4', 'm5']);
    expect(after.body.data.hasMore).toBe(false);
  });

  it('should store a retried send once', async () => {
    const creator = await newCreator(t.app);
    const body = text('only once');
    const [first, second] = await Promise.all([
      call(t.app, 'POST', '/web/message', { token: creator.token, body }),
      call(t.app, 'POST', '/web/message', { token: creator.token, body }),
    ]);
    const third = await call(t.app, 'POST', '/web/message', { token: creator.token, body });
    expect(new Set([first.body.data.id, second.body.data.id, third.body.data.id]).size).toBe(1);
    const rows = await t.sql.query('SELECT count(*)::int AS n FROM messages WHERE client_msg_id = $1', [
      body.clientMsgId,
    ]);
    expect(rows.rows[0].n).toBe(1);
  });

  it('should send a picture through the upload path, linked for both sides', async () => {
    const creator = await newCreator(t.app);
    const base = await addressOf(t.app);
    const fileId = await uploadReady(t.app, base, creator.token, makeJpeg('screen.jpg'), {
      kind: 'message_file',
      filename: 'screen.jpg',
    });
    const sent = await call(t.app, 'POST', '/web/message', {
      token: creator.token,
      body: { clientMsgId: randomUUID(), kind: 'image', fileId },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.data.file).toMatchObject({ id: fileId, name: 'screen.jpg' });
    const bytes = await fetch(`${base}${sent.body.data.file.url}`);
    expect(bytes.status).toBe(200);
  });
});

describe('who of the support team wrote', () => {
  it('should name the staff member to other staff, and to the creator only as customer service', async () => {
    const creator = await newCreator(t.app);
    const other = await newStaff(t.app, t.url, 'support');
    await call(t.app, 'POST', '/web/message', { token: creator.token, body: text('Is anyone there?') });
    const { conversationId } = (await call(t.app, 'GET', '/web/message/history', { token: creator.token })).body.data;
    const creatorSocket = track(await connectChat(t.app, creator.token));
    const otherSocket = track(await connectChat(t.app, other.token));
    const toCreator = nextEvent(creatorSocket, 'messageReceived', (m) => m.text === 'Yes, Ann here');
    const toStaff = nextEvent(otherSocket, 'messageReceived', (m) => m.text === 'Yes, Ann here');
    await call(t.app, 'PUT', '/manager/profile', { token: support.token, body: { name: 'Ann Lee', language: 'en' } });
    const sent = await call(t.app, 'POST', '/manager/message', {
      token: support.token,
      body: { ...text('Yes, Ann here'), conversationId },
    });
    expect(sent.body.data).toMatchObject({ fromStaff: true, senderName: 'Ann Lee' });
    expect(await toStaff).toMatchObject({ senderName: 'Ann Lee' });
    expect(await toCreator).toMatchObject({ senderName: null });
    const staffSide = await call(t.app, 'GET', '/manager/message/history', {
      token: other.token,
      query: { conversationId: String(conversationId) },
    });
    expect(staffSide.body.data.list.map((m: { senderName: string | null }) => m.senderName)).toEqual([null, 'Ann Lee']);
    const creatorSide = await call(t.app, 'GET', '/web/message/history', { token: creator.token });
    expect(creatorSide.body.data.list.every((m: { senderName: string | null }) => m.senderName === null)).toBe(true);
  });
});

describe('revoking', () => {
  it('should revoke my own message within 2 minutes, for both sides', async () => {
    const creator = await newCreator(t.app);
    const supportSocket = track(await connectChat(t.app, support.token));
    const sent = await call(t.app, 'POST', '/web/message', { token: creator.token, body: text('oops') });
    const seen = nextEvent(supportSocket, 'revoked', (r) => r.id === sent.body.data.id);
    const res = await call(t.app, 'PUT', '/web/message/revoke', {
      token: creator.token,
      body: { id: sent.body.data.id },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await seen;
    const history = await call(t.app, 'GET', '/manager/message/history', {
      token: support.token,
      query: { conversationId: String(sent.body.data.conversationId) },
    });
    expect(history.body.data.list[0]).toMatchObject({ revoked: true, text: null });
  });
});

describe('bad input and limits: refused with their own key, nothing stored', () => {
  const count = async (senderToken: string) => {
    const me = await call(t.app, 'GET', '/web/custom/info', { token: senderToken });
    const rows = await t.sql.query('SELECT count(*)::int AS n FROM messages WHERE sender_id = $1', [
      me.body.data.customId,
    ]);
    return rows.rows[0].n as number;
  };

  it.each([
    ['empty', text(''), 'errors.messageEmpty'],
    ['whitespace only', text('  \n\t '), 'errors.messageEmpty'],
    ['over 5000 characters', text('x'.repeat(5001)), 'errors.messageTooLong'],
    ['a picture without a file', { clientMsgId: randomUUID(), kind: 'image' }, 'errors.fileNotExist'],
  ])('should refuse a message that is %s', async (_, body, msgKey) => {
    const creator = await newCreator(t.app);
    const res = await call(t.app, 'POST', '/web/message', { token: creator.token, body });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].msgKey).toBe(msgKey);
    expect(await count(creator.token)).toBe(0);
  });

  it("should refuse a file that is not the sender's", async () => {
    const owner = await newCreator(t.app);
    const other = await newCreator(t.app);
    const fileId = await uploadReady(t.app, await addressOf(t.app), owner.token, makeJpeg('mine.jpg'), {
      kind: 'message_file',
      filename: 'mine.jpg',
    });
    const res = await call(t.app, 'POST', '/web/message', {
      token: other.token,
      body: { clientMsgId: randomUUID(), kind: 'image', fileId },
    });
    expect(res.body.msgKey).toBe('errors.fileNotExist');
    expect(await count(other.token)).toBe(0);
  });

  it("should refuse a creator on the support inbox, and another's conversation or message", async () => {
    const a = await newCreator(t.app);
    const b = await newCreator(t.app);
    const sent = await call(t.app, 'POST', '/web/message', { token: a.token, body: text('mine') });
    const conversationId = String(sent.body.data.conversationId);
    const inbox = await call(t.app, 'GET', '/manager/message/history', { token: b.token, query: { conversationId } });
    expect(inbox.status).toBe(403);
    const post = await call(t.app, 'POST', '/manager/message', {
      token: b.token,
      body: { ...text('sneaky'), conversationId: Number(conversationId) },
    });
    expect(post.status).toBe(403);
    const revoke = await call(t.app, 'PUT', '/web/message/revoke', { token: b.token, body: { id: sent.body.data.id } });
    expect(revoke.body.msgKey).toBe('errors.messageNotExist');
    const reviewer = await newStaff(t.app, t.url, 'reviewer');
    const byReviewer = await call(t.app, 'GET', '/manager/message/conversations', { token: reviewer.token });
    expect(byReviewer.status).toBe(403);
  });

  it('should refuse a revoke after 2 minutes', async () => {
    const creator = await newCreator(t.app);
    const sent = await call(t.app, 'POST', '/web/message', { token: creator.token, body: text('old news') });
    await t.sql.query("UPDATE messages SET created_at = now() - interval '121 seconds' WHERE id = $1", [
      sent.body.data.id,
    ]);
    const res = await call(t.app, 'PUT', '/web/message/revoke', {
      token: creator.token,
      body: { id: sent.body.data.id },
    });
    expect(res.status).toBe(409);
    expect(res.body.msgKey).toBe('errors.messageRevokeExpired');
  });

  it('should refuse more than 20 messages in 10 seconds from one account', async () => {
    const creator = await newCreator(t.app);
    for (let i = 0; i < CHAT.rate.max; i++) {
      const ok = await call(t.app, 'POST', '/web/message', { token: creator.token, body: text(`n${i}`) });
      expect(ok.status).toBe(200);
    }
    const res = await call(t.app, 'POST', '/web/message', { token: creator.token, body: text('one too many') });
    expect(res.status).toBe(429);
    expect(res.body.msgKey).toBe('errors.messageTooFast');
    expect(await count(creator.token)).toBe(CHAT.rate.max);
  });
});

describe('kicked out', () => {
  it('should tell the open socket when its session ends by logout or password reset', async () => {
    const creator = await newCreator(t.app);
    const socket = track(await connectChat(t.app, creator.token));
    const kicked = nextEvent(socket, 'kickedOut');
    await call(t.app, 'GET', '/web/account/logout', { token: creator.token });
    expect((await kicked).reason).toBe('logout');
  });
});
