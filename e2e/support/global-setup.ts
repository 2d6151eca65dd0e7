import { execFileSync } from 'node:child_process';
import { chmod, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer, stopProcess } from '@stringer/test-support/processes';
import { emptyDatabase } from '@stringer/test-support/test-database';
import type { TestProject } from 'vitest/node';
import type { E2eServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per Vitest worker (`support/server.ts` picks this file's). */
    servers: E2eServer[];
  }
}

const root = path.resolve(import.meta.dirname, '../..');

/** A server as `npm start` runs it, on a fresh database and DATA_DIR of its own. */
async function serverOf(n: number) {
  const database = await emptyDatabase(`stringer_e2e_${process.pid}_${n}`);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'stringer-e2e-'));
  await chmod(dataDir, 0o755);
  const server = await startServer({ DATABASE_URL: database.url, DATA_DIR: dataDir });
  return {
    provided: { baseUrl: server.baseUrl, databaseUrl: database.url, dataDir },
    stop: async () => {
      await stopProcess(server);
      await database.drop();
    },
  };
}

/**
 * Builds what is not current, then starts one server per worker (docs/decisions/0072): two files
 * run at once, each against a server no other running file touches, so a file that changes what
 * every screen shows (no public video, a new privacy policy) cannot upset the one beside it.
 */
export default async function setup(project: TestProject) {
  execFileSync(process.execPath, ['scripts/build.mjs', '--changed'], { cwd: root, stdio: 'ignore' });
  const servers: Awaited<ReturnType<typeof serverOf>>[] = [];
  // One after the other: the first migrates and seeds while the second's database is still empty.
  for (let n = 1; n <= project.config.maxWorkers; n++) servers.push(await serverOf(n));
  project.provide(
    'servers',
    servers.map((s) => s.provided),
  );
  return async () => {
    await Promise.all(servers.map((s) => s.stop()));
  };
}
