import { TOKEN_NAME } from '@stringer/shared/constants';
import { WorkAuditStatus } from '@stringer/shared/statuses';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { logInByApi, sql } from './api';
import { baseUrl } from './server';
import { createStaff } from './staff';
import { buttonName, type textsOf } from './texts';

/** A reviewer passes the work through the review API, as the console's review screen does. */
export async function passAsReviewer(worksId: number) {
  const reviewer = await createStaff('reviewer');
  const token = await logInByApi(reviewer.mail, reviewer.password);
  const res = await fetch(`${baseUrl()}/manager/works/audit`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', [TOKEN_NAME]: token },
    body: JSON.stringify({ worksId, auditStatus: WorkAuditStatus.Passed }),
  });
  expect(res.status).toBe(200);
}

/**
 * After "Save the decision" on a work: its toast, or the form's refusal (a field's or the
 * server's), which fails here with its words. If neither shows, the failure says what the
 * database holds for the work, so a toast missed under load and a decision never saved tell
 * themselves apart (this wait has failed a few times under the full suite).
 */
export async function expectWorkDecided(page: Page, savedText: string, worksId: number) {
  const saved = page.getByText(savedText);
  const refused = page.getByTestId('decision-form').getByRole('alert');
  try {
    await saved.or(refused).first().waitFor();
  } catch (err) {
    const [work] = await sql(
      `SELECT w.audit_status, w.reviewed_at, c.staff_id AS claimed_by, c.until AS claimed_until,
              (SELECT count(*) FROM audit_log a WHERE a.entity = 'work' AND a.entity_id = w.id) AS audit_rows
         FROM works w LEFT JOIN review_claims c ON c.entity = 'work' AND c.entity_id = w.id
        WHERE w.id = $1`,
      [worksId],
    );
    throw new Error(`neither "${savedText}" nor a refusal showed; the work now: ${JSON.stringify(work)}`, {
      cause: err,
    });
  }
  expect(await refused.allTextContents()).toEqual([]);
}

/** In the review console: the queue narrowed to a creator, their work opened in the drawer. */
export async function openWorkDrawer(page: Page, creatorMail: string, title: string) {
  await page.getByTestId('filter-creator').locator('input').fill(creatorMail);
  await page.getByTestId('filter-creator').locator('input').press('Enter');
  await page.getByRole('button', { name: title }).click();
}

/** The same, its video there (playable: on a busy shared server its renditions may take a while). */
export async function openWorkInReview(page: Page, creatorMail: string, title: string) {
  await openWorkDrawer(page, creatorMail, title);
  await page.getByTestId('review-video').first().waitFor();
}

interface Decision {
  /** The decision's status key: `status.sendBack`, `status.passed`… */
  status: string;
  reason?: string;
  score?: number;
}

/**
 * In the open drawer: a decision picked, its reason or score filled, saved and applied. Each step
 * waits for the form to hold it before the next: a click that lands while the drawer relays out
 * (after a viewport change) is tried again, not lost (a pass once went unsaved under load so).
 */
export async function decideInDrawer(
  page: Page,
  t: ReturnType<typeof textsOf>,
  worksId: number,
  { status, reason, score }: Decision,
) {
  const form = page.getByTestId('decision-form');
  const choice = form.getByRole('radio', { name: t(status), exact: true });
  await expect
    .poll(async () => {
      if (!(await choice.isChecked())) await form.getByText(t(status), { exact: true }).click();
      return choice.isChecked();
    })
    .toBe(true);
  if (reason !== undefined) await form.getByLabel(t('review.reason')).fill(reason);
  if (score !== undefined) await form.getByLabel(t('review.score')).fill(String(score));
  await form.getByRole('button', { name: buttonName(t('review.submit')) }).click();
  await expectWorkDecided(page, t('review.decided'), worksId);
}
