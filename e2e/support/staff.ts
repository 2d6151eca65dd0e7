import type { Role } from '@stringer/shared/statuses';
import { PgBoss } from 'pg-boss';
import { inject } from 'vitest';
import {
  createNotificationsService,
  type NotificationsService,
} from '../../apps/server/src/modules/notifications/notifications.service';
import { createStaffAccount } from '../../apps/server/src/modules/staff/staff-accounts';
import { type Database, openDatabase } from '../../apps/server/src/platform/db/database';
import { uniqueMail } from './api';

const quiet = { info() {}, debug() {}, warn() {} };

async function withDatabase<T>(work: (database: Database) => Promise<T>) {
  const database = await openDatabase({ databaseUrl: inject('databaseUrl'), dataDir: '', log: quiet });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

/** A staff member as `npm run admin:create -- --role` makes one: the address and one-time password. */
export const createStaff = (role: Exclude<Role, 'creator'>) =>
  withDatabase((database) => createStaffAccount(database.db, uniqueMail(role), role));

/**
 * Raises a notification through the message centre's own service function, as the editorial
 * console does: written in a transaction with its outbox job; the running server delivers it.
 */
export async function raiseNotification(
  raise: (svc: NotificationsService, tx: Parameters<NotificationsService['workPassed']>[0]) => Promise<void>,
) {
  const boss = new PgBoss({ connectionString: inject('databaseUrl'), supervise: false, schedule: false });
  await boss.start();
  try {
    await withDatabase(async (database) => {
      const notifications = createNotificationsService({
        database,
        jobs: {
          send: async (queue, data, tx) => void (await boss.send(queue, data, tx ? { db: tx } : {})),
          sendMail: async () => {},
          work: async () => {},
        },
        realtime: { toAccount() {} },
        publicUrl: '',
        pushUnread: async () => {},
      });
      await database.transaction((tx) => raise(notifications, tx));
    });
  } finally {
    await boss.stop({ graceful: false });
  }
}
