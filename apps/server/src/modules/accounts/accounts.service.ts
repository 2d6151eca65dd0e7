import type { CreateCustomBody, ResetPasswordBody } from '@stringer/shared/schemas/account';
import { Role } from '@stringer/shared/statuses';
import type { AuthSession } from '../../platform/auth';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { hashPassword } from '../../platform/passwords';
import type { Realtime } from '../../platform/realtime';
import type { AreasService } from '../areas';
import type { AuditRows } from '../audit';
import type { SessionRows } from '../sessions';
import { noAccountMail, type VerificationService, wrongCode } from '../verification';
import { presentCustom, presentPublicCustom } from './accounts.presenter';
import { accountsRepository as repo } from './accounts.repository';

interface Deps {
  database: Pick<Database, 'db'>;
  verification: Pick<VerificationService, 'send' | 'withCode'>;
  areas: Pick<AreasService, 'checkRegion'>;
  /** Tells the open sockets of sessions a password reset ended. */
  realtime: Pick<Realtime, 'endAccount'>;
  /** Its audit rows, written in the transaction of the change they record. */
  auditRows: AuditRows;
  /** Sessions ended or marked in the transaction of the change that ends them. */
  sessionRows: SessionRows;
}

const emailRegistered = () => new AppError('emailRegistered', [{ field: 'mail', msgKey: 'errors.emailRegistered' }]);
const accountTaken = () => new AppError('accountTaken', [{ field: 'account', msgKey: 'errors.accountTaken' }]);

/** A unique index caught a sign-up that raced another with the same mail or account. */
function uniqueViolation(err: unknown) {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const pgErr = e.cause ?? e;
  if (pgErr.code !== '23505') return err;
  return pgErr.constraint === 'accounts_mail_key' ? emailRegistered() : accountTaken();
}

export function createAccountsService({
  database: { db },
  verification,
  areas,
  realtime,
  auditRows,
  sessionRows,
}: Deps) {
  return {
    async sendSignUpCode(mail: string) {
      if (await repo.findByMail(db, mail)) throw emailRegistered();
      await verification.send(mail, 'register');
    },

    /** The same answer whether or not an account uses `mail`: an unknown one is told so by mail. */
    async sendResetCode(mail: string) {
      const known = await repo.findByMail(db, mail);
      await verification.send(mail, 'reset', known ? undefined : noAccountMail);
    },

    async create({ code, password, ...fields }: CreateCustomBody) {
      if (await repo.findByMail(db, fields.mail)) throw emailRegistered();
      if (await repo.accountNameTaken(db, fields.account)) throw accountTaken();
      const region = await areas.checkRegion(fields);
      const passwordHash = await hashPassword(password);
      const row = await verification
        .withCode(fields.mail, 'register', code, (tx) =>
          repo.insert(tx.db, {
            ...fields,
            ...region,
            role: Role.Creator,
            passwordHash,
          }),
        )
        .catch((err: unknown) => {
          throw uniqueViolation(err);
        });
      return presentCustom(row, []);
    },

    /**
     * Sets a new password and signs the account out everywhere. A staff member's is a staff action
     * on their own account, logged as their password change is (decision 0044).
     */
    async resetPassword({ email, code, password }: ResetPasswordBody) {
      const account = await repo.findByMail(db, email);
      const passwordHash = await hashPassword(password);
      // No account: no code was ever mailed, so the answer is the one a wrong code gets.
      if (!account) throw wrongCode();
      await verification.withCode(email, 'reset', code, async (tx) => {
        await repo.setPassword(tx.db, account.id, passwordHash);
        await sessionRows.revokeAllOf(tx.db, account.id);
        if (account.role !== Role.Creator)
          await auditRows.record(tx.db, {
            staffId: account.id,
            entity: 'staff',
            entityId: account.id,
            action: 'resetPassword',
          });
      });
      realtime.endAccount(account.id, 'passwordReset');
    },

    async info(auth: AuthSession) {
      const found = await repo.findWithTags(db, auth.accountId);
      if (!found) throw new AppError('unauthorized');
      return presentCustom(found.account, found.tags);
    },

    /** Only creators have public profiles; staff accounts stay out of sight. */
    async publicInfo(id: number) {
      const row = await repo.findById(db, id);
      if (!row || row.role !== Role.Creator) throw new AppError('notFound');
      return presentPublicCustom(row);
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
