import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { newCreator } from '@stringer/test-support/accounts';
import { call } from '@stringer/test-support/api';
import { newStaff } from '@stringer/test-support/staff';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisForScaleOut, redisUrl } from '../../../test/redis';
import { type ChatSocket, connectChat, nextEvent } from '../../../test/sockets';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';

const redisAnswers = await redisForScaleOut();

describe.skipIf(!redisAnswers)('chat across two instances sharing PostgreSQL and Redis', () => {
  let a: TestApp;
  let b: FastifyInstance;
  let bDataDir: string;
  let baseB: string;
  const sockets: ChatSocket[] = [];

  beforeAll(async () => {
    a = await createTestApp({ REDIS_URL: redisUrl.href });
    bDataDir = await mkdtemp(path.join(tmpdir(), 'stringer-data-'));
    b = await buildApp(
      loadConfig({ DATABASE_URL: a.url, DATA_DIR: bDataDir, LOG_LEVEL: 'silent', REDIS_URL: redisUrl.href }),
      false,
    );
    baseB = await b.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await b.close();
    await a.close();
    await rm(bDataDir, { recursive: true, force: true });
  });

  it('should deliver a message sent through instance A to sockets on instance B, both ways', async () => {
    const creator = await newCreator(a.app);
    const support = await newStaff(a.app, a.url, 'support');
    const creatorOnB = await connectChat(b, creator.token, baseB);
    const supportOnB = await connectChat(b, support.token, baseB);
    sockets.push(creatorOnB, supportOnB);

    const toSupport = nextEvent(supportOnB, 'messageReceived', (m) => m.text === 'sent through A');
    const sent = await call(a.app, 'POST', '/web/message', {
      token: creator.token,
      body: { clientMsgId: randomUUID(), kind: 'text', text: 'sent through A' },
    });
    expect((await toSupport).id).toBe(sent.body.data.id);

    const toCreator = nextEvent(creatorOnB, 'messageReceived', (m) => m.fromStaff);
    await call(a.app, 'POST', '/manager/message', {
      token: support.token,
      body: {
        clientMsgId: randomUUID(),
        kind: 'text',
        text: 'answered on A',
        conversationId: sent.body.data.conversationId,
      },
    });
    expect((await toCreator).text).toBe('answered on A');

    const kicked = nextEvent(creatorOnB, 'kickedOut');
    await call(a.app, 'GET', '/web/account/logout', { token: creator.token });
    expect((await kicked).reason).toBe('logout');
  });

  it("should move a staff member's open sockets on every instance the moment an admin changes their role", async () => {
    const admin = await newStaff(a.app, a.url, 'admin');
    const creator = await newCreator(a.app);
    const leaving = await newStaff(a.app, a.url, 'support');
    const joining = await newStaff(a.app, a.url, 'reviewer');
    const leavingOnB = await connectChat(b, leaving.token, baseB);
    const joiningOnB = await connectChat(b, joining.token, baseB);
    sockets.push(leavingOnB, joiningOnB);
    const heard: string[] = [];
    leavingOnB.on('messageReceived', (m) => heard.push(m.text ?? ''));

    for (const [member, role] of [
      [leaving, 'reviewer'],
      [joining, 'support'],
    ] as const) {
      const res = await call(a.app, 'PUT', '/manager/staff/role', {
        token: admin.token,
        body: { id: member.id, role },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    // The sockets are the same ones: no reload, no reconnect.
    const toNewSupport = nextEvent(joiningOnB, 'messageReceived', (m) => m.text === 'after the move');
    await call(a.app, 'POST', '/web/message', {
      token: creator.token,
      body: { clientMsgId: randomUUID(), kind: 'text', text: 'after the move' },
    });
    await toNewSupport;
    expect(heard).not.toContain('after the move');
  });
});
