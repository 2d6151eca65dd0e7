import { execFileSync } from 'node:child_process';
import { chmod, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer, stopProcess } from '@stringer/test-support/processes';
import type { TestProject } from 'vitest/node';
import { adminQuery, dropDatabase, openTestServer, withDatabase } from '../../apps/server/test/test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    databaseUrl: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');

/** Builds what is not current and starts the compiled server on a fresh database, as `npm start` would. */
export default async function setup(project: TestProject) {
  execFileSync(process.execPath, ['scripts/build.mjs', '--changed'], { cwd: root, stdio: 'ignore' });
  const db = await openTestServer();
  const name = `stringer_e2e_${process.pid}`;
  await adminQuery(db.adminUrl, `DROP DATABASE IF EXISTS ${name}`);
  await adminQuery(db.adminUrl, `CREATE DATABASE ${name}`);
  const databaseUrl = withDatabase(db.adminUrl, name);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'stringer-e2e-'));
  await chmod(dataDir, 0o755);
  const server = await startServer({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir });
  const { baseUrl } = server;
  project.provide('baseUrl', baseUrl);
  project.provide('databaseUrl', databaseUrl);
  return async () => {
    await stopProcess(server);
    await dropDatabase(db.adminUrl, name);
    await db.stop();
  };
}
