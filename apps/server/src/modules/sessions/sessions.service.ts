import { TOKEN_NAME } from '@stringer/shared/constants';
import type { LoginBody, LoginResult } from '@stringer/shared/schemas/account';
import type { AccountRow } from '../../db/schema';
import type { AuthSession } from '../../platform/auth';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { verifyNothing, verifyPassword } from '../../platform/passwords';
import type { Counter } from '../../platform/rate-limit';
import type { Realtime } from '../../platform/realtime';
import { newToken, sha256 } from '../../platform/tokens';
import { presentCustom } from '../accounts/accounts.presenter';
import { accountsRepository } from '../accounts/accounts.repository';
import { loginFailures } from './login-failures';
import { sessionsRepository as repo } from './sessions.repository';

interface Deps {
  database: Pick<Database, 'db'>;
  ttlMs: number;
  counter: Counter;
  /** Tells a signed-out session's open sockets. */
  realtime: Pick<Realtime, 'endSession'>;
}

interface ClientMeta {
  ip: string;
  userAgent: string | undefined;
}

export function createSessionsService({ database: { db }, ttlMs, realtime, counter }: Deps) {
  const failures = loginFailures(counter);

  /** A new session for an account whose owner has proved who they are (password or Google). */
  async function open(account: AccountRow, meta: ClientMeta): Promise<LoginResult> {
    // Checked after the password (or Google), so only the account's owner learns it is disabled.
    if (account.disabledAt) throw new AppError('accountDisabled');
    const token = newToken();
    const expiresAt = new Date(Date.now() + ttlMs);
    await repo.insert(db, {
      accountId: account.id,
      tokenHash: sha256(token),
      expiresAt,
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 512),
    });
    await repo.signedIn(db, account.id);
    return {
      tokenName: TOKEN_NAME,
      token,
      expiresAt: expiresAt.toISOString(),
      user: presentCustom(account, await accountsRepository.tagsOf(db, account.id)),
    };
  }

  return {
    open,

    async login({ email, password }: LoginBody, meta: ClientMeta): Promise<LoginResult> {
      await failures.assertOpen(email, meta.ip);
      const account = await accountsRepository.findByMail(db, email);
      if (!account) {
        // As long as checking a password, so that timing tells nothing about which addresses exist.
        await verifyNothing(password);
        throw await failures.failed(email, meta.ip, new AppError('wrongCredentials'));
      }
      if (!account.passwordHash) throw new AppError('oldAccount');
      if (!(await verifyPassword(account.passwordHash, password))) {
        throw await failures.failed(email, meta.ip, new AppError('wrongCredentials'));
      }
      await failures.succeeded(email, meta.ip);
      return open(account, meta);
    },

    async logout(auth: AuthSession) {
      await repo.remove(db, auth.sessionId);
      realtime.endSession(auth.sessionId, 'logout');
    },

    /**
     * A token nobody issued is "unauthorized" (401); one that was valid and has expired or been
     * revoked is "session invalid" (code 500, errorCode 11012), as the spec's client expects.
     */
    async resolve(token: string): Promise<AuthSession> {
      const session = await repo.findByTokenHash(db, sha256(token));
      if (!session) throw new AppError('unauthorized');
      // A disabled account's sessions were revoked with it; the check also covers a sign-in that raced the disabling.
      if (session.revokedAt || session.disabledAt || session.expiresAt.getTime() <= Date.now())
        throw new AppError('sessionInvalid');
      return { sessionId: session.id, accountId: session.accountId, role: session.role };
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
