import type { LoginResult } from '@stringer/shared/schemas/account';
import { PASSWORD } from '@stringer/test-support/accounts';
import { dataOf } from '@stringer/test-support/api';
import type { BrowserContext, Page } from 'playwright-core';
import { api } from './api';
import type { BrowserSession } from './browser';

/** Where the web keeps a tab's session (apps/web/src/lib/session.ts, zustand's persist). */
const SESSION_KEY = 'stringer.session';

/**
 * Signs a new page's tab in through the API, as the login screen would: the session it keeps is
 * written into the tab's sessionStorage before the app starts, on the page's first navigation
 * (a page already showing the app would only change its hash, and read none).
 * Signing in is typed into the form by its own tests (sign-up-and-sign-in, second-factors,
 * keyboard-walk, validation, session-end, retrieve-password); journeys that start signed in can
 * skip loading and typing into /login (docs/decisions/0072).
 */
export async function signInByApi(page: Page, mail: string, password = PASSWORD) {
  const { tokenName, token, user } = await dataOf<LoginResult>(api(), 'POST', '/web/account/email/login', {
    body: { email: mail, password },
  });
  // What useSession's signIn keeps; persist fills the rest from the store's defaults.
  const stored = JSON.stringify({ state: { tokenName, token, user, userId: user.customId }, version: 0 });
  // Only into a tab that has none yet: a later reload or sign-out keeps what the app wrote.
  await page.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem(key)) sessionStorage.setItem(key, value);
    },
    [SESSION_KEY, stored] as const,
  );
  return user;
}

/** Who signs in: a creator's address (the shared password), or staff's address and password (createStaff). */
type Who = string | { mail: string; password?: string };

/** A new page (of `context`, else a new profile) signed in as `who` and opened at `path`. */
export async function openSignedIn(b: BrowserSession, who: Who, path: string, context?: BrowserContext) {
  const profile = context ?? (await b.context());
  const page = await b.page(profile);
  if (typeof who === 'string') await signInByApi(page, who);
  else await signInByApi(page, who.mail, who.password);
  await page.goto(`/#${path}`);
  return { page, context: profile };
}
