import type { StaffPasswordBody, StaffProfileBody } from '@stringer/shared/schemas/staff-profile';
import type { AccountRow } from '../../db/schema';
import type { AuthSession } from '../../platform/auth';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import type { Realtime } from '../../platform/realtime';
import type { AccountRows } from '../accounts';
import type { AuditRows } from '../audit';
import type { NotificationsService } from '../notifications';
import type { SessionRows } from '../sessions';
import { presentStaffProfile } from './staff.presenter';

interface Deps {
  database: Pick<Database, 'db' | 'transaction'>;
  /** The account's language is the one its mails are written in (notification settings). */
  notifications: Pick<NotificationsService, 'settings' | 'updateSettings'>;
  /** Closes the sockets of the sessions a password change ended. */
  realtime: Pick<Realtime, 'endSession'>;
  /** The accounts module's rows, read and written in this module's transactions. */
  accountRows: AccountRows;
  /** Its audit rows, written in the transaction of the change they record. */
  auditRows: AuditRows;
  /** Sessions ended or marked in the transaction of the change that ends them. */
  sessionRows: SessionRows;
}

const wrongPassword = () =>
  new AppError('validation', [{ field: 'currentPassword', msgKey: 'errors.currentPasswordWrong' }]);

/**
 * A staff member's own account (the console's profile page): their name, their language and their
 * password. Each change to the account is audited as the member acting on themselves (decision 0044).
 */
export function createStaffProfileService({
  database: { db, transaction },
  notifications,
  realtime,
  accountRows,
  auditRows,
  sessionRows,
}: Deps) {
  const accountOf = async (auth: AuthSession) => {
    const row = await accountRows.findById(db, auth.accountId);
    if (!row) throw new AppError('unauthorized');
    return row;
  };

  const present = async (auth: AuthSession, row: AccountRow) =>
    presentStaffProfile(row, (await notifications.settings(auth)).language);

  return {
    profile: async (auth: AuthSession) => present(auth, await accountOf(auth)),

    async update(auth: AuthSession, { name, language }: StaffProfileBody) {
      const row = await accountOf(auth);
      if (name !== row.realName) {
        await transaction(async (tx) => {
          await accountRows.update(tx.db, row.id, { realName: name });
          await auditRows.record(tx.db, {
            staffId: row.id,
            entity: 'staff',
            entityId: row.id,
            action: 'update',
            before: { name: row.realName },
            after: { name },
          });
        });
      }
      await notifications.updateSettings(auth, { language });
      return present(auth, { ...row, realName: name });
    },

    /**
     * The current password proves it is the owner at the keyboard; the new one ends every other
     * session of the account (as a password reset does), and this one stays signed in.
     */
    async changePassword(auth: AuthSession, { currentPassword, password }: StaffPasswordBody) {
      const row = await accountOf(auth);
      if (!row.passwordHash || !(await verifyPassword(row.passwordHash, currentPassword))) throw wrongPassword();
      const passwordHash = await hashPassword(password);
      const ended = await transaction(async (tx) => {
        await accountRows.setPassword(tx.db, row.id, passwordHash);
        await auditRows.record(tx.db, {
          staffId: row.id,
          entity: 'staff',
          entityId: row.id,
          action: 'changePassword',
        });
        return sessionRows.revokeOthersOf(tx.db, row.id, auth.sessionId);
      });
      for (const { id } of ended) realtime.endSession(id, 'passwordReset');
    },
  };
}

export type StaffProfileService = ReturnType<typeof createStaffProfileService>;
