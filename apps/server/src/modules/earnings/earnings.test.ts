import { TOKEN_NAME } from '@stringer/shared/constants';
import { WorkAuditStatus } from '@stringer/shared/statuses';
import { logIn, PASSWORD, signUp } from '@stringer/test-support/accounts';
import { call, dataOf } from '@stringer/test-support/api';
import { newStaff } from '@stringer/test-support/staff';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { daysFromNow, uploadCover } from '../../../test/catalog';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** Every line the app logs, at every level: nothing of a payout number may be among them. */
const logLines: string[] = [];
let t: TestApp;
let admin: { token: string };
let creator: { token: string; customId: number; mail: string };
let taskId: number;
let activityId: number;

const IBAN = 'DE89370400440532013000';
const ACCOUNT_NUMBER = '000123456789';

const staffCall = (method: 'GET' | 'PUT' | 'POST', url: string, body?: unknown) =>
  call(t.app, method, url, { token: admin.token, ...(body ? { body } : {}) });
const mine = (url: string, query?: Record<string, string>) =>
  dataOf<Record<string, unknown>>(t.app, 'GET', url, { token: creator.token, ...(query ? { query } : {}) });
const saveDetails = (details: Record<string, unknown>, proof: Record<string, string> = { password: PASSWORD }) =>
  call(t.app, 'PUT', '/web/payout-details', { token: creator.token, body: { details, ...proof } });

/** A passed work of the creator, as review leaves it (review.test.ts covers review itself). */
async function passedWork(answers: { taskId?: number; activityId?: number; score?: number }, reviewedAt = 'now()') {
  await t.sql.query(
    `INSERT INTO files (id, owner_id, kind, original_name, mime, size, storage_key, state)
     VALUES ('earn-cover-' || $1::int, $1, 'cover', 'c.jpg', 'image/jpeg', 10, 'x/e' || $1::int, 'ready')
     ON CONFLICT DO NOTHING`,
    [creator.customId],
  );
  const { rows } = await t.sql.query(
    `INSERT INTO works (owner_id, title, description, cover_file_id, task_id, activity_id, points, score,
                        audit_status, reviewed_at)
     VALUES ($1, 'Flood ' || $2::text, 'd', 'earn-cover-' || $1::int, $3::int, $4::int,
             CASE WHEN $3::int IS NULL THEN NULL ELSE 50 END, $5::int, ${WorkAuditStatus.Passed}, ${reviewedAt}) RETURNING id`,
    [
      creator.customId,
      String(Math.random()),
      answers.taskId ?? null,
      answers.activityId ?? null,
      answers.score ?? null,
    ],
  );
  return rows[0].id as number;
}

beforeAll(async () => {
  t = await createTestApp(
    {},
    { logger: { level: 'trace', stream: { write: (line: string) => void logLines.push(line) } } },
  );
  const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  admin = await newStaff(t.app, t.url, 'admin');
  const { mail, user } = await signUp(t.app);
  creator = { token: await logIn(t.app, mail), customId: user.customId, mail };
  const cover = await uploadCover(t.app, base, admin.token);
  const window = { startTime: daysFromNow(-1), deadline: daysFromNow(10) };
  // An admin sets what each pays: $25.00 per task work, $1.50 per score point of the activity.
  const task = await staffCall('POST', '/manager/task/create', {
    ...{ title: 'Flood', titleZh: '洪水', cover, points: 50, scope: 'useful', payAmount: 2500 },
    ...window,
  });
  expect(task.status, JSON.stringify(task.body)).toBe(200);
  taskId = task.body.data.id;
  expect(task.body.data.payAmount).toBe(2500);
  const activity = await staffCall('POST', '/manager/activity/create', {
    ...{ title: 'Rain', titleZh: '雨', cover, minScore: 0, maxScore: 10, payAmount: 150, payPer: 'point' },
    ...window,
  });
  expect(activity.status, JSON.stringify(activity.body)).toBe(200);
  activityId = activity.body.data.id;
}, 120_000);

afterAll(() => t?.close());

