import { execFileSync } from 'node:child_process';
import { chmod, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer, stopProcess } from '@stringer/test-support/processes';
import { emptyDatabase } from '@stringer/test-support/test-database';
import type { TestProject } from 'vitest/node';

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
  const database = await emptyDatabase(`stringer_e2e_${process.pid}`);
  const databaseUrl = database.url;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'stringer-e2e-'));
  await chmod(dataDir, 0o755);
  const server = await startServer({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir });
  const { baseUrl } = server;
  project.provide('baseUrl', baseUrl);
  project.provide('databaseUrl', databaseUrl);
  return async () => {
    await stopProcess(server);
    await database.drop();
  };
}
