/** What other modules may use of sessions (docs/decisions/0049: module doors). */
import type { sessionsRepository as rows } from './sessions.repository';

export { signInAnswer } from './lib/sign-in-answer';
export type { SessionsService, SignInAnswer } from './sessions.service';

/** Sessions another module ends or marks inside its own transaction (a password or factor changed, an account closed). */
export type SessionRows = Pick<typeof rows, 'factorProved' | 'removeEnded' | 'revokeAllOf' | 'revokeOthersOf'>;
