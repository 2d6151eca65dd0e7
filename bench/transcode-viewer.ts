/**
 * The creator's own page watching a video arrive, for bench/transcode.ts: Debian's Chromium
 * (headless, through playwright-core, as the e2e tests drive it), signed in and showing My works
 * with its socket connected before the upload starts; once the work exists it is sent to the
 * work's detail (a hash change, no reload), where the product's player (its hls.js, its MP4
 * fallback) shows the video as the socket brings its media. The page mutes and plays every
 * `<video>` the moment it is added and notes, by the wall clock, when one first shows a frame
 * (`requestVideoFrameCallback`, or `currentTime > 0`).
 */
import type { LoginResult } from '@stringer/shared/schemas/account';
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from '../e2e/support/chromium';

/** Where the app keeps a tab's session (apps/web/src/lib/session.ts), written before it starts. */
const SESSION_KEY = 'stringer.session';

/** What the page notes, in Date.now() milliseconds: when a `<video>` was first added and first showed a frame. */
interface Seen {
  videoAt: number | null;
  frameAt: number | null;
  /** Which told first: a presented frame (`frame`) or the position moving (`time`). */
  how: string | null;
}

/**
 * Run in the page before the app (a script, since the bench's types have no DOM, and added over
 * the DevTools protocol, which the app's CSP does not govern).
 */
const WATCH = `(() => {
  const seen = (window.benchSeen = { videoAt: null, frameAt: null, how: null });
  const shown = (how) => {
    if (seen.frameAt !== null) return;
    seen.frameAt = Date.now();
    seen.how = how;
  };
  const arm = (video) => {
    if (video.benchArmed) return;
    video.benchArmed = true;
    if (seen.videoAt === null) seen.videoAt = Date.now();
    video.muted = true;
    // A new source (hls.js attaching, the preview replaced) pauses the element: play again.
    const play = () => {
      if (video.paused) video.play().catch(() => {});
    };
    for (const event of ['loadedmetadata', 'loadeddata', 'canplay']) video.addEventListener(event, play);
    play();
    if ('requestVideoFrameCallback' in video) video.requestVideoFrameCallback(() => shown('frame'));
    video.addEventListener('timeupdate', () => {
      if (video.currentTime > 0) shown('time');
    });
  };
  new MutationObserver(() => document.querySelectorAll('video').forEach(arm)).observe(document, {
    childList: true,
    subtree: true,
  });
})();`;

export function launchViewer() {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [...CHROMIUM_FLAGS, '--autoplay-policy=no-user-gesture-required'],
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A fresh tab of the creator's at My works, signed in, its socket connected. */
export async function openViewer(browser: Browser, base: string, login: LoginResult) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  let connected = false;
  // Socket.IO's upgrade from long-polling answered: pushes come over the WebSocket from now on.
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      if (String(payload) === '3probe') connected = true;
    }),
  );
  const session = JSON.stringify({
    state: { tokenName: login.tokenName, token: login.token, user: login.user, userId: login.user.customId },
    version: 0,
  });
  await page.addInitScript({
    content: `sessionStorage.setItem(${JSON.stringify(SESSION_KEY)}, ${JSON.stringify(session)});\n${WATCH}`,
  });
  await page.goto(`${base}/#/home/myworks`);
  await page.waitForLoadState('networkidle');
  for (const began = performance.now(); !connected && performance.now() - began < 30_000; ) await sleep(100);
  if (!connected) console.warn('  (the page did not say its WebSocket is connected within 30 s: going on)');
  const seen = () => page.evaluate(() => (globalThis as unknown as { benchSeen: Seen }).benchSeen);
  return {
    /** Sends the tab to the work's detail, as a click in My works would (a hash change). */
    show: (worksId: number) =>
      page.evaluate((hash) => {
        (globalThis as unknown as { location: { hash: string } }).location.hash = hash;
      }, `#/home/worksdetail?id=${worksId}`),
    /** What the page has seen so far. */
    seen,
    /** Resolves with what the page saw once it has shown a frame, or when `stop` says so. */
    async firstFrame(stop: () => boolean): Promise<Seen> {
      for (;;) {
        const now = await seen();
        if (now.frameAt !== null || stop()) return now;
        await sleep(50);
      }
    },
    close: () => context.close(),
  };
}

export type Viewer = Awaited<ReturnType<typeof openViewer>>;
