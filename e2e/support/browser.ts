import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium';

export interface BrowserSession {
  browser: Browser;
  /** A new browser profile (no storage shared with other tests). */
  context(options?: { locale?: string; viewport?: { width: number; height: number } }): Promise<BrowserContext>;
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

/** One Chromium for a test file; every console error a page logs fails the test it came from. */
export function useBrowser(): BrowserSession {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let errors: string[] = [];
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: CHROMIUM_FLAGS,
    });
  });
  afterAll(() => browser?.close());
  afterEach(() => {
    const found = errors;
    errors = [];
    expect(found, 'console errors').toEqual([]);
  });
  return {
    get browser() {
      return browser;
    },
    context: (options = {}) =>
      browser.newContext({
        baseURL: baseUrl,
        locale: options.locale ?? 'en-US',
        viewport: options.viewport ?? { width: 1280, height: 800 },
        extraHTTPHeaders: { 'x-forwarded-for': profileAddress() },
      }),
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
