import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharedEn from '@stringer/shared/i18n/en.json';
import { makeJpegFile, makeVideoFile } from '@stringer/test-support/media';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createCreator, sql } from './support/api';
import { useBrowser } from './support/browser';
import { closeGuide, route, waitForRoute } from './support/screens';
import { openSignedIn } from './support/signed-in';
import { bigVideo, infoAsks, moveCropByKeyboard, patchOffsets, uploadedNames, uploadSpeed } from './support/uploads';

const b = useBrowser();
const video = (name: string) => makeVideoFile(name, 2);
/** An hour and a second of a tiny picture at one frame a second: small, but over the limit. */
const longVideo = () => makeVideoFile('long.mp4', 3601, '16x16', 1);
function fakeVideo() {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'e2e-')), 'notes.mp4');
  writeFileSync(file, 'These are notes, not a video.');
  return file;
}

/**
 * The form's next autosave (a PUT of /web/draft, 1.5 s after the last change) whose draft holds
 * every one of `texts`, answered: wait for it rather than for the autosave's delay.
 */
async function autosaved(page: Page, ...texts: string[]) {
  const res = await page.waitForResponse((r) => {
    const body = r.request().postData() ?? '';
    return r.url().endsWith('/web/draft') && r.request().method() === 'PUT' && texts.every((t) => body.includes(t));
  });
  expect(res.status()).toBe(200);
}

async function signedIn(path = '/home/publishwork') {
  const { mail } = await createCreator();
  const { page, context } = await openSignedIn(b, mail, path);
  await closeGuide(page);
  await waitForRoute(page, path);
  // Publish Work's own first-time guide follows the sign-in one.
  await page.getByRole('dialog', { name: 'Publishing a work' }).waitFor();
  await closeGuide(page);
  return { page, context };
}

async function allDone(page: Page, count: number) {
  await expect
    .poll(() => page.locator('[data-testid="upload-item"][data-state="ready"]').count(), { timeout: 30_000 })
    .toBe(count);
}

/**
 * The cover's one upload, once it is through: its state, so that a failure says whether it was
 * still uploading or refused; as long as `allDone` waits, as CI's load can slow an upload down.
 */
