import { chmod, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '@stringer/server/src/platform/db/embedded-postgres';
import pg from 'pg';

const MACHINE_SERVER = 'postgres://postgres@127.0.0.1:5432/test';
const quiet = { info() {}, debug() {}, warn: (m: string) => console.warn(m) };

export interface TestServer {
  /** A connection URL to the server's maintenance database, able to create databases. */
  adminUrl: string;
  kind: 'external' | 'embedded';
  stop(): Promise<void>;
}

async function reachable(url: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * The PostgreSQL the API tests use: TEST_DATABASE_URL, else the machine's server when one answers,
 * else one started from embedded-postgres. STRINGER_TEST_DB=embedded forces the last.
 */
export async function openTestServer(): Promise<TestServer> {
  const forced = process.env.STRINGER_TEST_DB === 'embedded';
  const candidate = process.env.TEST_DATABASE_URL ?? MACHINE_SERVER;
  if (!forced && (await reachable(candidate))) return { adminUrl: candidate, kind: 'external', stop: async () => {} };
  const dir = await mkdtemp(path.join(tmpdir(), 'stringer-test-'));
  // mkdtemp makes it private; run as root, the embedded server's postgres user must enter it.
  await chmod(dir, 0o755);
  const embedded: EmbeddedDatabase = await startEmbeddedPostgres(path.join(dir, 'pg'), quiet);
  return { adminUrl: embedded.url, kind: 'embedded', stop: () => embedded.stop() };
}

export function withDatabase(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function adminQuery(adminUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Retries while the database's last connections finish closing, rather than cutting them off. */
export async function dropDatabase(adminUrl: string, name: string) {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name}`);
      return;
    } catch (err) {
      if (!String(err).includes('being accessed by other users')) throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

export interface EmptyDatabase {
  url: string;
  /** Drops it and stops the test PostgreSQL if it was started for it. */
  drop(): Promise<void>;
}

/**
 * An empty database `name` on the test PostgreSQL, for a compiled server to migrate and seed as
 * on a first install (dropped first, should a killed run have left it).
 */
export async function emptyDatabase(name: string): Promise<EmptyDatabase> {
  const server = await openTestServer();
  await adminQuery(server.adminUrl, `DROP DATABASE IF EXISTS ${name}`);
  await adminQuery(server.adminUrl, `CREATE DATABASE ${name}`);
  return {
    url: withDatabase(server.adminUrl, name),
    async drop() {
      await dropDatabase(server.adminUrl, name);
      await server.stop();
    },
  };
}
