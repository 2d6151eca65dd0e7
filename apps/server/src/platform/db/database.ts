import path from 'node:path';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Config } from '../../config';
import * as schema from '../../db/schema';
import { assets } from '../assets';
import { captureSql } from './capture-sql';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './embedded-postgres';

export type Db = NodePgDatabase<typeof schema>;

/** What a transaction hands its callback: the query builder, and raw SQL on the same connection. */
export interface Tx {
  db: Db;
  executeSql(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
  /** Runs once the transaction has committed (never if it rolls back). */
  afterCommit(callback: () => void): void;
}

export interface Database {
  db: Db;
  pool: pg.Pool;
  url: string;
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

// Any fixed number: instances starting together take turns to migrate and seed.
const STARTUP_LOCK = 727_001;
const IDLE_CONNECTION_MS = 10 * 60_000;

interface Options {
  databaseUrl: string | undefined;
  /** Connections kept open; requests beyond it queue for one (pg.Pool's default is 10). */
  poolSize?: number;
  dataDir: string;
  /** bench:api's floor: every statement the pool runs is appended to this file (capture-sql.ts). */
  captureSqlTo?: string;
  log: { info(m: string): void; debug(m: string): void; warn(m: string): void };
}

/** The install's database as its settings name it: the server's (main.ts, or buildApp's when not opened early). */
export const openConfiguredDatabase = (
  config: Pick<Config, 'databaseUrl' | 'databasePoolSize' | 'captureSqlTo' | 'dataDir'>,
  log: Options['log'],
) =>
  openDatabase({
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
    captureSqlTo: config.captureSqlTo,
    dataDir: config.dataDir,
    log,
  });

/** DATABASE_URL's PostgreSQL, or one started from embedded-postgres in DATA_DIR/pg. */
export async function openDatabase({
  databaseUrl,
  poolSize = 10,
  dataDir,
  captureSqlTo,
  log,
}: Options): Promise<Database> {
  let embedded: EmbeddedDatabase | undefined;
  if (!databaseUrl) embedded = await startEmbeddedPostgres(path.join(dataDir, 'pg'), log);
  const url = databaseUrl ?? (embedded as EmbeddedDatabase).url;
  // A connection that does not come within 5 s fails the request (503) rather than holding it.
  // Idle connections stay 10 minutes, not pg's 10 s: one closed in a lull is reopened by the next
  // burst, which then also waits for every named statement to be parsed and planned again.
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: IDLE_CONNECTION_MS,
  });
  pool.on('error', (err) => log.warn(`idle database connection failed: ${err.message}`));
  if (captureSqlTo) captureSql(pool, captureSqlTo);
  const db = drizzle({ client: pool, schema });
  return {
    db,
    pool,
    url,
    transaction: (work) => inTransaction(pool, work),
    async close() {
      await pool.end();
      await embedded?.stop();
    },
  };
}

async function inTransaction<T>(pool: pg.Pool, work: (tx: Tx) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  const committed: (() => void)[] = [];
  try {
    await client.query('BEGIN');
    const result = await work({
      db: drizzle({ client, schema }),
      executeSql: (text, values) => client.query(text, values),
      afterCommit: (callback) => committed.push(callback),
    });
    await client.query('COMMIT');
    for (const callback of committed) callback();
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}

/** Runs `work` while holding a cluster-wide lock, so concurrent starts do not race. */
export async function withStartupLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  const client = await database.pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
    return await work();
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => {});
    client.release();
  }
}

export async function migrateDatabase(database: Database) {
  await migrate(database.db, { migrationsFolder: assets.migrations });
}
