/**
 * Time from navigation to a console page's first row in the DOM, for a staff member opening it
 * in a fresh profile (nothing cached) under Lighthouse's mobile throttling, as issue 36 item 5
 * asks: slow 4G (562.5 ms request latency, 1.47 Mbit/s down, 0.6 up) and a 4x slower CPU, at
 * 1440 px. The rows are seeded first: a work waiting for review, a passed one answering a task
 * (a reward), a creator's message to support. Run by bench/lighthouse.ts (decision 0077).
 */
import { TOKEN_NAME } from '@stringer/shared/constants';
import type { LoginResult } from '@stringer/shared/schemas/account';
import { WorkAuditStatus } from '@stringer/shared/statuses';
import { newCreator } from '@stringer/test-support/accounts';
import { call, dataOf, overHttp } from '@stringer/test-support/api';
import { uploadVideo } from '@stringer/test-support/media';
import { createStaff } from '@stringer/test-support/staff';
import { publishWorkOf } from '@stringer/test-support/works';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from '../e2e/support/chromium';
import { median } from './stats';

/** Each page and its first row: antd's table rows carry `data-row-key` too, so an older build is measured alike. */
export const FIRST_ROWS: Record<string, string> = {
  '/console/review': '[data-row-key]',
  '/console/support': '[data-testid="conversation"]',
  '/console/rewards': '[data-row-key]',
};

/** Lighthouse's mobile preset, as DevTools applies it (its "devtools" throttling). */
const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: (1638.4 * 0.9 * 1024) / 8,
  uploadThroughput: (675 * 0.9 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
/** Where the app keeps a tab's session (apps/web/src/lib/session.ts), written before it starts. */
const SESSION_KEY = 'stringer.session';

/** What the three pages list: a work waiting, a passed one that answers a seeded task, a message to support. */
export async function seedFirstRows(baseUrl: string, databaseUrl: string) {
  const app = overHttp(baseUrl);
  const creator = await newCreator(app);
  const video = () => uploadVideo(app, baseUrl, creator.token, 'clip.mp4');
  await publishWorkOf(app, baseUrl, creator.token, [await video()], { title: 'Waiting for review' });
  const [task] = await dataOf<{ id: number }[]>(app, 'GET', '/web/task/useful/list', { token: creator.token });
  const answer = await publishWorkOf(app, baseUrl, creator.token, [await video()], {
    title: 'Answers a task',
    taskId: task?.id,
  });
  await call(app, 'POST', '/web/message', {
    token: creator.token,
    body: { clientMsgId: 'bench-first-row', kind: 'text', text: 'My upload stops at 40%' },
  });
  const admin = await createStaff(databaseUrl, 'admin');
  const login = await dataOf<LoginResult>(app, 'POST', '/web/account/email/login', {
    body: { email: admin.mail, password: admin.password },
  });
  const passed = await call(app, 'PUT', '/manager/works/audit', {
    token: login.token,
    body: { worksId: answer, auditStatus: WorkAuditStatus.Passed },
  });
  if (passed.status !== 200) throw new Error(`the work was not passed: ${JSON.stringify(passed.body)}`);
  return login;
}

/** Milliseconds from navigation to each page's first row, the median of `runs` cold visits. */
export async function firstRowTimes(baseUrl: string, login: LoginResult, runs = 3) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const session = JSON.stringify({
    state: { tokenName: TOKEN_NAME, token: login.token, user: login.user, userId: login.user.customId },
    version: 0,
  });
  try {
    const times: Record<string, number> = {};
    for (const [path, selector] of Object.entries(FIRST_ROWS)) {
      const each: number[] = [];
      for (let i = 0; i < runs; i++) {
        const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
        // In the page (a script, since the bench's types have no DOM): the session, as the login
        // screen keeps it, and the moment the first row is added.
        await page.addInitScript({
          content: `sessionStorage.setItem(${JSON.stringify(SESSION_KEY)}, ${JSON.stringify(session)});
            const seen = new MutationObserver(() => {
              if (!document.querySelector(${JSON.stringify(selector)})) return;
              window.firstRowAt = performance.now();
              seen.disconnect();
            });
            seen.observe(document, { childList: true, subtree: true });`,
        });
        await page.goto(`${baseUrl}/#${path}`);
        // Functions, not strings: the app's CSP refuses eval.
        const at = () => (globalThis as { firstRowAt?: number }).firstRowAt;
        await page.waitForFunction(at, undefined, { timeout: 120_000 });
        each.push(Number(await page.evaluate(at)));
        await context.close();
      }
      times[path] = median(each);
    }
    return times;
  } finally {
    await browser.close();
  }
}
