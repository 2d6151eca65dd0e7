import { dataOf } from '@stringer/test-support/api';
import { makeJpegFile } from '@stringer/test-support/media';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, createCreator, logInByApi, readyFile, sql } from './support/api';
import { useBrowser } from './support/browser';
import { controlsOffScreen, seriousViolations, sticksOut } from './support/every-screen';
import { closeGuide } from './support/screens';
import { openSignedIn } from './support/signed-in';
import { createStaff } from './support/staff';
import { buttonName, textsOf } from './support/texts';

const b = useBrowser();
const LIVE = { timeout: 30_000 };
const DAY = 86_400_000;

/**
 * Issue 24's assignments, once per language: an admin offers an exclusive task to three creators;
 * one accepts and finds it leading My task, one declines, one does not answer; the admin's drawer
 * follows each answer live, and at the answer-by time the silent one's offer lapses on both sides.
 */
describe.each(['en', 'zh'] as const)('assignments (%s)', (language) => {
  const t = textsOf(language);
  const locale = language === 'zh' ? 'zh-CN' : 'en-US';

  it('should carry an offer through accept, decline and the answer-by time, live on both sides', async () => {
    const admin = await createStaff('admin');
    const adminToken = await logInByApi(admin.mail, admin.password);
    const mails = [(await createCreator()).mail, (await createCreator()).mail, (await createCreator()).mail] as const;
    const ids = await Promise.all(
      mails.map(async (mail) => Number((await sql('SELECT id FROM accounts WHERE mail = $1', [mail]))[0].id)),
    );
    const title = `Port strike ${language} ${Date.now().toString(36)}`;
    const body = {
      title,
      titleZh: title,
      cover: await readyFile(adminToken, makeJpegFile('port.jpg', '1280x720'), 'cover'),
      points: 90,
      startTime: new Date(Date.now() - DAY).toISOString(),
      deadline: new Date(Date.now() + 5 * DAY).toISOString(),
      scope: 'exclusive',
      creatorIds: ids,
      answerBy: new Date(Date.now() + DAY).toISOString(),
    };
    const task = await dataOf<{ id: number; cover: string }>(api(), 'POST', '/manager/task/create', {
      token: adminToken,
      body,
    });

    // The admin keeps the task's drawer open on its Assignment tab.
    const { page: desk } = await openSignedIn(b, admin, '/console/tasks', await b.context({ locale }));
    await desk.getByRole('button', { name: title }).first().click();
    await desk.getByRole('tab', { name: t('catalog.assignment') }).click();
    const counts = desk.getByTestId('assignment-counts');
    const answers = (accepted: number, declined: number, waiting: number) =>
      t('catalog.answers', { accepted, declined, waiting });
    await expect.poll(() => counts.textContent(), LIVE).toBe(answers(0, 0, 3));

    const onTask = async (mail: string, viewport = { width: 1280, height: 800 }) => {
      const context = await b.context({ locale, viewport });
      const { page } = await openSignedIn(b, mail, `/task/taskdetail?id=${task.id}`, context);
      await page.getByTestId('assignment-answer').waitFor();
      // The first sign-in's guide, then Task details' own, which a new creator sees here.
      await closeGuide(page);
      await closeGuide(page);
      return page;
    };
    const answer = async (page: Page, key: 'tasks.accept' | 'tasks.decline', done: string) => {
      await page.getByRole('button', { name: buttonName(t(key)) }).click();
      await page.getByText(t(done)).first().waitFor();
    };

    // The first accepts: Take part opens, and the assignment leads My task with its deadline.
    const ann = await onTask(mails[0]);
    expect(await ann.getByTestId('take-part').isDisabled()).toBe(true);
    await answer(ann, 'tasks.accept', 'tasks.acceptedDone');
    await expect.poll(() => ann.getByTestId('take-part').isEnabled(), LIVE).toBe(true);
    await expect.poll(() => counts.textContent(), LIVE).toBe(answers(1, 0, 2));
    await ann.goto('/#/task/mytask');
    await ann.getByTestId('my-assignments').getByText(title).waitFor();

    // The second declines.
    const bo = await onTask(mails[1]);
    await answer(bo, 'tasks.decline', 'tasks.declinedDone');
    await expect.poll(() => counts.textContent(), LIVE).toBe(answers(1, 1, 1));
    expect(await seriousViolations(desk)).toEqual([]);

    // The third has the page open and does not answer; the admin brings the answer-by time close.
    const cy = await onTask(mails[2], { width: 360, height: 740 });
    const cyAnswer = cy.getByTestId('assignment-answer');
    await cyAnswer.getByText(t('tasks.awaitingAnswer')).waitFor();
    // On a phone: Accept and Decline fit, nothing scrolls sideways.
    await expect.poll(() => sticksOut(cy)).toEqual([]);
    expect(await controlsOffScreen(cy)).toEqual([]);
    expect(await seriousViolations(cy)).toEqual([]);
    await dataOf(api(), 'PUT', '/manager/task/update', {
      token: adminToken,
      body: { ...body, id: task.id, cover: task.cover, answerBy: new Date(Date.now() + 3_000).toISOString() },
    });
    await desk.getByText(t('status.lapsed'), { exact: true }).waitFor(LIVE);
    await expect.poll(() => counts.textContent(), LIVE).toBe(answers(1, 1, 0));
    await cyAnswer.getByText(t('status.lapsed'), { exact: true }).waitFor(LIVE);
    expect(await cyAnswer.getByRole('button').count()).toBe(0);
    expect(await cy.getByTestId('take-part').isDisabled()).toBe(true);

    // The system's move is in the audit log, beside the creators' own answers.
    const rows = await sql(
      "SELECT actor_kind, action FROM audit_log WHERE entity = 'task' AND entity_id = $1 AND action IN ('accept', 'decline', 'lapse') ORDER BY id",
      [task.id],
    );
    expect(rows).toEqual([
      { actor_kind: 'creator', action: 'accept' },
      { actor_kind: 'creator', action: 'decline' },
      { actor_kind: 'system', action: 'lapse' },
    ]);
  }, 240_000);
});
