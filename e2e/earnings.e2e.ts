import { TOKEN_NAME } from '@stringer/shared/constants';
import { type RunningServer, startServer, stopProcess } from '@stringer/test-support/processes';
import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCreatorWithContent, logInByApi, sql } from './support/api';
import { useBrowser } from './support/browser';
import { seriousViolations, sticksOut } from './support/every-screen';
import { passAsReviewer } from './support/review';
import { closeGuide } from './support/screens';
import { baseUrl, sameInstall } from './support/server';
import { openSignedIn, signInByApi } from './support/signed-in';
import { createStaff } from './support/staff';

const b = useBrowser();

const IBAN = 'DE89370400440532013000';
const IBAN_DIGITS = '0532013000';
const ALIPAY_PHONE = '13800138000';

// A second instance on the same database that logs everything (trace), so that its lines can be
// searched for a payout number: the whole journey runs through it.
let server: RunningServer;
let site: string;
let admin: string;
let adminStaff: { mail: string; password: string };

beforeAll(async () => {
  server = await startServer({ ...sameInstall(), LOG_LEVEL: 'trace' });
  site = server.baseUrl;
  const staff = await createStaff('admin');
  admin = await logInByApi(staff.mail, staff.password);
  adminStaff = staff;
}, 120_000);
afterAll(() => server && stopProcess(server));

