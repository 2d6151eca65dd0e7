import { TOKEN_NAME } from '@stringer/shared/constants';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { logInByApi, sql } from './api';
import { createStaff } from './staff';

/** A reviewer passes the work through the review API, as the console's review screen does. */
export async function passAsReviewer(worksId: number) {
  const reviewer = await createStaff('reviewer');
  const token = await logInByApi(reviewer.mail, reviewer.password);
  const res = await fetch(`${inject('baseUrl')}/manager/works/audit`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', [TOKEN_NAME]: token },
    body: JSON.stringify({ worksId, auditStatus: 1 }),
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
