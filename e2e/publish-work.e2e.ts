import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { makeJpegFile, makeVideoFile } from '../apps/server/test/media';
import { createCreator } from './support/api';
import { useBrowser } from './support/browser';
import { closeGuide, logInThroughForm, route, waitForRoute } from './support/screens';
import { bigVideo, patchOffsets, uploadSpeed } from './support/uploads';

const b = useBrowser();
const video = (name: string) => makeVideoFile(name, 2);

async function signedIn(path = '/home/publishwork') {
  const { mail } = await createCreator();
  const context = await b.context();
  const page = await b.page(context);
  await page.goto(`/#${path}`);
  await logInThroughForm(page, mail);
  await closeGuide(page);
  await waitForRoute(page, path);
  return { page, context };
}

async function allDone(page: Page, count: number) {
  await expect
    .poll(() => page.locator('[data-testid="upload-item"][data-state="ready"]').count(), { timeout: 30_000 })
    .toBe(count);
}

describe('publishing a work', () => {
  it('publishes a work with a cover and two videos, lists it Pending, plays it, edits it and deletes it', async () => {
    const { page, context } = await signedIn();
    await page.locator('#title').fill('Harbour at dawn');
    await page.locator('#description').fill('Fishing boats return. Full footage: https://pan.example.com/s/dawn');
    await page.locator('#tags').click();
    await page.getByTitle('News').click();
    await page.getByTitle('Travel').click();
    await page.keyboard.press('Escape');
    // A 4:3 cover is offered a 16:9 crop, declined then taken; a frame from a video replaces it below.
    await page.locator('#cover input[type=file]').setInputFiles(makeJpegFile('square.jpg', '640x480'));
    await page.getByRole('button', { name: 'Keep as it is' }).click();
    await expect.poll(() => page.locator('#cover [data-testid="upload-item"][data-state="ready"]').count()).toBe(1);
    await page.locator('#cover [aria-label="Remove"]').click();
    await page.locator('#cover input[type=file]').setInputFiles(makeJpegFile('square.jpg', '640x480'));
    await page.getByRole('button', { name: 'Crop to 16:9' }).click();
    await expect
      .poll(() => page.locator('#cover [data-testid="upload-item"][data-state="ready"]').textContent())
      .toContain('square-16x9.jpg');
    await page.locator('#cover [aria-label="Remove"]').click();
    await page.locator('#videos input[type=file]').setInputFiles([video('one.mp4'), video('two.mp4')]);
    // The browser offers a frame of each video; one becomes the cover.
    await page.getByTestId('video-thumb').first().click();
    await expect.poll(() => page.locator('#cover [data-testid="upload-item"]').count()).toBe(1);

    // The task picker: a second click deselects; confirm returns the chosen activity.
    await page.getByTestId('pick-activity').click();
    const first = page.getByTestId('activity-card').first();
    await first.click();
    await first.click();
    expect(await first.getAttribute('aria-pressed')).toBe('false');
    await first.click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByTestId('chosen-activity').waitFor();

    await allDone(page, 3);
    await page.getByRole('button', { name: 'Publish' }).click();
    await waitForRoute(page, (r) => r === '/home/myworks');
    const row = page.locator('.ant-table-row', { hasText: 'Harbour at dawn' });
    await row.waitFor();
    expect(await row.textContent()).toContain('Pending');
    expect(await row.textContent()).toContain('GMT+0');

    await row.getByRole('link', { name: 'Harbour at dawn' }).click();
    await waitForRoute(page, (r) => r.startsWith('/home/worksdetail'));
    const videos = page.getByTestId('work-video');
    await expect.poll(() => videos.count()).toBe(2);
    await expect
      .poll(() => videos.first().evaluate((v) => (v as HTMLVideoElement).readyState))
      .toBeGreaterThanOrEqual(1);
    expect(await videos.first().evaluate((v) => (v as HTMLVideoElement).duration)).toBeCloseTo(2, 0);

    await page.getByRole('button', { name: 'Edit' }).click();
    await waitForRoute(page, (r) => r.startsWith('/home/editworksdetail'));
    await page.locator('#title').fill('Harbour at dawn, edited');
    await page.getByRole('button', { name: 'Save' }).click();
    await waitForRoute(page, (r) => r.startsWith('/home/worksdetail'));
    await page.getByRole('heading', { name: /Harbour at dawn, edited/ }).waitFor();

    await page.goto('/#/home/myworks');
    const edited = page.locator('.ant-table-row', { hasText: 'Harbour at dawn, edited' });
    await edited.getByRole('button', { name: 'Delete' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
    await edited.waitFor({ state: 'detached' });
    expect(route(page)).toBe('/home/myworks');
    await context.close();
  });

  it('keeps the draft across a reload and resumes an interrupted upload from where it stopped', async () => {
    const { page, context } = await signedIn();
    const big = bigVideo('big.mp4');
    const size = readFileSync(big).length;

    // A slow connection, so that the reload comes mid-upload.
    const throttle = await uploadSpeed(context, page);
    await throttle(300 * 1024);
    await page.locator('#title').fill('Storm over the bay');
    await page.locator('#videos input[type=file]').setInputFiles(big);
    await expect
      .poll(() => page.locator('[data-testid="upload-item"]').textContent(), { timeout: 20_000 })
      .toMatch(/[1-9]\.\d MB \//);
    await page.waitForTimeout(2000); // the autosave
    await page.reload();

    await page.getByRole('button', { name: 'Restore' }).click();
    expect(await page.locator('#title').inputValue()).toBe('Storm over the bay');
    await page.getByText('choose the same file again').waitFor();
    await throttle(-1);
    const offsets = patchOffsets(page);
    await page.locator('#videos input[type=file]').setInputFiles(big);
    await allDone(page, 1);
    expect(offsets[0]).toBeGreaterThan(0);
    expect(offsets[0]).toBeLessThan(size);
    await context.close();
  });
});
