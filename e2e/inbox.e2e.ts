import { randomUUID } from 'node:crypto';
import { dataOf } from '@stringer/test-support/api';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, createCreator, logInByApi, sql } from './support/api';
import { useBrowser } from './support/browser';
import { seriousViolations, sticksOut } from './support/every-screen';
import { openSignedIn } from './support/signed-in';
import { createStaff } from './support/staff';

const b = useBrowser();

type Words = Record<
  'assignToMe' | 'mine' | 'note' | 'search' | 'all' | 'pending' | 'pendingUntil' | 'sort' | 'longestWaiting',
  string
>;

const WORDS: Record<'en' | 'zh', Words> = {
  en: {
    assignToMe: 'Assign to me',
    mine: 'Mine',
    note: 'Private note',
    search: 'Search names, mail or messages',
    all: 'All',
    pending: 'Pending',
    pendingUntil: 'Pending until',
    sort: 'Order',
    longestWaiting: 'Longest waiting first',
  },
  zh: {
    assignToMe: '分配给我',
    mine: '我的',
    note: '内部备注',
    search: '搜索姓名、邮箱或消息',
    all: '全部',
    pending: '待回复',
    pendingUntil: '待回复至',
    sort: '排序',
    longestWaiting: '等待最久优先',
  },
};

/** A support member with a name of their own, signed in on the inbox in `locale`. */
async function supportMember(name: string, locale: string) {
  const member = await createStaff('support');
  await sql('UPDATE accounts SET real_name = $1 WHERE mail = $2', [name, member.mail]);
  const { page } = await openSignedIn(b, member, '/console/support', await b.context({ locale }));
  return { page, token: await logInByApi(member.mail, member.password) };
}

/** An option of a segmented filter, by its label (antd keeps the radio itself out of sight). */
const segment = (page: Page, label: string) => page.locator('.segmented-item-label').getByText(label, { exact: true });

/** Searches the inbox and opens the one conversation found. */
async function findAndOpen(page: Page, words: Words, text: string) {
  await page.getByRole('searchbox', { name: words.search }).fill(text);
  await page.getByRole('searchbox', { name: words.search }).press('Enter');
  await expect.poll(() => page.getByTestId('conversation').count()).toBe(1);
  await page.getByTestId('conversation').click();
}

describe.each([
  ['en', 'en-GB'],
  ['zh', 'zh-CN'],
] as const)('the support inbox in %s', (lang, locale) => {
  it('should find a Chinese message, move its assignment live between two members, and keep notes from the creator', async () => {
    const words = WORDS[lang];
    const creator = await createCreator();
    const token = await logInByApi(creator.mail);
    const asked = `稿费还没有到账 ${randomUUID().slice(0, 8)}`;
    await dataOf(api(), 'POST', '/web/message', {
      token,
      body: { clientMsgId: randomUUID(), kind: 'text', text: asked },
    });
    const shortcut = `pay${randomUUID().slice(0, 6)}`;
    const cannedText = lang === 'zh' ? '您好，稿费每月 15 日结算。' : 'Hello, payouts are settled on the 15th.';
    const { page: ann, token: annToken } = await supportMember(`Ann ${lang}`, locale);
    const { page: bob } = await supportMember(`Bob ${lang}`, locale);
    // The creator never chose a language in the web app: English replies are offered first.
    await dataOf(api(), 'POST', '/manager/canned-reply', {
      token: annToken,
      body: { language: 'en', shortcut, text: cannedText },
    });

    // Search by the Chinese message, and by a part of it (the other language's run wrote one too).
    await findAndOpen(bob, words, asked);
    await findAndOpen(ann, words, asked.slice(2));
    await bob.getByTestId('message').getByText(asked).waitFor();

    // Ann takes it: Bob's inbox shows her name without a reload; then she hands it to Bob.
    await ann.getByRole('button', { name: words.assignToMe }).click();
    await bob.getByTestId('conversation-assignee').getByText(`Ann ${lang}`).waitFor();
    await segment(bob, words.mine).click();
    await expect.poll(() => bob.getByTestId('conversation').count()).toBe(0);
    await ann.getByTestId('assignee').click();
    await ann.locator('.ant-select-item-option', { hasText: `Bob ${lang}` }).click();
    await bob.getByTestId('conversation-assignee').getByText(`Bob ${lang}`).waitFor();
    await ann.getByTestId('conversation-assignee').getByText(`Bob ${lang}`).waitFor();

    // A private note reaches Bob live, labelled, and never the creator.
    await segment(ann, words.note).click();
    await ann.getByTestId('composer').fill('Checked the payout batch: it is queued');
    await ann.getByTestId('composer').press('Enter');
    await bob.getByTestId('conversation').click();
    const note = bob.getByTestId('message').filter({ hasText: 'Checked the payout batch' });
    await note.getByText(words.note).waitFor();

    // A canned reply by `/` and the start of its shortcut.
    await bob.getByTestId('composer').fill(`/${shortcut.slice(0, 5)}`);
    await bob.getByRole('option', { name: new RegExp(shortcut) }).waitFor();
    await bob.getByTestId('composer').press('Enter');
    await expect.poll(() => bob.getByTestId('composer').inputValue()).toBe(cannedText);
    await bob.getByTestId('composer').press('Enter');
    await bob.getByTestId('message').getByText(cannedText).waitFor();

    // The creator's history: the question and the answer (once stored), never the note.
    const history = () =>
      dataOf<{ list: { text: string | null }[] }>(api(), 'GET', '/web/message/history', { token }).then((h) =>
        h.list.map((m) => m.text),
      );
    await expect.poll(history).toEqual([asked, cannedText]);

    // Pending until a day: Ann's inbox names the day without a reload (both list every status).
    const day = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    await segment(ann, words.all).last().click();
    await segment(bob, words.all).last().click();
    await bob.getByTestId('conversation-status').click();
    await bob.locator('.ant-select-item-option', { hasText: words.pending }).click();
    const until = bob.getByRole('textbox', { name: words.pendingUntil });
    await until.click();
    await until.fill(day);
    await until.press('Enter');
    await ann.getByTestId('conversation-status-tag').getByText(`${words.pendingUntil} ${day} GMT+0`).first().waitFor();
    // The longest waiting first: the same search, in the other order.
    await ann.getByRole('combobox', { name: words.sort }).selectOption({ label: words.longestWaiting });
    await expect.poll(() => ann.getByTestId('conversation').count()).toBe(1);

    // On a phone the inbox fits once the layout has followed the new width (antd's breakpoints).
    await bob.setViewportSize({ width: 360, height: 740 });
    await expect.poll(() => sticksOut(bob)).toEqual([]);
    expect(await seriousViolations(bob)).toEqual([]);
  });
});
