import type { ServerEvents } from '@stringer/shared/chat-events';
import { ClueAuditStatus } from '@stringer/shared/statuses';
import { newCreator } from '@stringer/test-support/accounts';
import { call } from '@stringer/test-support/api';
import { submitClue } from '@stringer/test-support/clues';
import { newStaff } from '@stringer/test-support/staff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChatSocket, connectChat, nextEvent } from '../../../../test/sockets';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { type Database, openDatabase } from '../../../platform/db/database';
import { auditRepository } from '../audit.repository';

type Change = Parameters<ServerEvents['changed']>[0];

let t: TestApp;
let database: Database;
let creator: { token: string; customId: number };
let reviewer: { token: string; id: number };
const sockets: ChatSocket[] = [];

/** A signed-in socket, and every `changed` it hears. */
async function listening(token: string) {
  const socket = await connectChat(t.app, token);
  sockets.push(socket);
  const heard: Change[] = [];
  socket.on('changed', (change) => heard.push(change));
  return { socket, heard };
}

beforeAll(async () => {
  t = await createTestApp();
  creator = await newCreator(t.app);
  reviewer = await newStaff(t.app, t.url, 'reviewer');
  database = await openDatabase({ databaseUrl: t.url, dataDir: '', log: { info() {}, debug() {}, warn() {} } });
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await database.close();
  await t.close();
});

