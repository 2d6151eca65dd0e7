import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { createStaffAccount } from '../modules/staff/staff-accounts';
import { migrateDatabase, openDatabase, withStartupLock } from '../platform/db/database';

const STAFF_ROLES = ['admin', 'reviewer', 'support'] as const;
type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * `npm run admin:create -- --email E [--role support|reviewer|admin] [--name "N"]`: a staff account
 * (admin by default) named N (else the address's local part), with a password printed once. Uses
 * the same database the server does (attaching to the embedded one if the server is running).
 */
const { values } = parseArgs({
  options: { email: { type: 'string' }, role: { type: 'string', default: 'admin' }, name: { type: 'string' } },
});
const role = values.role as StaffRole;
if (!values.email || !STAFF_ROLES.includes(role) || values.name?.trim() === '') {
  console.error(
    'Usage: npm run admin:create -- --email staff@example.com [--role support|reviewer|admin] [--name "Ann Lee"]',
  );
  process.exit(2);
}

const config = loadConfig();
const log = { info() {}, debug() {}, warn: (m: string) => console.warn(m) };
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, log });
try {
  await withStartupLock(database, () => migrateDatabase(database));
  const { mail, password } = await createStaffAccount(database.db, values.email, role, values.name);
  console.log(`${role[0]?.toUpperCase()}${role.slice(1)} account created for ${mail}.`);
  console.log(`One-time password (shown only now; sign in and change it in the console's profile): ${password}`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await database.close();
}
