import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ChatHandshake } from '@stringer/shared/chat-events';
import { CHAT } from '@stringer/shared/constants';
import type { ChatSignature } from '@stringer/shared/schemas/messages';
import type { AuthSession } from '../../../platform/auth';
import { AppError } from '../../../platform/errors';

const sign = (secret: string, userId: number, expiresAt: number) =>
  createHmac('sha256', secret).update(`${userId}.${expiresAt}`).digest('base64url');

/**
 * The chat signature of product-decisions: made by the server (a browser-made one would ship the
 * secret to every visitor), valid for spec section 9's 604,800 s.
 */
export function chatSignatures(secret: string, now = () => Date.now()) {
  return {
    issue(userId: number): ChatSignature {
      const expiresAt = Math.floor(now() / 1000) + CHAT.signatureTtlS;
      return { userId, expiresAt, signature: sign(secret, userId, expiresAt) };
    },
    verify({ userId, expiresAt, signature }: Partial<ChatSignature>): boolean {
      if (typeof userId !== 'number' || typeof expiresAt !== 'number' || typeof signature !== 'string') return false;
      if (expiresAt * 1000 <= now()) return false;
      const expected = Buffer.from(sign(secret, userId, expiresAt));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

export type ChatSignatures = ReturnType<typeof chatSignatures>;

/**
 * Staff the admins' policy holds back get no chat, neither a signature nor a socket (decision
 * 0052): the support inbox and the console's live events are theirs once they have a factor.
 */
export function assertChatOpen(session: AuthSession) {
  if (session.factorMissing) throw new AppError('secondFactorRequired');
}

/** The sockets' handshake: the session behind the token, whose account the signature must name. */
export function chatHandshake(resolveSession: (token: string) => Promise<AuthSession>, signatures: ChatSignatures) {
  return async (handshake: Partial<ChatHandshake>) => {
    const session = await resolveSession(handshake.token ?? '');
    if (handshake.userId !== session.accountId || !signatures.verify(handshake)) throw new AppError('unauthorized');
    assertChatOpen(session);
    return session;
  };
}
