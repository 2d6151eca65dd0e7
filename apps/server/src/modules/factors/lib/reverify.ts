import type { AccountRow } from '../../../db/schema';
import type { Db } from '../../../platform/db/database';
import { AppError } from '../../../platform/errors';
import { verifyPassword } from '../../../platform/passwords';
import { factorsRepository as repo } from '../factors.repository';
import { matchingStep } from './totp';

/** What a sensitive change asks for again: the password, or a code of the authenticator app. */
export interface Reproof {
  password?: string | undefined;
  code?: string | undefined;
}

/**
 * Proves it is still the account's owner before a sensitive change (payout details): the
 * password typed again, or, for an account that has an authenticator app (one signed in with
 * Google may have no password), a fresh code of it, taken once like a sign-in's.
 */
export async function reverify(db: Db, account: AccountRow, { password, code }: Reproof) {
  if (password) {
    if (!account.passwordHash) throw new AppError('passwordNotSet');
    if (await verifyPassword(account.passwordHash, password)) return;
    throw new AppError('validation', [{ field: 'password', msgKey: 'errors.currentPasswordWrong' }]);
  }
  const totp = await repo.totpOf(db, account.id);
  if (!totp?.confirmedAt)
    throw new AppError('factorUnavailable', [{ field: 'code', msgKey: 'errors.reverifyNoAuthenticator' }]);
  const step = code ? matchingStep(totp.secret, code) : null;
  if (step === null || !(await repo.takeTotpStep(db, account.id, step))) {
    throw new AppError('secondFactorWrong', [{ field: 'code', msgKey: 'errors.reverifyCodeWrong' }]);
  }
}
