import type { SecurityPolicy, StaffFactorsResetBody } from '@stringer/shared/schemas/factors';
import { Role } from '@stringer/shared/statuses';
import type { AuthSession } from '../../platform/auth';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import type { Jobs } from '../../platform/jobs';
import type { Realtime } from '../../platform/realtime';
import type { AccountRows } from '../accounts';
import type { AuditRows } from '../audit';
import type { SessionRows } from '../sessions';
import { factorsRepository as repo } from './factors.repository';
import { factorsResetMail, resetFactors } from './lib/factors-reset';

interface Deps {
  database: Pick<Database, 'db' | 'transaction'>;
  jobs: Pick<Jobs, 'sendMail'>;
  /** Where the mailed link points. */
  publicUrl: string;
  /** Closes the sockets of a member whose factors were reset, and of staff the policy holds back once on. */
  realtime: Pick<Realtime, 'endAccount' | 'disconnect'>;
  /** The accounts module's rows, read and written in this module's transactions. */
  accountRows: AccountRows;
  /** Its audit rows, written in the transaction of the change they record. */
  auditRows: AuditRows;
  /** A reset member's sessions, ended in the reset's transaction. */
  sessionRows: SessionRows;
}

/** The admins' side: the staff second-factor policy, and resetting a member's factors (both audited). */
export function createFactorsManager({
  database: { db, transaction },
  jobs,
  publicUrl,
  realtime,
  accountRows,
  auditRows,
  sessionRows,
}: Deps) {
  return {
    policy: async (): Promise<SecurityPolicy> => ({
      staffSecondFactorRequired: (await repo.policy(db)).staffSecondFactorRequired,
    }),

    async setPolicy(auth: AuthSession, { staffSecondFactorRequired }: SecurityPolicy): Promise<SecurityPolicy> {
      await transaction(async (tx) => {
        const before = (await repo.policy(tx.db)).staffSecondFactorRequired;
        if (before === staffSecondFactorRequired) return;
        await repo.setPolicy(tx.db, staffSecondFactorRequired);
        await auditRows.record(tx.db, {
          staffId: auth.accountId,
          entity: 'securityPolicy',
          action: 'update',
          before: { secondFactorRequired: before },
          after: { secondFactorRequired: staffSecondFactorRequired },
        });
        if (!staffSecondFactorRequired) return;
        // Sockets opened before the policy would go on hearing the support inbox and the console.
        const held = await repo.staffWithoutFactor(tx.db);
        tx.afterCommit(() => {
          for (const accountId of held) realtime.disconnect({ accountId });
        });
      });
      return { staffSecondFactorRequired };
    },

    /** A member who lost their devices and codes: signed out everywhere, audited, and told by mail at once. */
    async resetStaff(auth: AuthSession, { staffId }: StaffFactorsResetBody) {
      const [target, admin] = await Promise.all([
        accountRows.findById(db, staffId),
        accountRows.findById(db, auth.accountId),
      ]);
      if (!target || target.role === Role.Creator) throw new AppError('staffNotExist');
      await transaction(async (tx) => {
        await resetFactors(tx.db, { sessionRows, auditRows }, target, { staffId: auth.accountId });
        await jobs.sendMail(factorsResetMail(target.mail, admin?.realName ?? '', publicUrl), tx);
        tx.afterCommit(() => realtime.endAccount(target.id, 'factorsChanged'));
      });
    },
  };
}

export type FactorsManager = ReturnType<typeof createFactorsManager>;
