import type { AuthSession } from '../../../platform/auth';
import type { Tx } from '../../../platform/db/database';
import { type AuditEntry, auditRepository } from '../audit.repository';

type Move = Omit<Extract<AuditEntry, { actorKind: 'creator' }>, 'actorKind' | 'creatorId'>;

/**
 * A creator's own move on their own item (submit, resubmit after a send-back, edit, delete),
 * recorded in the transaction of the change (product-decisions: every status change, by anyone).
 */
export const recordCreatorMove = (tx: Tx, auth: AuthSession, move: Move) =>
  auditRepository.record(tx.db, { ...move, actorKind: 'creator', creatorId: auth.accountId });
