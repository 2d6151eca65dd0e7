import type { AuthSession } from '../../../platform/auth';
import type { Db } from '../../../platform/db/database';
import { AppError } from '../../../platform/errors';
import { sha256 } from '../../../platform/tokens';
import { sessionsRepository as repo } from '../sessions.repository';

/**
 * Who a token belongs to: what the HTTP guard and the sockets' handshake both ask. It needs the
 * database only, so the sockets can have it before the sessions service (which closes sockets) exists.
 */
export function sessionResolver(db: Db) {
  return async (token: string): Promise<AuthSession> => {
    const session = await repo.findByTokenHash(db, sha256(token));
    if (!session) throw new AppError('unauthorized');
    // A disabled account's sessions were revoked with it; the check also covers a sign-in that raced the disabling.
    if (session.revokedAt || session.disabledAt || session.expiresAt.getTime() <= Date.now())
      throw new AppError('sessionInvalid');
    // Decision 0052: a staff member with a factor works only in a session that proved it; one opened
    // before they enrolled (or before the policy, with the password alone) must sign in again.
    if (session.staffHasFactor && !session.factorProvedAt) throw new AppError('sessionInvalid');
    return {
      sessionId: session.id,
      accountId: session.accountId,
      role: session.role,
      factorMissing: session.staffHasFactor === false && session.factorRequired,
    };
  };
}