describe('earnings', () => {
  it('should carry the amount a reward pays from when it is issued, and sum amounts only, never points with scores', async () => {
    const a = await passedWork({ taskId });
    const b = await passedWork({ activityId, score: 8 });
    const c = await passedWork({ taskId }, "now() - interval '40 days'");
    const issue = await staffCall('PUT', '/manager/reward/status', { workIds: [a, b, c], rewardStatus: 'issued' });
    expect(issue.status, JSON.stringify(issue.body)).toBe(200);
    expect((await staffCall('PUT', '/manager/reward/payout', { workIds: [c], payoutStatus: 'paid' })).status).toBe(200);
    const { rows } = await t.sql.query('SELECT id, amount, currency FROM works WHERE id = ANY($1) ORDER BY id', [
      [a, b, c],
    ]);
    expect(rows).toEqual([
      { id: a, amount: 2500, currency: 'USD' },
      { id: b, amount: 1200, currency: 'USD' },
      { id: c, amount: 2500, currency: 'USD' },
    ]);

    // A later change of rate leaves issued rewards alone; one not issued yet is expected at the new rate.
    await t.sql.query('UPDATE tasks SET pay_amount = 9900 WHERE id = $1', [taskId]);
    const d = await passedWork({ taskId });

    const summary = await mine('/web/earnings/summary');
    expect(summary).toMatchObject({
      currency: 'USD',
      totals: { expected: 9900, waiting: 3700, paid: 2500, issued: 6200, earned: 16100 },
    });
    const months = summary.months as { month: string; expected: number; waiting: number; paid: number }[];
    expect(months).toHaveLength(12);
    expect(months.at(-1)).toMatchObject({ month: new Date().toISOString().slice(0, 7), expected: 9900, waiting: 3700 });
    expect(months.reduce((sum, m) => sum + m.paid, 0)).toBe(2500);
    const sources = summary.sources as { kind: string; item: { id: number }; works: number }[];
    expect(sources.map((s) => [s.kind, s.item.id, s.works])).toEqual([
      ['task', taskId, 3],
      ['activity', activityId, 1],
    ]);

    const page = await mine('/web/earnings/page', { pageSize: '10' });
    const lines = page.list as {
      worksId: number;
      state: string;
      amount: number;
      points: number | null;
      score: number | null;
    }[];
    expect(page.total).toBe(4);
    expect(lines.map((l) => [l.worksId, l.state, l.amount])).toEqual([
      [d, 'expected', 9900],
      [b, 'waiting', 1200],
      [a, 'waiting', 2500],
      [c, 'paid', 2500],
    ]);
    // Points and scores shown as themselves.
    expect(lines.find((l) => l.worksId === b)).toMatchObject({ score: 8, points: null });

    // The console's list shows the same amounts.
    const console = await staffCall('GET', `/manager/reward/page?creatorId=${creator.customId}&pageSize=10`);
    const amounts = Object.fromEntries(
      console.body.data.list.map((r: { worksId: number; amount: number }) => [r.worksId, r.amount]),
    );
    expect(amounts).toEqual({ [a]: 2500, [b]: 1200, [c]: 2500, [d]: 9900 });
  });

  it('should answer creators only, each their own', async () => {
    expect((await staffCall('GET', '/web/earnings/summary')).status).toBe(403);
    const other = await signUp(t.app);
    const token = await logIn(t.app, other.mail);
    const theirs = await dataOf<{ totals: { earned: number } }>(t.app, 'GET', '/web/earnings/summary', { token });
    expect(theirs.totals.earned).toBe(0);
  });
});

