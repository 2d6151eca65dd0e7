import { newCreator } from '@stringer/test-support/accounts';
import { call } from '@stringer/test-support/api';
import { newStaff } from '@stringer/test-support/staff';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { type ChatSocket, connectChat, nextEvent } from '../../../test/sockets';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp();
const sockets: ChatSocket[] = [];
afterAll(() => {
  for (const s of sockets) s.close();
});

const texts = (tag: string) => ({
  titleEn: `Holiday hours ${tag}`,
  titleZh: `假期安排 ${tag}`,
  textEn: `Support answers from 10:00 (${tag}).`,
  textZh: `客服 10:00 起为您服务（${tag}）。`,
});

const send = (token: string, body: object) => call(t.app, 'POST', '/manager/notification/system', { token, body });

/** A queued send once it is done (or failed). */
const finished = (token: string, id: string) =>
  vi.waitFor(
    async () => {
      const { data } = (await call(t.app, 'GET', '/manager/notification/system', { token, query: { id } })).body;
      if (!['done', 'failed'].includes(data.state)) throw new Error(`send ${id} is ${data.state}`);
      return data;
    },
    { timeout: 20_000, interval: 200 },
  );

const systemNotificationsOf = async (accountId: number) =>
  (await t.sql.query("SELECT params FROM notifications WHERE account_id = $1 AND type = 'system'", [accountId])).rows;

async function mailsOf(accountId: number) {
  const { mail } = (await t.sql.query('SELECT mail FROM accounts WHERE id = $1', [accountId])).rows[0];
  const { body } = await call(t.app, 'GET', '/dev/mail', { query: { to: mail } });
  return (body.data as { subject: string; text: string }[]).filter((m) => !m.subject.includes('code'));
}

const undelivered = async (accountId: number) =>
  (
    await t.sql.query(
      "SELECT count(*)::int AS n FROM notifications WHERE account_id = $1 AND type = 'system' AND delivered_at IS NULL",
      [accountId],
    )
  ).rows[0].n;

const waitDelivered = (accountId: number) =>
  expect.poll(() => undelivered(accountId), { timeout: 10_000, message: 'not delivered' }).toBe(0);

