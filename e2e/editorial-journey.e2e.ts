import { describe, expect, it } from 'vitest';
import { createCreator, sql } from './support/api';
import { useBrowser } from './support/browser';
import { decideInDrawer, openWorkInReview } from './support/review';
import { closeGuide, waitForRoute } from './support/screens';
import { openSignedIn } from './support/signed-in';
import { createStaff } from './support/staff';
import { buttonName, textsOf } from './support/texts';
import { publishWork } from './support/works';

const b = useBrowser();

/**
 * The journey, once per language: a creator's work with a real video is sent back with a
 * reason, edited, passed with a score, its reward issued and paid, and the audit log shows it all.
 */
describe.each(['en', 'zh'] as const)('the editorial journey (%s)', (language) => {
  const t = textsOf(language);
  const locale = language === 'zh' ? 'zh-CN' : 'en-US';

  it('should carry a work from publishing to paid, with every step in the audit log', async () => {
    const creator = await createCreator();
    const stamp = Date.now().toString(36);
    const title = `Ferry strike ${language} ${stamp}`;
    const [activity] = await sql(
      `SELECT id, min_score, max_score FROM activities
        WHERE listing = 'listed' AND now() BETWEEN starts_at AND ends_at ORDER BY id LIMIT 1`,
    );
    const worksId = await publishWork(creator.mail, title, { activityId: Number(activity.id) });
    // A name of their own, so the admin can narrow the rewards to this creator by clicking it.
    const name = `Journey ${language} ${stamp}`;
    await sql('UPDATE accounts SET real_name = $1 WHERE mail = $2', [name, creator.mail]);
    const reviewer = await createStaff('reviewer');
    const admin = await createStaff('admin');

    // The reviewer finds the work by its creator and sends it back with a reason.
    const { page: review } = await openSignedIn(b, reviewer, '/console/review', await b.context({ locale }));
    await openWorkInReview(review, creator.mail, title);
    await decideInDrawer(review, t, worksId, { status: 'status.sendBack', reason: 'Please blur the licence plates' });

    // The creator reads the reason on the work, edits it, and it is back in the queue.
    const workPage = `/home/worksdetail?id=${worksId}`;
    const { page: studio } = await openSignedIn(b, creator.mail, workPage, await b.context({ locale }));
    // The welcome after a first sign-in.
    await closeGuide(studio);
    await studio.getByText(t('works.sentBackBecause')).waitFor();
    await studio.getByText('Please blur the licence plates').waitFor();
    await studio.getByRole('button', { name: buttonName(t('works.edit')) }).click();
    await waitForRoute(studio, (r) => r.startsWith('/home/editworksdetail'));
    await studio.locator('#title').fill(`${title} (plates blurred)`);
    await studio.getByRole('button', { name: buttonName(t('works.save')) }).click();
    await waitForRoute(studio, (r) => r.startsWith('/home/worksdetail'));

    // The reviewer passes the edited work with a score within the activity's range.
    await review.reload();
    await openWorkInReview(review, creator.mail, `${title} (plates blurred)`);
    await decideInDrawer(review, t, worksId, { status: 'status.passed', score: Number(activity.max_score) });

    await studio.reload();
    await studio.getByRole('heading', { name: new RegExp(t('status.passed')) }).waitFor();
    await studio.getByTestId('work-reward').getByText(t('status.submitted')).waitFor();

    // An admin issues the reward and marks it paid; the creator sees Paid.
    const { page: office } = await openSignedIn(b, admin, '/console/rewards', await b.context({ locale }));
    await office.getByRole('button', { name, exact: true }).first().click();
    const row = office.locator(`tr[data-row-key="${worksId}"]`);
    await row.getByRole('button', { name: buttonName(t('rewards.issue')) }).click();
    await office.getByText(t('rewards.issued', { count: 1 })).waitFor();
    await row.getByRole('button', { name: buttonName(t('rewards.markPaid')) }).click();
    await office.getByText(t('rewards.paid', { count: 1 })).waitFor();
    await studio.reload();
    await studio.getByTestId('work-reward').getByText(t('status.paid'), { exact: true }).waitFor();

    // The audit log holds the whole story, found by the creator's email: the creator's own moves
    // (publishing, resubmitting after the send-back) and all four staff moves, with the reason.
    await office.goto('/#/console/audit');
    await office.getByLabel(t('audit.creatorSearch')).fill(creator.mail);
    await office.getByLabel(t('audit.creatorSearch')).press('Enter');
    const moves = (text: string | RegExp) =>
      office.getByRole('row').filter({ hasText: name }).filter({ hasText: text });
    await moves(t('audit.actions.pay')).waitFor();
    await moves(t('audit.actions.issue')).waitFor();
    await moves('Please blur the licence plates').waitFor();
    await expect.poll(() => moves(t('audit.actions.audit')).count()).toBe(2);
    // By the action's own cell: "Submitted" is also in "Resubmitted" and in the reward's change.
    const creatorMove = (action: string) =>
      office.getByRole('row').filter({ has: office.getByRole('cell', { name: t(action), exact: true }) });
    await creatorMove('audit.actions.submit').filter({ hasText: name }).waitFor();
    await creatorMove('audit.actions.resubmit').filter({ hasText: name }).waitFor();
  }, 240_000);
});
