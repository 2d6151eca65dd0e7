import { randomBytes } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { makeVideoFile } from '@stringer/test-support/media';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** A real MP4 padded with 3 MiB, big enough for a slow upload to be caught mid-way. */
export function bigVideo(name: string) {
  const file = makeVideoFile(name, 2);
  appendFileSync(file, randomBytes(3 * 1024 * 1024));
  return file;
}

/** Limits the page's upload speed (bytes/s), or lifts the limit (-1), through Chromium's DevTools protocol. */
export async function uploadSpeed(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  return (bytesPerSecond: number) =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: bytesPerSecond,
    });
}

/** The Upload-Offset of every tus PATCH the page sends from now on. */
export function patchOffsets(page: Page) {
  const offsets: number[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PATCH') offsets.push(Number(r.headers()['upload-offset']));
  });
  return offsets;
}

/** The file names of the uploads the page creates from now on (tus Upload-Metadata). */
export function uploadedNames(page: Page) {
  const names: string[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'POST' || !r.url().endsWith('/web/files')) return;
    const pair = (r.headers()['upload-metadata'] ?? '').split(',').find((p) => p.startsWith('filename '));
    if (pair) names.push(Buffer.from(pair.split(' ')[1] ?? '', 'base64').toString());
  });
  return names;
}

/** Focuses the cropper's area in `dialog` and moves the picture with an arrow key: the picture must move. */
export async function moveCropByKeyboard(dialog: Locator, key: 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown') {
  const area = dialog.getByRole('group', { name: 'The part of the picture to keep' });
  const picture = dialog.locator('.image-crop img');
  await area.waitFor();
  const before = await picture.evaluate((i) => (i as HTMLElement).style.transform);
  await area.focus();
  for (let i = 0; i < 20; i++) await area.press(key);
  await expect.poll(() => picture.evaluate((i) => (i as HTMLElement).style.transform)).not.toBe(before);
}

/** The GET /web/files/{id}/info requests the page sends from now on, counted by file id. */
export function infoAsks(page: Page) {
  const asks: Record<string, number> = {};
  page.on('request', (r) => {
    const id = /^\/web\/files\/([^/]+)\/info$/.exec(new URL(r.url()).pathname)?.[1];
    if (id && r.method() === 'GET') asks[id] = (asks[id] ?? 0) + 1;
  });
  return asks;
}
