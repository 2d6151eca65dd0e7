import { TOKEN_NAME } from '@stringer/shared/constants';
import type { LoginBody, LoginResult } from '@stringer/shared/schemas/account';
import type { SecondStep, SecondStepBody } from '@stringer/shared/schemas/factors';
import type { AccountRow } from '../../db/schema';
import type { AuthSession } from '../../platform/auth';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { loginFailures } from '../../platform/login-failures';
import { verifyNothing, verifyPassword } from '../../platform/passwords';
import type { Counter } from '../../platform/rate-limit';
import type { Realtime } from '../../platform/realtime';
import { newToken, sha256 } from '../../platform/tokens';
import { type AccountRows, presentCustom } from '../accounts';
import type { SecondStepFlow } from '../factors';
import { sessionResolver } from './lib/session-resolver';
import { sessionsRepository as repo } from './sessions.repository';

interface Deps {
  database: Pick<Database, 'db'>;
  ttlMs: number;
  counter: Counter;
  /** Tells a signed-out session's open sockets. */
  realtime: Pick<Realtime, 'endSession'>;
  /** An account with a second factor signs in in two calls (decision 0052). */
  secondStep: SecondStepFlow;
  /** The accounts module's rows, read and written in this module's transactions. */
  accountRows: AccountRows;
}

/** A session, or the second step its owner must take first. */
export type SignInAnswer = LoginResult | SecondStep;

interface ClientMeta {
  ip: string;
  userAgent: string | undefined;
}

export function createSessionsService({ database: { db }, ttlMs, realtime, counter, secondStep, accountRows }: Deps) {
  const failures = loginFailures(counter);

  /**
   * A new session for an account whose owner has proved who they are (password or Google), and
   * with `factorProved` their second factor too.
   */
  async function open(account: AccountRow, meta: ClientMeta, factorProved = false): Promise<LoginResult> {
    // Checked after the password (or Google), so only the account's owner learns it is disabled.
    if (account.disabledAt) throw new AppError('accountDisabled');
    const token = newToken();
    const expiresAt = new Date(Date.now() + ttlMs);
    await repo.insert(db, {
      accountId: account.id,
      tokenHash: sha256(token),
      expiresAt,
      factorProvedAt: factorProved ? new Date() : null,
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 512),
    });
    await repo.signedIn(db, account.id);
    return {
      tokenName: TOKEN_NAME,
      token,
      expiresAt: expiresAt.toISOString(),
      user: presentCustom(account, await accountRows.tagsOf(db, account.id)),
    };
  }

  /**
   * After the password (or Google) held: a session, or a challenge when the account has a second
   * factor. Wrong passwords counted so far are forgotten only once the sign-in is complete, so a
   * known password never buys unlimited tries at the codes.
   */
  async function signIn(account: AccountRow, meta: ClientMeta, forget?: () => Promise<void>): Promise<SignInAnswer> {
    if (account.disabledAt) throw new AppError('accountDisabled');
    const step = await secondStep.begin(account);
    if (step) return step;
    await forget?.();
    return open(account, meta);
  }

  return {
    open,
    signIn,

    /** The second call of a sign-in: the challenge answered with one of the account's factors. */
    async completeSecondStep({ challenge, proof }: SecondStepBody, meta: ClientMeta): Promise<LoginResult> {
      const pending = await secondStep.challengeOf(challenge);
      const account = await accountRows.findById(db, pending.accountId);
      if (!account) throw new AppError('challengeExpired');
      await failures.assertOpen(account.mail, meta.ip);
      if (!(await secondStep.complete(pending, proof))) {
        throw await failures.failed(account.mail, meta.ip, new AppError('secondFactorWrong'));
      }
      await failures.succeeded(account.mail, meta.ip);
      return open(account, meta, true);
    },

    async login({ email, password }: LoginBody, meta: ClientMeta): Promise<SignInAnswer> {
      await failures.assertOpen(email, meta.ip);
      const account = await accountRows.findByMail(db, email);
      if (!account) {
        // As long as checking a password, so that timing tells nothing about which addresses exist.
        await verifyNothing(password);
        throw await failures.failed(email, meta.ip, new AppError('wrongCredentials'));
      }
      if (!account.passwordHash) throw new AppError('oldAccount');
      if (!(await verifyPassword(account.passwordHash, password))) {
        throw await failures.failed(email, meta.ip, new AppError('wrongCredentials'));
      }
      return signIn(account, meta, () => failures.succeeded(email, meta.ip));
    },

    async logout(auth: AuthSession) {
      await repo.remove(db, auth.sessionId);
      realtime.endSession(auth.sessionId, 'logout');
    },

    /**
     * A token nobody issued is "unauthorized" (401); one that was valid and has expired or been
     * revoked is "session invalid" (code 500, errorCode 11012), as the spec's client expects.
     */
    resolve: sessionResolver(db),
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
