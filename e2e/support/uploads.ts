import { randomBytes } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { makeVideoFile } from '../../apps/server/test/media';

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