describe('payout details', () => {
  it('should check the fields each method needs where the account is', async () => {
    const bad = await saveDetails({ method: 'bank', country: 'DE', holder: 'Ann Lee', iban: 'DE89370400440532013001' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'details.iban', msgKey: 'errors.payoutIbanInvalid' },
        { field: 'details.swift', msgKey: 'errors.required' },
      ]),
    );
    const us = await saveDetails({ method: 'bank', country: 'US', holder: 'Ann Lee', accountNumber: '1234' });
    expect(us.body.errors).toEqual([{ field: 'details.routingNumber', msgKey: 'errors.required' }]);
    const alipay = await saveDetails({ method: 'alipay', country: 'CN', account: 'not an account', holder: '李安' });
    expect(alipay.body.errors).toEqual([{ field: 'details.account', msgKey: 'errors.payoutAlipayAccountInvalid' }]);
  });

  it('should ask for the password again, seal the details, show them masked to the creator and mail the change', async () => {
    const wrong = await saveDetails(
      { method: 'paypal', country: 'GB', email: 'ann@example.com' },
      { password: 'Nope1234' },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([{ field: 'password', msgKey: 'errors.currentPasswordWrong' }]);
    const noProof = await saveDetails({ method: 'paypal', country: 'GB', email: 'ann@example.com' }, {});
    expect(noProof.body.errors).toEqual([{ field: 'password', msgKey: 'errors.passwordRequired' }]);
    const noApp = await saveDetails({ method: 'paypal', country: 'GB', email: 'ann@example.com' }, { code: '123456' });
    expect(noApp.body.errors).toEqual([{ field: 'code', msgKey: 'errors.reverifyNoAuthenticator' }]);
    expect((await mine('/web/payout-details')).details).toBeNull();

    const saved = await saveDetails({
      method: 'bank',
      country: 'DE',
      holder: 'Ann Lee',
      iban: 'de89 3704 0044 0532 0130 00',
      swift: 'COBADEFFXXX',
      accountNumber: ACCOUNT_NUMBER, // not a German field: dropped
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.details).toMatchObject({ method: 'bank', country: 'DE', masked: '•••• 3000' });
    expect(await mine('/web/payout-details')).toMatchObject({ details: { masked: '•••• 3000' } });

    const { rows } = await t.sql.query('SELECT * FROM payout_details WHERE account_id = $1', [creator.customId]);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain('0532013000');
    expect(rows[0]).toMatchObject({ method: 'bank', country: 'DE', key_id: expect.stringMatching(/^[0-9a-f]{16}$/) });

    const mail = await vi.waitFor(async () => {
      const mails = await dataOf<{ subject: string; text: string }[]>(t.app, 'GET', '/dev/mail', {
        query: { to: creator.mail },
      });
      const found = mails.find((m) => m.subject === 'Your Stringer payout details were changed');
      if (!found) throw new Error('no mail yet');
      return found;
    });
    expect(mail.text).toContain('•••• 3000');
    expect(mail.text).not.toContain(IBAN);
    const audit = await t.sql.query(
      "SELECT actor_kind, action, after FROM audit_log WHERE entity = 'payoutDetails' AND entity_id = $1",
      [creator.customId],
    );
    expect(audit.rows).toEqual([{ actor_kind: 'creator', action: 'update', after: { method: 'bank', country: 'DE' } }]);
  });

  it('should show them whole only to admins, each reading audited, and in the CSV of what is due', async () => {
    const reviewer = await newStaff(t.app, t.url, 'reviewer');
    const refused = await call(t.app, 'GET', `/manager/payout/details?creatorId=${creator.customId}`, {
      token: reviewer.token,
    });
    expect(refused.status).toBe(403);
    const whole = await staffCall('GET', `/manager/payout/details?creatorId=${creator.customId}`);
    expect(whole.body.data.details).toMatchObject({
      creatorId: creator.customId,
      method: 'bank',
      fields: { holder: 'Ann Lee', iban: IBAN, swift: 'COBADEFFXXX' },
    });
    const csv = await t.app.inject({
      method: 'GET',
      url: '/manager/reward/due.csv',
      headers: { [TOKEN_NAME]: admin.token },
    });
    const line = csv.body.split('\r\n').find((l) => l.startsWith(`${creator.customId},`));
    expect(line).toContain(`,37.00,USD,Bank account,DE,holder: Ann Lee; iban: ${IBAN}; swift: COBADEFFXXX,`);
    const views = await t.sql.query(
      "SELECT action FROM audit_log WHERE entity = 'payoutDetails' AND entity_id = $1 AND staff_id IS NOT NULL ORDER BY id",
      [creator.customId],
    );
    expect(views.rows.map((r) => r.action)).toEqual(['view', 'export']);
  });

  it('should never put the whole number in a creator response or a log line', async () => {
    const answers = [
      await call(t.app, 'GET', '/web/payout-details', { token: creator.token }),
      await saveDetails({
        method: 'bank',
        country: 'CN',
        holder: '李安',
        bankName: '中国银行',
        accountNumber: ACCOUNT_NUMBER,
      }),
      await saveDetails(
        { method: 'bank', country: 'CN', holder: '李安', bankName: '中国银行', accountNumber: ACCOUNT_NUMBER },
        { password: 'Wrong1234' },
      ),
      await call(t.app, 'GET', '/web/earnings/summary', { token: creator.token }),
      await call(t.app, 'GET', '/web/earnings/page', { token: creator.token }),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 200, 400, 200, 200]);
    expect(answers[1]?.body.data.details.masked).toBe('•••• 6789');
    const said = JSON.stringify(answers.map((a) => a.body));
    for (const secret of [IBAN, ACCOUNT_NUMBER]) expect(said).not.toContain(secret);
    // Every line the app logged in this file, the admin's readings and the CSV's included.
    expect(logLines.length).toBeGreaterThan(10);
    const logged = logLines.join('\n');
    for (const secret of [IBAN, '0532013000', ACCOUNT_NUMBER, PASSWORD]) expect(logged).not.toContain(secret);
  });
});
