import { newCreator } from '@stringer/test-support/accounts';
import { call } from '@stringer/test-support/api';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ChatSocket, connectChat, nextEvent } from '../../../test/sockets';
import { useTestApp } from '../../../test/test-app';
import { type Database, openDatabase } from '../../platform/db/database';

const t = useTestApp();
let database: Database;
const sockets: ChatSocket[] = [];

beforeAll(async () => {
  database = await openDatabase({ databaseUrl: t.url, dataDir: '', log: { info() {}, debug() {}, warn() {} } });
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await database.close();
});

const mailOf = async (customId: number) =>
  (await t.sql.query('SELECT mail FROM accounts WHERE id = $1', [customId])).rows[0].mail as string;

/** The notification mails an address has received so far (not its sign-up code). */
async function mailsNow(to: string) {
  const { body } = await call(t.app, 'GET', '/dev/mail', { query: { to } });
  return (body.data as { subject: string; text: string }[]).filter((m) => !m.subject.includes('code'));
}

const firstMail = (to: string) =>
  vi.waitFor(
    async () => {
      const [mail] = await mailsNow(to);
      if (!mail) throw new Error(`no notification mail reached ${to}`);
      return mail;
    },
    { timeout: 10_000 },
  );

describe('system notifications raised by the service, one function per event', () => {
  it('should deliver a committed event live, count it unread and mail it in the creator language', async () => {
    const creator = await newCreator(t.app);
    await call(t.app, 'PUT', '/web/notification/settings', { token: creator.token, body: { language: 'zh' } });
    const socket = await connectChat(t.app, creator.token);
    sockets.push(socket);
    const arrived = nextEvent(socket, 'notification');
    const counted = nextEvent(socket, 'totalUnreadCountUpdated', (u) => u.system === 1);

    await database.transaction((tx) =>
      t.app.notifications.workSentBack(tx, {
        creatorId: creator.customId,
        workId: 7,
        title: 'Flood',
        reason: 'Cut the logo',
      }),
    );

    expect(await arrived).toMatchObject({
      type: 'workSentBack',
      params: { title: 'Flood', reason: 'Cut the logo' },
      link: '/home/worksdetail?id=7',
      read: false,
    });
    expect(await counted).toMatchObject({ total: 1, system: 1, customerService: 0 });
    const mail = await firstMail(await mailOf(creator.customId));
    expect(mail.subject).toBe('Stringer：作品被退回');
    expect(mail.text).toContain('您的作品“Flood”被退回修改：Cut the logo');
    expect(mail.text).toContain('/#/home/worksdetail?id=7');
  });

  it("should word a reward as what was given: a task's points, an activity's score", async () => {
    const [task, activity] = [await newCreator(t.app), await newCreator(t.app)];
    await database.transaction(async (tx) => {
      const about = { workId: 4, title: 'Storm' };
      await t.app.notifications.rewardIssued(tx, { ...about, creatorId: task.customId, reward: { points: 30 } });
      await t.app.notifications.rewardIssued(tx, { ...about, creatorId: activity.customId, reward: { score: 88 } });
    });
    expect((await firstMail(await mailOf(task.customId))).text).toContain('30 points were issued for “Storm”.');
    const scored = (await firstMail(await mailOf(activity.customId))).text;
    expect(scored).toContain('The reward for “Storm”, scored 88, was issued.');
    expect(scored).not.toMatch(/\bpoints?\b/);
  });

  it('should name the money a reward carries beside its score or points, in the currency, per language', async () => {
    const [en, zh] = [await newCreator(t.app), await newCreator(t.app)];
    await call(t.app, 'PUT', '/web/notification/settings', { token: zh.token, body: { language: 'zh' } });
    const socket = await connectChat(t.app, en.token);
    sockets.push(socket);
    const arrived = nextEvent(socket, 'notification');
    await database.transaction(async (tx) => {
      const about = { workId: 4, title: 'Storm' };
      const reward = { score: 88, amount: 12000, currency: 'USD' };
      await t.app.notifications.rewardIssued(tx, { ...about, creatorId: en.customId, reward });
      await t.app.notifications.rewardIssued(tx, {
        ...about,
        creatorId: zh.customId,
        reward: { points: 30, amount: 2500, currency: 'EUR' },
      });
    });
    expect(await arrived).toMatchObject({
      type: 'rewardIssued',
      params: { title: 'Storm', score: 88, amount: 12000, currency: 'USD' },
    });
    const scored = (await firstMail(await mailOf(en.customId))).text;
    expect(scored).toContain('88 score — $120.00 were issued for “Storm”.');
    expect(scored).not.toMatch(/\bpoints?\b/);
    expect((await firstMail(await mailOf(zh.customId))).text).toContain('“Storm”的 30 积分已发放，金额 €25.00。');
  });

  it('should notify no one when the change rolls back', async () => {
    const creator = await newCreator(t.app);
    await expect(
      database.transaction(async (tx) => {
        await t.app.notifications.certificationFailed(tx, { creatorId: creator.customId, reason: 'Blurred' });
        throw new Error('the review failed after the notification was written');
      }),
    ).rejects.toThrow();
    const page = await call(t.app, 'GET', '/web/notification/page', { token: creator.token });
    expect(page.body.data.total).toBe(0);
    expect(await mailsNow(await mailOf(creator.customId))).toEqual([]);
  });

  it("should list, mark one and mark all read, and refuse another creator's notification", async () => {
    const creator = await newCreator(t.app);
    const other = await newCreator(t.app);
    await database.transaction(async (tx) => {
      await t.app.notifications.clueAccepted(tx, { creatorId: creator.customId, clueId: 3, title: 'Fire' });
      await t.app.notifications.rewardIssued(tx, {
        creatorId: creator.customId,
        workId: 4,
        title: 'Storm',
        reward: { points: 30 },
      });
      await t.app.notifications.taskOffered(tx, {
        creatorId: creator.customId,
        taskId: 5,
        title: 'Harbour',
        terms: { points: 80, amount: 0, currency: 'USD', answerBy: '2031-03-04T17:30:00.000Z' },
      });
    });
    const page = await call(t.app, 'GET', '/web/notification/page', { token: creator.token });
    expect(page.body.data.list.map((n: { type: string }) => n.type)).toEqual([
      'taskOffered',
      'rewardIssued',
      'clueAccepted',
    ]);
    const first = page.body.data.list[0].id;
    expect(
      (await call(t.app, 'PUT', '/web/notification/read', { token: other.token, body: { id: first } })).status,
    ).toBe(404);
    await call(t.app, 'PUT', '/web/notification/read', { token: creator.token, body: { id: first } });
    expect((await call(t.app, 'GET', '/web/message/unread', { token: creator.token })).body.data.system).toBe(2);
    await call(t.app, 'PUT', '/web/notification/read-all', { token: creator.token });
    expect((await call(t.app, 'GET', '/web/message/unread', { token: creator.token })).body.data.system).toBe(0);
  });

  it('should follow the creator settings: no mail when mail is off, read at once when in-app is off', async () => {
    const creator = await newCreator(t.app);
    const settings = await call(t.app, 'PUT', '/web/notification/settings', {
      token: creator.token,
      body: { types: { payoutPaid: { inApp: false, email: false } } },
    });
    expect(settings.body.data.types.payoutPaid).toEqual({ inApp: false, email: false });
    expect(settings.body.data.types.workPassed).toEqual({ inApp: true, email: true });
    await database.transaction((tx) =>
      t.app.notifications.payoutPaid(tx, { creatorId: creator.customId, workId: 9, title: 'Quiet' }),
    );
    const deliveredAt = async () =>
      (await t.sql.query('SELECT delivered_at FROM notifications WHERE account_id = $1', [creator.customId])).rows[0]
        ?.delivered_at;
    await expect.poll(deliveredAt, { timeout: 10_000 }).toBeTruthy();
    const page = await call(t.app, 'GET', '/web/notification/page', { token: creator.token });
    expect(page.body.data.list[0]).toMatchObject({ type: 'payoutPaid', read: true });
    // Delivery has run (delivered_at is set) and sent nothing.
    expect(await mailsNow(await mailOf(creator.customId))).toEqual([]);
  });
});
