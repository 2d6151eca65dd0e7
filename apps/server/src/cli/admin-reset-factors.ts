import { parseArgs } from 'node:util';
import { Role } from '@stringer/shared/statuses';
import { loadConfigOrExit } from '../config';
import { accountsRepository } from '../modules/accounts/accounts.repository';
import { resetFactors } from '../modules/factors/lib/factors-reset';
import { auditRows, sessionRows } from '../wiring/collaborators';
import { onInstallDatabase } from './install-database';

/**
 * `npm run admin:reset-factors -- --email E`: removes a staff account's second factors and
 * recovery codes and ends its sessions (audited as the system), for the last admin who lost them:
 * nobody else could reset them from the console. The account then signs in with its password and
 * enrols again. Sockets already open keep listening until they reconnect: this process has none of them.
 */
const { values } = parseArgs({ options: { email: { type: 'string' } } });
if (!values.email) {
  console.error('Usage: npm run admin:reset-factors -- --email staff@example.com');
  process.exit(2);
}
const email = values.email.trim().toLowerCase();

const config = loadConfigOrExit();
await onInstallDatabase(
  config,
  async (database) => {
    const account = await accountsRepository.findByMail(database.db, email);
    if (!account || account.role === Role.Creator) throw new Error(`No staff account uses ${email}.`);
    await database.transaction((tx) => resetFactors(tx.db, { sessionRows, auditRows }, account, 'system'));
    console.log(
      `Second factors and recovery codes of ${email} removed: sign in with the password and set up a new one.`,
    );
  },
  { migrate: true },
);
