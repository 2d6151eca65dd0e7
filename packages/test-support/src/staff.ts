import { createStaffAccount } from '@stringer/server/src/modules/staff/lib/staff-accounts';
import { type Database, openDatabase } from '@stringer/server/src/platform/db/database';
import { accountRows, auditRows } from '@stringer/server/src/wiring/collaborators';
import type { Role } from '@stringer/shared/statuses';
import { logIn, uniqueMail } from './accounts';
import { type Api, call } from './api';

const quiet = { info() {}, debug() {}, warn() {} };

/** The app's database opened for `work`, then closed: for what no API does. */
export async function withAppDatabase<T>(databaseUrl: string, work: (database: Database) => Promise<T>) {
  const database = await openDatabase({ databaseUrl, dataDir: '', log: quiet });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

/** A staff member as `npm run admin:create -- --role` makes one: the address and one-time password. */
export const createStaff = (databaseUrl: string, role: Exclude<Role, 'creator'>) =>
  withAppDatabase(databaseUrl, (database) =>
    createStaffAccount(database, { accountRows, auditRows }, uniqueMail(role), role),
  );

/** A signed-in staff member of `role`. */
export async function newStaff(app: Api, databaseUrl: string, role: Exclude<Role, 'creator'>) {
  const { mail, password } = await createStaff(databaseUrl, role);
  const token = await logIn(app, mail, password);
  const me = await call(app, 'GET', '/web/custom/info', { token });
  return { token, mail, password, id: me.body.data.customId as number };
}
