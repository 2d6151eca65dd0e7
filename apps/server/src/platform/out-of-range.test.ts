import { newCreator } from '@stringer/test-support/accounts';
import { call } from '@stringer/test-support/api';
import { newStaff } from '@stringer/test-support/staff';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';

/**
 * Values of the right shape that PostgreSQL cannot hold: an id past its integer (2^31) and days the
 * calendar has not (30 February, the year 0). Each once answered 500 from the database; through
 * the shared schemas (fields.ts: storedInt/anyId, calendarDay/instant) each is a 400 naming the
 * field, with `errors.invalidType` or `errors.dateInvalid`.
 */
const t = useTestApp();
const TOO_BIG = 2 ** 31;
let creator: { token: string; customId: number };
let admin: { token: string };
beforeAll(async () => {
  creator = await newCreator(t.app);
  admin = await newStaff(t.app, t.url, 'admin');
});

type Case = [
  who: 'creator' | 'admin',
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  sent: Record<string, unknown>,
  field: string,
  key: string,
];
const ids: Case[] = [
  ['creator', 'PUT', '/web/message/revoke', { id: TOO_BIG }, 'id', 'errors.invalidType'],
  ['creator', 'PUT', '/web/message/read', { seq: TOO_BIG }, 'seq', 'errors.invalidType'],
  ['creator', 'GET', '/web/message/history', { beforeSeq: TOO_BIG }, 'beforeSeq', 'errors.invalidType'],
  ['creator', 'PUT', '/web/notification/read', { id: TOO_BIG }, 'id', 'errors.invalidType'],
  ['admin', 'GET', '/manager/message/history', { conversationId: TOO_BIG }, 'conversationId', 'errors.invalidType'],
  ['admin', 'GET', '/manager/message/creator', { conversationId: TOO_BIG }, 'conversationId', 'errors.invalidType'],
  [
    'admin',
    'PUT',
    '/manager/message/read',
    { conversationId: TOO_BIG, seq: 1 },
    'conversationId',
    'errors.invalidType',
  ],
  ['admin', 'PUT', '/manager/message/revoke', { id: TOO_BIG }, 'id', 'errors.invalidType'],
  [
    'admin',
    'PUT',
    '/manager/message/status',
    { conversationId: TOO_BIG, status: 'open' },
    'conversationId',
    'errors.invalidType',
  ],
  [
    'admin',
    'PUT',
    '/manager/message/assign',
    { conversationId: 1, assigneeId: TOO_BIG },
    'assigneeId',
    'errors.invalidType',
  ],
  ['admin', 'GET', '/manager/task/works', { id: TOO_BIG }, 'id', 'errors.invalidType'],
  ['admin', 'GET', '/manager/works/page', { creatorId: TOO_BIG }, 'creatorId', 'errors.invalidType'],
  ['admin', 'GET', '/manager/clue/page', { countryId: TOO_BIG }, 'countryId', 'errors.invalidType'],
];
const dates: Case[] = [
  ['creator', 'POST', '/web/clue', { happenedOn: '2024-02-30' }, 'happenedOn', 'errors.dateInvalid'],
  ['creator', 'POST', '/web/works', { shootingDate: '2023-02-29' }, 'shootingDate', 'errors.dateInvalid'],
  ['admin', 'GET', '/manager/audit/page', { from: '2024-02-30T00:00:00Z' }, 'from', 'errors.dateInvalid'],
  [
    'admin',
    'GET',
    '/manager/works/page',
    { submittedFrom: '0000-01-01T00:00:00Z' },
    'submittedFrom',
    'errors.dateInvalid',
  ],
  [
    'admin',
    'POST',
    '/manager/activity/create',
    { startTime: '0000-01-01T00:00:00Z' },
    'startTime',
    'errors.dateInvalid',
  ],
  [
    'admin',
    'POST',
    '/manager/banner/create',
    { startTime: '2025-04-31T10:00:00+08:00' },
    'startTime',
    'errors.dateInvalid',
  ],
];

describe('values PostgreSQL cannot hold', () => {
  it.each([...ids, ...dates])('%s %s %s: %j is a 400 on its field', async (who, method, url, sent, field, key) => {
    const token = who === 'creator' ? creator.token : admin.token;
    const query = Object.fromEntries(Object.entries(sent).map(([k, v]) => [k, String(v)]));
    const res = await call(t.app, method, url, method === 'GET' ? { token, query } : { token, body: sent });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.errors).toContainEqual({ field, msgKey: key });
  });

  it("takes a profile's tags only as ids PostgreSQL can hold", async () => {
    const res = await call(t.app, 'PUT', '/api/user/tags', {
      token: creator.token,
      body: { customId: creator.customId, tags: [TOO_BIG] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.errors[0].msgKey).toBe('errors.invalidType');
  });
});
