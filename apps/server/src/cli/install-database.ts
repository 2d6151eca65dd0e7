import type { Config } from '../config';
import { type Database, migrateDatabase, openDatabase, withStartupLock } from '../platform/db/database';

interface Options {
  /** Bring the schema up to date first, under the start-up lock the servers take. */
  migrate?: boolean;
  /** The exit code an error ends the command with (1 unless the command tells errors apart). */
  exitCodeOf?: (err: unknown) => number;
}

/**
 * A command's work on the install's database (the one the server's settings name), closed after
 * it; an error is printed as its message alone, as a person at a terminal reads it.
 */
export async function onInstallDatabase(
  config: Config,
  work: (database: Database) => Promise<void>,
  { migrate = false, exitCodeOf = () => 1 }: Options = {},
) {
  const log = { info() {}, debug() {}, warn: (m: string) => console.warn(m) };
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, log });
  try {
    if (migrate) await withStartupLock(database, () => migrateDatabase(database));
    await work(database);
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = exitCodeOf(err);
  } finally {
    await database.close();
  }
}
