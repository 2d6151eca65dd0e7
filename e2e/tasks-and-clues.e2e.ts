import { makeJpegFile, makeVideoFile } from '@stringer/test-support/media';
import { describe, expect, it } from 'vitest';
import { createCreator, sql } from './support/api';
import { useBrowser } from './support/browser';
import { closeGuide, logInThroughForm, pickRegion, waitForRoute } from './support/screens';
import { openSignedIn } from './support/signed-in';

const b = useBrowser();

async function signedIn(path: string) {
  const { mail } = await createCreator();
  const { page } = await openSignedIn(b, mail, path);
  await closeGuide(page);
  await waitForRoute(page, path);
  return page;
}

const ready = (page: import('playwright-core').Page, field: string) =>
  page.locator(`#${field} [data-testid="upload-item"][data-state="ready"]`);

describe('tasks', () => {
  it('opens a task, takes part, publishes a work for it and follows it Submitted in My task', async () => {
    const page = await signedIn('/task/mytask');
    await closeGuide(page);
    await page.getByRole('link', { name: /not taken part in a task yet/ }).click();
    await waitForRoute(page, '/task/mytask?tab=open');
    await page.getByTestId('task-card').filter({ hasText: 'Morning markets' }).click();
    await waitForRoute(page, (r) => r.startsWith('/task/taskdetail?id='));
    await closeGuide(page);
    await page.getByText('120 points').waitFor();
    await page.getByTestId('take-part').click();
    await waitForRoute(page, (r) => r.startsWith('/home/publishwork?taskId='));
    await closeGuide(page);
    expect(await page.getByTestId('chosen-task').textContent()).toContain('Morning markets');

    await page.locator('#title').fill('Market at dawn');
    await page.locator('#description').fill('Traders setting up. Full footage: https://pan.example.com/s/market');
    await page.locator('#tags').click();
    await page.getByTitle('News').click();
    await page.keyboard.press('Escape');
    await page.locator('#cover input[type=file]').setInputFiles(makeJpegFile('market.jpg', '1280x720'));
    await page.locator('#videos input[type=file]').setInputFiles(makeVideoFile('market.mp4', 2));
    await expect.poll(() => ready(page, 'cover').count(), { timeout: 30_000 }).toBe(1);
    await expect.poll(() => ready(page, 'videos').count(), { timeout: 30_000 }).toBe(1);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await waitForRoute(page, '/home/myworks');
    const work = page.getByRole('row').filter({ hasText: 'Market at dawn' });
    expect(await work.textContent()).toContain('Morning markets');

    // Its details name the task, linked, and where its reward stands.
    await work.getByRole('link', { name: 'Market at dawn' }).click();
    const task = page.getByTestId('work-task');
    await task.waitFor();
    expect(await task.textContent()).toBe('Morning markets');
    expect(await page.getByTestId('work-reward').textContent()).toBe('120 pointsSubmitted');
    await task.click();
    await waitForRoute(page, (r) => r.startsWith('/task/taskdetail?id='));
    await page.getByText('120 points').waitFor();

    await page.goto('/#/task/mytask');
    const row = page.getByRole('row').filter({ hasText: 'Market at dawn' });
    await row.waitFor();
    const text = await row.textContent();
    // A task's reward is its points; the Remaining column names the days once (not "days left" under "Remaining").
    for (const shown of ['Morning markets', 'Submitted', '120 points', ' days']) expect(text).toContain(shown);
    expect(text).not.toContain('days left');
  });

  it('shows a task to a visitor, who logs in to take part and comes back to it', async () => {
    const [task] = await sql("SELECT id FROM tasks WHERE title = 'Rain in the city'");
    const { mail } = await createCreator();
    const page = await b.page(await b.context());
    await page.goto(`/#/public/showtaskdetail?id=${task.id}`);
    await page.getByRole('heading', { name: 'Rain in the city' }).waitFor();
    await page.getByTestId('take-part').click();
    await waitForRoute(page, (r) => r.startsWith('/login?redirect='));
    // Typed into the form: the way back to the task after signing in is what is checked.
    await logInThroughForm(page, mail);
    await waitForRoute(page, `/public/showtaskdetail?id=${task.id}`);
    await page.getByRole('button', { name: 'Take part' }).click();
    await waitForRoute(page, `/home/publishwork?taskId=${task.id}`);
    await closeGuide(page);
    expect(await page.getByTestId('chosen-task').textContent()).toContain('Rain in the city');
  });
});

describe('clues', () => {
  it('submits a clue with a photo, lists it Pending, opens it and edits it', async () => {
    const page = await signedIn('/clue/submitclue');
    await page.getByRole('button', { name: 'Submit clue' }).click();
    await page.getByText('Required items not filled in').waitFor();
    await page.getByText('Say what happened').waitFor();

    await page.locator('#title').fill('Bridge closed after flooding');
    await page.locator('#happenedOn').click();
    await page.locator('#happenedOn').fill('2026-11-20');
    await page.keyboard.press('Enter');
    await pickRegion(page, ['Japan', 'Tokyo', 'Adachi Ku']);
    await page.locator('#place').fill('Old bridge, east bank');
    await page.locator('#description').fill('The river rose overnight; police closed the bridge at 6 am.');
    await page.locator('#media input[type=file]').setInputFiles(makeJpegFile('bridge.jpg', '1280x720'));
    await expect.poll(() => ready(page, 'media').count(), { timeout: 30_000 }).toBe(1);
    await page.locator('#diskLink').fill('pan.example.com');
    await page.getByRole('button', { name: 'Submit clue' }).click();
    await page.getByText('Enter a full link starting with http:// or https://').waitFor();
    await page.locator('#diskLink').fill('https://pan.example.com/s/bridge');
    await page.getByRole('button', { name: 'Submit clue' }).click();

    await waitForRoute(page, '/clue/myclue');
    const row = page.getByRole('row').filter({ hasText: 'Bridge closed after flooding' });
    await row.waitFor();
    expect(await row.textContent()).toContain('Pending');
    await expect.poll(() => row.textContent()).toContain('Japan / Tokyo');

    await row.getByRole('link', { name: 'Bridge closed after flooding' }).click();
    await waitForRoute(page, (r) => r.startsWith('/clue/cluedetail?id='));
    await expect
      .poll(() =>
        page
          .locator('[data-testid="clue-photo"] img, img[data-testid="clue-photo"]')
          .first()
          .evaluate((i) => (i as HTMLImageElement).naturalWidth),
      )
      .toBe(1280);

    await page.getByRole('button', { name: 'Edit' }).click();
    await waitForRoute(page, (r) => r.startsWith('/clue/editcluedetail?id='));
    await expect.poll(() => page.locator('#region').locator('..').textContent()).toContain('Adachi');
    await page.locator('#title').fill('Bridge reopened');
    await page.getByRole('button', { name: 'Save' }).click();
    await waitForRoute(page, (r) => r.startsWith('/clue/cluedetail?id='));
    await page.getByRole('heading', { name: /Bridge reopened/ }).waitFor();
    await page.goto('/#/clue/myclue');
    await page.getByRole('row').filter({ hasText: 'Bridge reopened' }).waitFor();
  });
});