/** An admin's call, as the rewards screen makes it. */
async function asAdmin(method: string, url: string, body: unknown) {
  const res = await fetch(`${baseUrl()}${url}`, {
    method,
    headers: { 'content-type': 'application/json', [TOKEN_NAME]: admin },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

/** A creator whose work answers a task that pays `payAmount` (cents) a passed work, passed and issued. */
async function creatorWithIssuedReward(payAmount: number) {
  const title = `Paid errand ${Date.now().toString(36)}`;
  await sql(
    `INSERT INTO tasks (title, title_zh, brief, brief_zh, cover_path, points, pay_amount, starts_at, ends_at)
     SELECT $1, $1, brief, brief_zh, cover_path, points, $2, starts_at, ends_at FROM tasks WHERE title = 'Morning markets'`,
    [title, payAmount],
  );
  const creator = await createCreatorWithContent(title);
  await passAsReviewer(creator.workId);
  await asAdmin('PUT', '/manager/reward/status', { workIds: [creator.workId], rewardStatus: 'issued' });
  return { ...creator, taskTitle: title };
}

/** Every answer the page receives, as text: none may hold a whole payout number. */
function answersOf(page: Page) {
  const bodies: Promise<string>[] = [];
  page.on('response', (r: Response) => {
    if (r.request().resourceType() === 'fetch' || r.request().resourceType() === 'xhr')
      bodies.push(r.text().catch(() => ''));
  });
  return async () => (await Promise.all(bodies)).join('\n');
}

/**
 * The chart's month labels a reader can see, as drawn: the font's size on screen (an SVG scaled
 * to a phone's width scales its text too) and where each label starts and ends.
 */
const monthLabels = (page: Page) =>
  page.locator('[data-testid^="earnings-bar-"] text').evaluateAll((texts) =>
    texts
      .filter((t) => getComputedStyle(t).display !== 'none' && getComputedStyle(t).visibility !== 'hidden')
      .map((t) => {
        const box = t.getBoundingClientRect();
        const scale = (t as SVGGraphicsElement).getScreenCTM()?.a ?? 1;
        return { text: t.textContent, px: Number.parseFloat(getComputedStyle(t).fontSize) * scale, ...box.toJSON() };
      }),
  );

/**
 * Readable on a phone: 12 px at least, none over another, this month's named. Waited for: after a
 * resize the chart lays its labels out again on its next render, not at once.
 */
const expectReadableMonths = (page: Page, thisMonth: string) =>
  vi.waitFor(() => readableMonths(page, thisMonth), { timeout: 10_000 });

async function readableMonths(page: Page, thisMonth: string) {
  const labels = await monthLabels(page);
  expect(labels.length).toBeGreaterThanOrEqual(6);
  for (const l of labels) expect(l.px, l.text ?? '').toBeGreaterThanOrEqual(12);
  for (const [a, b] of labels.slice(1).map((l, i) => [labels[i], l] as const))
    expect(a.right, `${a.text} / ${b.text}`).toBeLessThan(b.left);
  expect(labels.at(-1)?.text).toBe(thisMonth);
}

/** Earnings on the logging instance, signed in through the API (the same database), past the first sign-in's welcome. */
async function openEarnings(page: Page, mail: string) {
  await signInByApi(page, mail);
  await page.goto(`${site}/#/earnings`);
  await closeGuide(page);
}

describe('earnings and payout details', () => {
  it('shows the issued amounts, live as they are paid, and keeps the bank account masked, in English', async () => {
    const creator = await creatorWithIssuedReward(2500);
    const context = await b.browser.newContext({ baseURL: site, locale: 'en-US' });
    // The wrong password is refused on purpose (400).
    const page = await b.page(context, [/status of 400/]);
    const answers = answersOf(page);
    await openEarnings(page, creator.mail);

    await page.getByRole('heading', { name: 'Earnings', level: 2 }).waitFor();
    const figure = (name: string) => page.getByTestId(`earnings-${name}`);
    await expect.poll(() => figure('earned').textContent()).toBe('$25.00');
    expect(await figure('issued').textContent()).toBe('$25.00');
    expect(await figure('waiting').textContent()).toBe('$25.00');
    expect(await figure('paid').textContent()).toBe('$0.00');
    const line = page.getByRole('link', { name: 'Market at dawn' });
    expect(await line.getAttribute('href')).toBe(`#/home/worksdetail?id=${creator.workId}`);
    await page.getByTestId(`earnings-bar-${new Date().toISOString().slice(0, 7)}`).waitFor();

    // Bank details for Germany: IBAN and SWIFT/BIC; the password asked again.
    await page.getByText('No payout details yet').waitFor();
    await page.getByTestId('payout-change').click();
    const dialog = page.getByRole('dialog', { name: 'Add payout details' });
    await dialog.getByLabel('Country or region of the account').fill('Germany');
    await page.locator('.ant-select-item-option', { hasText: 'Germany (DE)' }).click();
    await dialog.getByLabel('Account holder').fill('Eve Tester');
    await dialog.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
    await dialog.getByLabel('SWIFT/BIC').fill('COBADEFFXXX');
    await dialog.getByLabel('Password', { exact: true }).fill('Wrong1234');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('The current password is not right').waitFor();
    await dialog.getByLabel('Password', { exact: true }).fill(creator.password);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('payout-masked').getByText('•••• 3000').waitFor();
    await page.getByTestId('payout-masked').getByText('Bank account').waitFor();

    // An admin reads them whole on the rewards screen (audited) and marks the reward paid there:
    // the creator's page shows it without a reload.
    // Narrowed to this creator (the list is oldest first, and other journeys add rewards too).
    const name = `Payee ${Date.now().toString(36)}`;
    await sql('UPDATE accounts SET real_name = $1 WHERE mail = $2', [name, creator.mail]);
    const office = await b.browser.newContext({ baseURL: site, locale: 'en-US' });
    const { page: console } = await openSignedIn(b, adminStaff, '/console/rewards', office);
    await console.getByRole('button', { name, exact: true }).first().click();
    await console.getByRole('button', { name: `Creator: ${name}` }).waitFor();
    const row = console.getByRole('row', { name: new RegExp(`#${creator.workId} Market at dawn`) });
    await row.getByText(/^\$25\.00 · \d+ points$/).waitFor();
    await row.getByRole('button', { name: 'Payout details' }).click();
    const whole = console.getByTestId('payout-whole');
    await whole.getByText(IBAN).waitFor();
    await whole.getByText('COBADEFFXXX').waitFor();
    await console.getByRole('button', { name: 'Close' }).click();
    const [view] = await sql(
      "SELECT action FROM audit_log WHERE entity = 'payoutDetails' AND staff_id IS NOT NULL AND creator_id = (SELECT id FROM accounts WHERE mail = $1)",
      [creator.mail],
    );
    expect(view).toEqual({ action: 'view' });
    await row.getByRole('button', { name: 'Mark paid' }).click();
    await expect.poll(() => figure('paid').textContent(), { timeout: 15_000 }).toBe('$25.00');
    expect(await figure('waiting').textContent()).toBe('$0.00');

    await expect.poll(() => sticksOut(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectReadableMonths(page, new Date().toLocaleDateString('en-US', { month: 'short', timeZone: 'UTC' }));
    const seen = `${await answers()}\n${await page.content()}`;
    expect(seen).not.toContain(IBAN_DIGITS);
    expect(server.log()).not.toContain(IBAN_DIGITS);
    expect(server.log()).toContain('/web/payout-details');
    await context.close();
  });

  it('shows the same in Chinese, with Alipay masked, at phone width', async () => {
    const creator = await creatorWithIssuedReward(1250);
    const context = await b.browser.newContext({
      baseURL: site,
      locale: 'zh-CN',
      viewport: { width: 360, height: 740 },
    });
    const page = await b.page(context);
    const answers = answersOf(page);
    // The zh-CN profile starts in Chinese (the language switch has journeys of its own).
    await openEarnings(page, creator.mail);

    await page.getByRole('heading', { name: '收益', level: 2 }).waitFor();
    await expect.poll(() => page.getByTestId('earnings-waiting').textContent()).toBe('US$12.50');
    expect(await page.getByTestId('earnings-earned').textContent()).toBe('US$12.50');
    await page.getByText('待支付').first().waitFor();

    await page.getByTestId('payout-change').click();
    const dialog = page.getByRole('dialog', { name: '添加收款信息' });
    await dialog.getByText('支付宝').click();
    await dialog.getByLabel('账户所在国家或地区').fill('CN');
    await page.locator('.ant-select-item-option', { hasText: '(CN)' }).click();
    await dialog.getByLabel('支付宝账户（邮箱或手机号）').fill(ALIPAY_PHONE);
    await dialog.getByLabel('户名', { exact: true }).fill('李安');
    await dialog.getByLabel('密码', { exact: true }).fill(creator.password);
    await dialog.getByRole('button', { name: /^保\s?存$/ }).click();
    await page.getByTestId('payout-masked').getByText('•••• 8000').waitFor();
    await page.getByTestId('payout-masked').getByText('支付宝').waitFor();
    await expectReadableMonths(page, `${new Date().getUTCMonth() + 1}月`);

    await expect.poll(() => sticksOut(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    expect(`${await answers()}\n${await page.content()}`).not.toContain(ALIPAY_PHONE);
    expect(server.log()).not.toContain(ALIPAY_PHONE);
    await context.close();
  });

  it("shows what each task, activity and reward pays in the console's lists, fitting a 360 px phone", async () => {
    const creator = await creatorWithIssuedReward(4200);
    // Delisted: no creator's activity list shows it, the console's does.
    const activity = `Paid storms ${Date.now().toString(36)}`;
    await sql(
      `INSERT INTO activities (title, title_zh, cover_path, min_score, max_score, pay_amount, pay_per, starts_at, ends_at, listing)
       SELECT $1, $1, cover_path, 0, 100, 150, 'point', starts_at, ends_at, 'delisted' FROM activities LIMIT 1`,
      [activity],
    );
    const context = await b.browser.newContext({
      baseURL: site,
      locale: 'en-US',
      viewport: { width: 360, height: 740 },
    });
    const { page } = await openSignedIn(b, adminStaff, '/console/tasks', context);
    const card = (title: string) => page.getByTestId('list-card').filter({ hasText: title });

    await card(creator.taskTitle).getByText('$42.00 per passed work').waitFor();
    await expect.poll(() => sticksOut(page)).toEqual([]);

    await page.goto(`${site}/#/console/activities`);
    await card(activity).getByText('$1.50 per score point').waitFor();
    await expect.poll(() => sticksOut(page)).toEqual([]);

    const name = `Payee ${Date.now().toString(36)}`;
    await sql('UPDATE accounts SET real_name = $1 WHERE mail = $2', [name, creator.mail]);
    await page.goto(`${site}/#/console/rewards`);
    await page.getByRole('button', { name, exact: true }).first().click();
    await card(`#${creator.workId} Market at dawn`)
      .getByText(/^\$42\.00 · \d+ points$/)
      .waitFor();
    await expect.poll(() => sticksOut(page)).toEqual([]);
    await context.close();
  });
});
