import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, type TestContext } from 'vitest';
import { CHROMIUM_FLAGS, E2E_CHROMIUM } from './chromium';
import { baseUrl } from './server';

export interface BrowserSession {
  browser: Browser;
  /** A new browser profile (no storage shared with other tests). */
  context(options?: {
    locale?: string;
    viewport?: { width: number; height: number };
    /** false: a client that runs no script (a link-card crawler). */
    javaScriptEnabled?: boolean;
    /** 'no-preference': antd's zooms and slides play, as for most readers (the default leaves them out). */
    reducedMotion?: 'reduce' | 'no-preference';
  }): Promise<BrowserContext>;
  /** A page whose console errors fail the test, but for messages matching `allow`. */
  page(context: BrowserContext, allow?: RegExp[]): Promise<Page>;
}

let profiles = 0;

/**
 * Each browser profile calls from an address of its own (IPv6 documentation prefix, a header only:
 * the e2e server trusts X-Forwarded-For), as people at different machines do. Without it every
 * sign-in of the whole run shares 127.0.0.1's per-IP login budget and a long run meets 429.
 */
const profileAddress = () => `2001:db8::${process.pid.toString(16)}:${(++profiles).toString(16)}`;

/**
 * `E2E_TRACES=<dir>`: every profile records a Playwright trace (DOM snapshots, screenshots), kept
 * as `<dir>/<test>-<n>.zip` when its test fails (`npx playwright show-trace <zip>`), dropped when it
 * passes. Off by default: recording costs CPU the two cores of CI may not have to spare.
 */
const traceDir = process.env.E2E_TRACES;

/** Stops the tracing of the profiles a test left open, keeping their traces if it failed. */
async function keepTraces(open: Set<BrowserContext>, { task }: TestContext) {
  const name = task.name.replace(/\W+/g, '-').slice(0, 80);
  const failed = task.result?.state === 'fail';
  let n = 0;
  for (const context of open) {
    await context.tracing
      .stop(failed ? { path: path.join(traceDir ?? '.', `${name}-${++n}.zip`) } : {})
      .catch(() => {}); // closed meanwhile: nothing to keep
  }
}

/** One Chromium for a test file; every console error a page logs fails the test it came from. */
export function useBrowser(): BrowserSession {
  const server = baseUrl();
  let browser: Browser;
  let errors: string[] = [];
  let traced = new Set<BrowserContext>();
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: E2E_CHROMIUM,
      args: CHROMIUM_FLAGS,
    });
  });
  afterAll(() => browser?.close());
  afterEach(async (test) => {
    const open = traced;
    traced = new Set();
    if (traceDir) await keepTraces(open, test);
    const found = errors;
    errors = [];
    expect(found, 'console errors').toEqual([]);
  });
  return {
    get browser() {
      return browser;
    },
    async context(options = {}) {
      const context = await browser.newContext({
        baseURL: server,
        locale: options.locale ?? 'en-US',
        viewport: options.viewport ?? { width: 1280, height: 800 },
        javaScriptEnabled: options.javaScriptEnabled ?? true,
        // Without antd's motion a screen settles at once: no waiting for zooms to end, and no
        // frames drawn for them by the two cores CI has (docs/decisions/0072).
        reducedMotion: options.reducedMotion ?? 'reduce',
        extraHTTPHeaders: { 'x-forwarded-for': profileAddress() },
      });
      if (traceDir) {
        await context.tracing.start({ snapshots: true, screenshots: true });
        traced.add(context);
        context.once('close', () => traced.delete(context));
      }
      return context;
    },
    async page(context, allow = []) {
      const page = await context.newPage();
      const keep = (text: string) => {
        if (!allow.some((re) => re.test(text))) errors.push(text);
      };
      page.on('console', (m) => {
        if (m.type() === 'error') keep(m.text());
      });
      page.on('pageerror', (e) => keep(`page error: ${e.message}`));
      return page;
    },
  };
}

/** Chrome logs every 4xx answer as a console error: expected where a test sends bad input on purpose. */
export const REFUSED_CALLS = /Failed to load resource: the server responded with a status of (400|401|404|409|429|500)/;
