import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { createStaffAccount } from '../modules/accounts/staff.service';
import { migrateDatabase, openDatabase, withStartupLock } from '../platform/db/database';

/**
 * `npm run admin:create -- --email E`: the first admin, with a password printed once. Uses the
 * same database the server does (attaching to the embedded one if the server is running).
 */
const { values } = parseArgs({ options: { email: { type: 'string' } } });
if (!values.email) {
  console.error('Usage: npm run admin:create -- --email admin@example.com');
  process.exit(2);
}

const config = loadConfig();
const log = { info() {}, debug() {}, warn: (m: string) => console.warn(m) };
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, log });
try {
  await withStartupLock(database, () => migrateDatabase(database));
  const { mail, password } = await createStaffAccount(database.db, values.email, 'admin');
  console.log(`Admin account created for ${mail}.`);
  console.log(`One-time password (shown only now; sign in and change it): ${password}`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await database.close();
}