describe('the change feed', () => {
  it('should tell the creator and every staff member of a committed move, and nobody of a rolled-back one', async () => {
    const clue = await submitClue(t.app, creator.token, [], {
      title: 'Ferry stopped by fog',
      description: 'No crossings since dawn.',
      happenedOn: '2026-11-20',
    });
    expect(clue.status, JSON.stringify(clue.body)).toBe(200);
    const id = clue.body.data.id as number;
    const support = await newStaff(t.app, t.url, 'support');
    const [own, staff, otherCreator] = await Promise.all([
      listening(creator.token),
      listening(support.token),
      listening((await newCreator(t.app)).token),
    ]);

    // Written and rolled back: the row never was, and neither was its notice.
    const unborn = id + 1_000_000;
    const rolledBack = database.transaction(async (tx) => {
      await auditRepository.record(tx.db, {
        staffId: reviewer.id,
        entity: 'clue',
        entityId: unborn,
        creatorId: creator.customId,
        action: 'audit',
      });
      throw new Error('the change fails after its audit row');
    });
    await expect(rolledBack).rejects.toThrow('the change fails after its audit row');

    const ofTheClue = (c: Change) => c.entity === 'clue' && c.entityId === id;
    const arrivals = [nextEvent(own.socket, 'changed', ofTheClue), nextEvent(staff.socket, 'changed', ofTheClue)];
    const sentBack = await call(t.app, 'PUT', '/manager/clue/audit', {
      token: reviewer.token,
      body: { id, auditStatus: ClueAuditStatus.SendBack, reason: 'Which crossing?' },
    });
    expect(sentBack.status, JSON.stringify(sentBack.body)).toBe(200);
    expect(await Promise.all(arrivals)).toEqual([
      { entity: 'clue', entityId: id },
      { entity: 'clue', entityId: id },
    ]);

    // Notices arrive in commit order: had the rolled-back one been sent, it would be here by now.
    for (const { heard } of [own, staff]) expect(heard.filter((c) => c.entityId === unborn)).toEqual([]);
    expect(otherCreator.heard).toEqual([]);
  });

  it("should push one decision once to each thing a page shows: the creator's item, bell and count; a colleague's item", async () => {
    const clue = await submitClue(t.app, creator.token, [], {
      title: 'Bridge closed for repairs',
      description: 'Both lanes shut until noon.',
      happenedOn: '2026-11-21',
    });
    expect(clue.status, JSON.stringify(clue.body)).toBe(200);
    const id = clue.body.data.id as number;
    const colleague = await newStaff(t.app, t.url, 'reviewer');
    const pushes = async (token: string) => {
      const socket = await connectChat(t.app, token);
      sockets.push(socket);
      const heard: [string, unknown][] = [];
      socket.onAny((event: string, payload: unknown) => heard.push([event, payload]));
      return { socket, heard };
    };
    const [own, other] = await Promise.all([pushes(creator.token), pushes(colleague.token)]);

    // The count is the delivery's last push to the creator: nothing of the decision comes after it.
    const counted = nextEvent(own.socket, 'totalUnreadCountUpdated');
    const sentBack = await call(t.app, 'PUT', '/manager/clue/audit', {
      token: reviewer.token,
      body: { id, auditStatus: ClueAuditStatus.SendBack, reason: 'Which bridge?' },
    });
    expect(sentBack.status, JSON.stringify(sentBack.body)).toBe(200);
    await counted;

    // `changed` refetches what shows the clue; the notification, the bell's list only (the web's
    // live-connection.test.ts); the count, the badges.
    expect(own.heard.map(([event]) => event)).toEqual(['changed', 'notification', 'totalUnreadCountUpdated']);
    expect(own.heard[0]?.[1]).toEqual({ entity: 'clue', entityId: id });
    expect(own.heard[1]?.[1]).toMatchObject({ type: 'clueSentBack', link: `/clue/cluedetail?id=${id}` });
    expect(other.heard).toEqual([['changed', { entity: 'clue', entityId: id }]]);
  });

  it('should tell every signed-in creator of a catalog change that names none, and nobody else of staff-only things', async () => {
    const admin = await newStaff(t.app, t.url, 'admin');
    const [someCreator, staff] = await Promise.all([listening(creator.token), listening(reviewer.token)]);
    const [task] = (await t.sql.query("SELECT id FROM tasks WHERE scope = 'useful' LIMIT 1")).rows;
    const delisted = nextEvent(someCreator.socket, 'changed', (c) => c.entity === 'task');
    const res = await call(t.app, 'PUT', '/manager/task/listing', {
      token: admin.token,
      body: { id: task.id, listing: 'delisted' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await delisted).toEqual({ entity: 'task', entityId: task.id });

    const reasons = nextEvent(staff.socket, 'changed', (c) => c.entity === 'rejectReason');
    const reason = await call(t.app, 'POST', '/manager/reject-reason', {
      token: admin.token,
      body: { text: 'Out of focus', textZh: '失焦' },
    });
    expect(reason.status, JSON.stringify(reason.body)).toBe(200);
    await reasons;
    // One socket hears in order: the task listed again comes after anything the reason sent it.
    const listed = nextEvent(someCreator.socket, 'changed', (c) => c.entity === 'task');
    await call(t.app, 'PUT', '/manager/task/listing', { token: admin.token, body: { id: task.id, listing: 'listed' } });
    await listed;
    expect(someCreator.heard.map((c) => c.entity)).toEqual(['task', 'task']);
  });

  it("should tell every open page to catch up once its line to the database's notifications is back, and go on telling", async () => {
    const { socket } = await listening(creator.token);
    const resync = nextEvent(socket, 'resync');
    // The web instance's LISTEN connections dropped (a database restart, a proxy's idle cut):
    // moves committed meanwhile were told to nobody.
    const cut = await t.sql.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN %'",
    );
    expect(cut.rowCount).toBeGreaterThan(0);
    await resync;
    const admin = await newStaff(t.app, t.url, 'admin');
    const [task] = (await t.sql.query("SELECT id FROM tasks WHERE scope = 'useful' LIMIT 1")).rows;
    const delisted = nextEvent(socket, 'changed', (c) => c.entity === 'task');
    await call(t.app, 'PUT', '/manager/task/listing', {
      token: admin.token,
      body: { id: task.id, listing: 'delisted' },
    });
    expect(await delisted).toEqual({ entity: 'task', entityId: task.id });
  });
});
