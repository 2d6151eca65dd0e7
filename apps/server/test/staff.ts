import type { Role } from '@stringer/shared/statuses';
import type { FastifyInstance } from 'fastify';
import { createStaffAccount } from '../src/modules/staff/staff-accounts';
import { openDatabase } from '../src/platform/db/database';
import { call, logIn, uniqueMail } from './factories';

const quiet = { info() {}, debug() {}, warn() {} };

/** A signed-in staff member of `role`, made as `npm run admin:create` makes one. */
export async function newStaff(app: FastifyInstance, databaseUrl: string, role: Exclude<Role, 'creator'>) {
  const database = await openDatabase({ databaseUrl, dataDir: '', log: quiet });
  try {
    const { mail, password } = await createStaffAccount(database.db, uniqueMail(role), role);
    const token = await logIn(app, mail, password);
    const me = await call(app, 'GET', '/web/custom/info', { token });
    return { token, mail, password, id: me.body.data.customId as number };
  } finally {
    await database.close();
  }
}
