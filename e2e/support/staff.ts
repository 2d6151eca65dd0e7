import type { Role } from '@stringer/shared/statuses';
import { createStaff as createStaffIn, withAppDatabase } from '@stringer/test-support/staff';
import { PgBoss } from 'pg-boss';

import {
  createNotificationsService,
  type NotificationsService,
} from '../../apps/server/src/modules/notifications/notifications.service';
import { databaseUrl } from './server';

/** A staff member on the e2e server's database, as `npm run admin:create -- --role` makes one. */
export const createStaff = (role: Exclude<Role, 'creator'>) => createStaffIn(databaseUrl(), role);

/**
 * Raises a notification through the message centre's own service function, as the editorial
 * console does: written in a transaction with its outbox job; the running server delivers it.
 */
export async function raiseNotification(
  raise: (svc: NotificationsService, tx: Parameters<NotificationsService['workPassed']>[0]) => Promise<void>,
) {
  const boss = new PgBoss({ connectionString: databaseUrl(), supervise: false, schedule: false });
  await boss.start();
  try {
    await withAppDatabase(databaseUrl(), async (database) => {
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