describe('support sends system notifications', () => {
  it('should notify one creator at once, live, in their language, mailed as their settings ask, audited', async () => {
    const support = await newStaff(t.app, t.url, 'support');
    const creator = await newCreator(t.app);
    await call(t.app, 'PUT', '/web/notification/settings', { token: creator.token, body: { language: 'zh' } });
    const socket = await connectChat(t.app, creator.token);
    sockets.push(socket);
    const arrived = nextEvent(socket, 'notification', (n) => n.type === 'system');
    const counted = nextEvent(socket, 'totalUnreadCountUpdated', (u) => u.system === 1);

    const res = await send(support.token, { audience: 'creator', creatorId: creator.customId, ...texts('one') });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ id: null, state: 'done', targeted: 1, reached: 1 });
    expect(await arrived).toMatchObject({
      type: 'system',
      params: texts('one'),
      link: '/message?tab=system',
      read: false,
    });
    expect(await counted).toMatchObject({ system: 1 });
    await waitDelivered(creator.customId);
    await expect.poll(() => mailsOf(creator.customId), { timeout: 5_000 }).toHaveLength(1);
    const mails = await mailsOf(creator.customId);
    expect(mails[0]?.subject).toContain('假期安排 one');
    expect(mails[0]?.text).toContain('客服 10:00 起为您服务（one）。');

    const { rows } = await t.sql.query(
      "SELECT staff_id, creator_id, action, after FROM audit_log WHERE entity = 'notification' AND creator_id = $1",
      [creator.customId],
    );
    expect(rows).toEqual([
      {
        staff_id: support.id,
        creator_id: creator.customId,
        action: 'send',
        after: expect.objectContaining({
          audience: 'creator',
          targeted: 1,
          title: 'Holiday hours one',
          textZh: texts('one').textZh,
        }),
      },
    ]);
  });

  it('should not mail a creator whose settings say no mail for system notifications', async () => {
    const support = await newStaff(t.app, t.url, 'support');
    const creator = await newCreator(t.app);
    await call(t.app, 'PUT', '/web/notification/settings', {
      token: creator.token,
      body: { types: { system: { inApp: true, email: false } } },
    });
    await send(support.token, { audience: 'creator', creatorId: creator.customId, ...texts('quiet') });
    await waitDelivered(creator.customId);
    expect(await systemNotificationsOf(creator.customId)).toHaveLength(1);
    expect(await mailsOf(creator.customId)).toEqual([]);
  });

  it('should send to a country and to all as a job, each creator once, with how many it reached', async () => {
    const admin = await newStaff(t.app, t.url, 'admin');
    const [a, b, elsewhere] = [await newCreator(t.app), await newCreator(t.app), await newCreator(t.app)];
    const { rows: countries } = await t.sql.query(
      'SELECT id FROM countries WHERE id <> (SELECT country_id FROM accounts WHERE id = $1) ORDER BY id LIMIT 1',
      [a.customId],
    );
    const otherCountry = countries[0].id as number;
    await t.sql.query('UPDATE accounts SET country_id = $1, province_id = NULL, city_id = NULL WHERE id = $2', [
      otherCountry,
      elsewhere.customId,
    ]);

    const toCountry = await send(admin.token, { audience: 'country', countryId: otherCountry, ...texts('country') });
    expect(toCountry.status, JSON.stringify(toCountry.body)).toBe(200);
    expect(toCountry.body.data).toMatchObject({ state: 'queued', targeted: 1, reached: null });
    expect(await finished(admin.token, toCountry.body.data.id)).toMatchObject({ state: 'done', reached: 1 });
    expect(await systemNotificationsOf(elsewhere.customId)).toHaveLength(1);
    expect(await systemNotificationsOf(a.customId)).toHaveLength(0);

    const creators = (await t.sql.query("SELECT count(*)::int AS n FROM accounts WHERE role = 'creator'")).rows[0].n;
    // A creator id left over from the form (of nobody, here) means nothing when the audience is all.
    const toAll = await send(admin.token, { audience: 'all', creatorId: 2_000_000_000, ...texts('all') });
    expect(toAll.body.data).toMatchObject({ state: 'queued', targeted: creators });
    expect(await finished(admin.token, toAll.body.data.id)).toMatchObject({ state: 'done', reached: creators });
    for (const c of [a, b, elsewhere]) {
      const titles = (await systemNotificationsOf(c.customId)).map((r) => r.params.titleEn);
      expect(titles.filter((title) => title === 'Holiday hours all')).toHaveLength(1);
    }
    const { rows: audit } = await t.sql.query(
      "SELECT after FROM audit_log WHERE entity = 'notification' AND staff_id = $1 ORDER BY id",
      [admin.id],
    );
    expect(audit.map((r) => r.after)).toEqual([
      expect.objectContaining({
        audience: 'country',
        countryId: otherCountry,
        targeted: 1,
        sendId: toCountry.body.data.id,
      }),
      expect.objectContaining({ audience: 'all', countryId: null, targeted: creators, sendId: toAll.body.data.id }),
    ]);
  });

  it('should require both languages and the audience it names, with keys', async () => {
    const support = await newStaff(t.app, t.url, 'support');
    const res = await send(support.token, { audience: 'all', titleEn: 'Hi', textEn: ' ' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { field: 'titleZh', msgKey: 'errors.required' },
      { field: 'textEn', msgKey: 'errors.required' },
      { field: 'textZh', msgKey: 'errors.required' },
    ]);
    const creator = await send(support.token, { audience: 'creator', ...texts('x') });
    expect(creator.body.errors).toEqual([{ field: 'creatorId', msgKey: 'errors.required' }]);
    const country = await send(support.token, { audience: 'country', ...texts('x') });
    expect(country.body.errors).toEqual([{ field: 'countryId', msgKey: 'errors.required' }]);
    const nobody = await send(support.token, { audience: 'creator', creatorId: support.id, ...texts('x') });
    expect(nobody.body.errors).toEqual([{ field: 'creatorId', msgKey: 'errors.creatorNotExist' }]);
    const noCountry = await send(support.token, { audience: 'country', countryId: 999999, ...texts('x') });
    expect(noCountry.body.errors).toEqual([{ field: 'countryId', msgKey: 'errors.invalidValue' }]);
  });

  it('should refuse reviewers and creators', async () => {
    const reviewer = await newStaff(t.app, t.url, 'reviewer');
    const creator = await newCreator(t.app);
    const body = { audience: 'all', ...texts('no') };
    expect((await send(reviewer.token, body)).status).toBe(403);
    expect((await send(creator.token, body)).status).toBe(403);
    const status = await call(t.app, 'GET', '/manager/notification/system', {
      token: reviewer.token,
      query: { id: crypto.randomUUID() },
    });
    expect(status.status).toBe(403);
  });
});
