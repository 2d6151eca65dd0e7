import type { Role } from '@stringer/shared/statuses';
import type { FastifyInstance } from 'fastify';
import { createStaffAccount } from '../src/modules/accounts/staff.service';
import { openDatabase } from '../src/platform/db/database';
import { logIn, uniqueMail } from './factories';

const quiet = { info() {}, debug() {}, warn() {} };

/** A signed-in staff member of `role`, made as `npm run admin:create` makes one. */
export async function newStaff(app: FastifyInstance, databaseUrl: string, role: Exclude<Role, 'creator'>) {
  const database = await openDatabase({ databaseUrl, dataDir: '', log: quiet });
  try {
    const { mail, password } = await createStaffAccount(database.db, uniqueMail(role), role);
    return { token: await logIn(app, mail, password) };
  } finally {
    await database.close();
  }
}
