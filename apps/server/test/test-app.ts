import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { adminQuery, dropDatabase, withDatabase } from '@stringer/test-support/test-database';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';

export interface TestApp {
  app: FastifyInstance;
  /** Raw SQL on the test's own database, for asserting what was (not) written. */
  sql: pg.Pool;
  /** The test database's URL, for code that connects by itself (a CLI run in a child process). */
  url: string;
  /** The app's DATA_DIR (stored files under `files/`). */
  dataDir: string;
  /** Closes the app and starts another on the same database and DATA_DIR; returns its URL if it listened. */
  restart(): Promise<string>;
  close(): Promise<void>;
}

async function copyTemplate(adminUrl: string, template: string, name: string) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
    } catch (err) {
      // Two files copying the template at the same moment: PostgreSQL lets one at a time.
      if (attempt > 20 || !String(err).includes('being accessed by other users')) throw err;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
}

interface Options {
  /** The URL the app itself uses for its database (say, through a proxy the test can cut). */
  appDatabaseUrl?: (url: string) => string;
  /** The app's logger (a test that reads the log lines); none unless given. */
  logger?: FastifyServerOptions['logger'];
}

/** What a test file about renditions gives `createTestApp`/`useTestApp`: the app encodes uploaded videos. */
export const RENDERS = { WEB_WORKER: 'true' } as const;

/** The whole app on a fresh copy of the seeded database. */
export async function createTestApp(env: Record<string, string> = {}, options: Options = {}): Promise<TestApp> {
  const adminUrl = inject('adminUrl');
  const name = `stringer_t_${randomBytes(5).toString('hex')}`;
  await copyTemplate(adminUrl, inject('templateDatabase'), name);
  const url = withDatabase(adminUrl, name);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'stringer-data-'));
  const appUrl = options.appDatabaseUrl?.(url) ?? url;
  const config = loadConfig({
    DATABASE_URL: appUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    // The tests share the app's event loop and block it on purpose (ffmpeg making media): not overload.
    MAX_EVENT_LOOP_DELAY_MS: '0',
    // No renditions unless a file is about them (RENDERS): an upload is probed, never encoded in
    // the background, so ffmpeg does not take the two cores from the test running (decision 0072).
    WEB_WORKER: 'false',
    ...env,
  });
  const sql = new pg.Pool({ connectionString: url, max: 2 });
  const t: TestApp = {
    app: await buildApp(config, options.logger ?? false),
    sql,
    url,
    dataDir,
    async restart() {
      const address = t.app.server.address();
      const port = address && typeof address === 'object' ? address.port : undefined;
      await t.app.close();
      t.app = await buildApp(config, options.logger ?? false);
      return port ? t.app.listen({ host: '127.0.0.1', port }) : '';
    },
    async close() {
      // A test's connections too, not only the idle ones: one still open with no request on it
      // held close() until Node's 60 s header time-out (first-stream.test, every other run).
      t.app.server.closeAllConnections();
      await t.app.close();
      await sql.end();
      await dropDatabase(adminUrl, name);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return t;
}

/** A test file's app: built before its tests, closed after them. */
export function useTestApp(env: Record<string, string> = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(env));
  });
  afterAll(() => t.close());
  return t;
}
