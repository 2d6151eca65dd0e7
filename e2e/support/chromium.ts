import { existsSync } from 'node:fs';

/** Debian's Chromium, and the flags every test and bench starts it with (no sandbox in CI, no background traffic). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The end-to-end tests' Chromium: Debian's headless shell when it is there, the same engine
 * without the browser's shell around it, which took a fifth less CPU for the same journeys
 * (docs/decisions/0084). The benches keep the whole browser, as a reader has it.
 */
export const E2E_CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM);

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
