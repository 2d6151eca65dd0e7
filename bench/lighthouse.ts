/**
 * Lighthouse (mobile preset: simulated slow 4G, 4x CPU slowdown) on /login and /index, served by
 * the real server from a fresh build and database, in Debian's Chromium (CHROME_PATH). Baseline,
 * measured in the same run: a page of plain HTML with no script, the floor the throttling sets.
 * Goal: performance >= 90 on both pages.
 *
 *   npm run bench:lighthouse
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer, stopProcess } from '@stringer/test-support/processes';
import { emptyDatabase } from '@stringer/test-support/test-database';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_FLAGS } from '../e2e/support/chromium';

const GOAL = 90;
const root = path.resolve(import.meta.dirname, '..');

const PLAIN_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Plain</title></head>
<body><main><h1>Stringer</h1><p>A page with no script: what the simulated network alone costs.</p></main></body></html>`;

async function plainServer() {
  const server = createServer((_req, res) => res.setHeader('content-type', 'text/html').end(PLAIN_PAGE));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

async function audit(name: string, url: string, port: number) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const ms = (id: string) => `${((audits[id]?.numericValue ?? Number.NaN) / 1000).toFixed(2)} s`;
  const row = {
    page: name,
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    FCP: ms('first-contentful-paint'),
    LCP: ms('largest-contentful-paint'),
    TBT: `${Math.round(audits['total-blocking-time']?.numericValue ?? Number.NaN)} ms`,
    CLS: (audits['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(3),
  };
  console.log(Object.values(row).join('\t'));
  return row;
}

// The web app and the compiled server, as `npm start` runs them (built only when inputs changed).
execFileSync(process.execPath, ['scripts/build.mjs', '--changed'], { cwd: root, stdio: 'ignore' });
const database = await emptyDatabase(`stringer_lighthouse_${process.pid}`);
const dataDir = await mkdtemp(path.join(tmpdir(), 'stringer-lighthouse-'));
const app = await startServer({ DATABASE_URL: database.url, DATA_DIR: dataDir });
const plain = await plainServer();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? CHROMIUM,
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
});
try {
  console.log(['page', 'performance', 'accessibility', 'FCP', 'LCP', 'TBT', 'CLS'].join('\t'));
  const rows = [];
  for (const page of ['/login', '/index']) rows.push(await audit(page, `${app.baseUrl}/#${page}`, chrome.port));
  await audit('baseline: plain HTML', plain.url, chrome.port);
  const below = rows.filter((r) => r.performance < GOAL).map((r) => r.page);
  console.log(
    `goal: performance >= ${GOAL} on /login and /index: ${below.length ? `not met on ${below.join(', ')}` : 'met'}`,
  );
} finally {
  chrome.kill();
  plain.server.close();
  await stopProcess(app);
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
}
