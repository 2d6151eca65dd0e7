/**
 * Lighthouse (mobile preset: simulated slow 4G, 4x CPU slowdown) on /login and /index, served by
 * the real server from a fresh build and database, in Debian's Chromium (CHROME_PATH). Baseline,
 * measured in the same run: a page of plain HTML with no script, the floor the throttling sets.
 * Goals (issue 26), each printed as met or not: /login's first contentful paint <= 1.2 s and its
 * performance >= 98; /index's performance stays >= 90. Then the console's three busiest pages'
 * time to their first row under the same throttling, signed in as staff (bench/first-row.ts,
 * issue 36 item 5, decision 0077). The machine is shared: run it several times and compare with
 * the plain page of the same run.
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
import { firstRowTimes, seedFirstRows } from './first-row';
import { loadAverage } from './processes';

/** Each page's goals: a check of its audit row, printed with its outcome. */
const GOALS: Record<string, { name: string; met: (row: Row) => boolean }[]> = {
  '/login': [
    { name: 'first contentful paint <= 1.2 s', met: (r) => r.fcpMs <= 1200 },
    { name: 'performance >= 98', met: (r) => r.performance >= 98 },
  ],
  '/index': [{ name: 'performance >= 90', met: (r) => r.performance >= 90 }],
};
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
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const s = (id: string) => `${(value(id) / 1000).toFixed(2)} s`;
  const row = {
    page: name,
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    fcpMs: value('first-contentful-paint'),
  };
  const tbt = `${Math.round(value('total-blocking-time'))} ms`;
  const cls = value('cumulative-layout-shift').toFixed(3);
  const columns = [
    row.page,
    row.performance,
    row.accessibility,
    s('first-contentful-paint'),
    s('largest-contentful-paint'),
  ];
  console.log([...columns, tbt, cls].join('\t'));
  return row;
}
type Row = Awaited<ReturnType<typeof audit>>;

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
  for (const page of Object.keys(GOALS)) rows.push(await audit(page, `${app.baseUrl}/#${page}`, chrome.port));
  await audit('baseline: plain HTML', plain.url, chrome.port);
  for (const row of rows) {
    for (const goal of GOALS[row.page] ?? [])
      console.log(`${row.page} ${goal.name}: ${goal.met(row) ? 'met' : 'NOT met'}`);
  }
  const times = await firstRowTimes(app.baseUrl, await seedFirstRows(app.baseUrl, database.url));
  for (const [page, ms] of Object.entries(times)) console.log(`${page}: first row after ${(ms / 1000).toFixed(2)} s`);
  console.log(`load ${loadAverage()}`);
} finally {
  chrome.kill();
  plain.server.close();
  await stopProcess(app);
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
}
