import { parseArgs } from 'node:util';
import { loadConfigOrExit } from '../config';
import { createStaffAccount } from '../modules/staff/lib/staff-accounts';
import { accountRows, auditRows } from '../wiring/collaborators';
import { onInstallDatabase } from './install-database';

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
const email = values.email;
if (!email || !STAFF_ROLES.includes(role) || values.name?.trim() === '') {
  console.error(
    'Usage: npm run admin:create -- --email staff@example.com [--role support|reviewer|admin] [--name "Ann Lee"]',
  );
  process.exit(2);
}

const config = loadConfigOrExit();
await onInstallDatabase(
  config,
  async (database) => {
    const { mail, password } = await createStaffAccount(database, { accountRows, auditRows }, email, role, values.name);
    console.log(`${role[0]?.toUpperCase()}${role.slice(1)} account created for ${mail}.`);
    console.log(`One-time password (shown only now; sign in and change it in the console's profile): ${password}`);
  },
  { migrate: true },
);
