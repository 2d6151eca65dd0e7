import { inject } from 'vitest';

export interface E2eServer {
  baseUrl: string;
  databaseUrl: string;
  /** Its DATA_DIR: a second instance of the same install shares it, as it shares the database. */
  dataDir: string;
}

/**
 * The server this file runs against: the one of its Vitest worker (VITEST_POOL_ID counts them from
 * 1), so files running at the same time never share a database (support/global-setup.ts).
 */
export function e2eServer(): E2eServer {
  const servers = inject('servers');
  const worker = Number(process.env.VITEST_POOL_ID ?? 1) - 1;
  const server = servers[worker % servers.length];
  if (!server) throw new Error('The e2e global setup started no server');
  return server;
}

export const baseUrl = () => e2eServer().baseUrl;
export const databaseUrl = () => e2eServer().databaseUrl;

/**
 * What a second instance of this file's install needs: its database and its store. An instance
 * with a store of its own would take the other's jobs (a video's probe) and find no bytes.
 */
export const sameInstall = () => ({ DATABASE_URL: databaseUrl(), DATA_DIR: e2eServer().dataDir });