async function coverReady(page: Page) {
  const item = page.locator('#cover [data-testid="upload-item"]');
  await expect.poll(() => item.getAttribute('data-state'), { timeout: 30_000 }).toBe('ready');
  return item;
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
    // A 4:3 cover opens the cropper at 16:9: kept as it is, then cropped where the creator moved it
    // (by keyboard); a frame from a video replaces it below.
    const names = uploadedNames(page);
    await page.locator('#cover input[type=file]').setInputFiles(makeJpegFile('square.jpg', '640x480'));
    const cropper = page.getByRole('dialog', { name: 'Crop the cover to 16:9' });
    await cropper.getByRole('button', { name: 'Keep as it is' }).click();
    await coverReady(page);
    await page.locator('#cover').getByRole('button', { name: 'Remove square.jpg' }).click();
    await page.locator('#cover input[type=file]').setInputFiles(makeJpegFile('square.jpg', '640x480'));
    await moveCropByKeyboard(cropper, 'ArrowDown');
    await cropper.getByRole('button', { name: 'Crop' }).click();
    expect(await (await coverReady(page)).textContent()).toContain('square-16x9.jpg');
    expect(names).toEqual(['square.jpg', 'square-16x9.jpg']);
    await page.locator('#cover').getByRole('button', { name: 'Remove square-16x9.jpg' }).click();
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
    const row = page.getByRole('row').filter({ hasText: 'Harbour at dawn' });
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
    const edited = page.getByRole('row').filter({ hasText: 'Harbour at dawn, edited' });
    await edited.getByRole('button', { name: 'Delete' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
    await edited.waitFor({ state: 'detached' });
    expect(route(page)).toBe('/home/myworks');
    await context.close();
  });

  it("hears a video's verdict and processing from the socket, asking the server for the file once at most", async () => {
    const { page } = await signedIn();
    const asks = infoAsks(page);
    await page.locator('#videos input[type=file]').setInputFiles(video('heard.mp4'));
    await allDone(page, 1);
    const renditions = async () =>
      (await sql("SELECT rendition_state FROM files WHERE original_name = 'heard.mp4'"))[0]?.rendition_state;
    await expect.poll(renditions, { timeout: 60_000, interval: 250 }).toBe('ready');
    // The last word's refetches, if any, have gone out (the old polling and refetches asked 10 times).
    await page.waitForTimeout(1000);
    expect(Math.max(0, ...Object.values(asks))).toBeLessThanOrEqual(1);
  });

  it('puts the form first, refuses before uploading what the server would, and never lists a file twice', async () => {
    const { page, context } = await signedIn();
    // The banners sit beside the form, not above it: the form starts at the top of the page.
    await page.getByTestId('banners').waitFor();
    const form = await page.locator('form').boundingBox();
    const aside = await page.getByTestId('publish-aside').boundingBox();
    expect(aside?.x).toBeGreaterThan((form?.x ?? 0) + (form?.width ?? 0) - 1);
    expect(form?.y).toBeLessThan((aside?.y ?? 0) + (aside?.height ?? 0));

    const names = uploadedNames(page);
    const clip = video('again.mp4');
    await page.locator('#videos input[type=file]').setInputFiles(clip);
    await allDone(page, 1);
    await page.locator('#videos input[type=file]').setInputFiles(clip);
    await page.getByText('This file is already in the list').waitFor();
    expect(await page.locator('#videos [data-testid="upload-item"]').count()).toBe(1);

    // Over an hour, read from the file's metadata in the browser; a "video" that is text: both refused here.
    await page.locator('#videos input[type=file]').setInputFiles([longVideo(), fakeVideo()]);
    const refused = page.locator('#videos [data-testid="upload-item"][data-state="refused"]');
    await expect.poll(() => refused.count(), { timeout: 20_000 }).toBe(2);
    expect(await refused.filter({ hasText: 'long.mp4' }).textContent()).toContain('Videos may be at most 1 hour long');
    expect(await refused.filter({ hasText: 'notes.mp4' }).textContent()).toContain(sharedEn.errors.fileMismatch);
    expect(names).toEqual(['again.mp4']);
    await context.close();
  });

  it('keeps the form in the drafts box, with when it was saved, to open again or discard', async () => {
    const { page, context } = await signedIn();
    await page.getByRole('menuitem', { name: 'Drafts' }).click();
    await waitForRoute(page, '/home/drafts');
    await page.getByText(/^No draft/).waitFor();
    await page.getByRole('link', { name: 'Publish a work' }).click();
    await waitForRoute(page, '/home/publishwork');
    const saved = autosaved(page, 'Night ferry');
    await page.locator('#title').fill('Night ferry');
    await saved;

    await page.getByRole('menuitem', { name: 'Drafts' }).click();
    const card = page.getByTestId('draft-card');
    await card.getByText('Night ferry').waitFor();
    expect(await card.getByTestId('draft-saved').textContent()).toMatch(/^Saved \d{4}-\d\d-\d\d \d\d:\d\d GMT\+0$/);
    await card.getByRole('button', { name: 'Open' }).click();
    // Asked for from the box: restored without asking again.
    await waitForRoute(page, '/home/publishwork?draft=open');
    await expect.poll(() => page.locator('#title').inputValue()).toBe('Night ferry');
    expect(await page.getByText('Restore your draft?').count()).toBe(0);

    await page.getByRole('menuitem', { name: 'Drafts' }).click();
    await card.getByRole('button', { name: 'Discard' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Discard' }).click();
    await page.getByText(/^No draft/).waitFor();
    await page.reload();
    await page.getByText(/^No draft/).waitFor();
    await context.close();
  });

  it('keeps the draft across a reload and resumes an interrupted upload from where it stopped', async () => {
    const { page, context } = await signedIn();
    const big = bigVideo('big.mp4');
    const size = readFileSync(big).length;

    // A slow connection, so that the reload comes mid-upload.
    const throttle = await uploadSpeed(context, page);
    await throttle(300 * 1024);
    const saved = autosaved(page, 'Storm over the bay', 'big.mp4');
    await page.locator('#title').fill('Storm over the bay');
    await page.locator('#videos input[type=file]').setInputFiles(big);
    await expect
      .poll(() => page.locator('[data-testid="upload-item"]').textContent(), { timeout: 20_000 })
      .toMatch(/[1-9]\.\d MB \//);
    await saved;
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
