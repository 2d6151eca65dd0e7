import type { ConversationStatus, InboxPage, InboxQuery } from '@stringer/shared/schemas/messages';
import type { AuthSession } from '../../platform/auth';
import type { Database } from '../../platform/db/database';
import type { PageRequest } from '../../platform/db/paging';
import { AppError } from '../../platform/errors';
import type { Signer } from '../../platform/storage';
import { auditRepository } from '../audit/audit.repository';
import { conversationSummaries } from './conversation-summary';
import { messagesRepository as repo } from './messages.repository';
import { supportInboxRepository as inboxRepo } from './support-inbox.repository';

interface Deps {
  database: Pick<Database, 'db' | 'transaction'>;
  storage: Signer;
  /** Tells every support member's open inbox of the conversation as it now is. */
  announce(conversationId: number): Promise<void>;
}

/**
 * The support team's side of the inbox (Chatwoot's): filters and counts, who answers a
 * conversation and its status. Every change is audited in its transaction, then pushed live.
 */
export function createSupportInboxService({ database: { db, transaction }, storage, announce }: Deps) {
  const summary = conversationSummaries(db, storage);

  /** Changes a conversation under its row lock, with its audit row; nothing when nothing changes. */
  const change = async <K extends 'status' | 'assigneeId'>(
    auth: AuthSession,
    conversationId: number,
    field: K,
    value: K extends 'status' ? ConversationStatus : number | null,
  ) => {
    const changed = await transaction(async (tx) => {
      const row = await repo.forUpdate(tx.db, conversationId);
      if (!row) throw new AppError('conversationNotExist');
      if (row[field] === value) return false;
      if (field === 'status') await repo.setStatus(tx.db, conversationId, value as ConversationStatus);
      else await repo.assign(tx.db, conversationId, value as number | null);
      const word = field === 'status' ? 'status' : 'assignee';
      await auditRepository.record(tx.db, {
        staffId: auth.accountId,
        creatorId: row.creatorId,
        entity: 'conversation',
        entityId: conversationId,
        action: field === 'status' ? 'update' : 'assign',
        before: { [word]: row[field] },
        after: { [word]: value },
      });
      return true;
    });
    if (changed) await announce(conversationId);
  };

  return {
    async inbox(auth: AuthSession, { status, assignee, q, ...page }: InboxQuery & PageRequest): Promise<InboxPage> {
      const filter = { status, assignee, q: q || undefined, me: auth.accountId };
      const [rows, counts] = await Promise.all([inboxRepo.page(db, filter, page), inboxRepo.counts(db, filter)]);
      const list = await Promise.all(rows.map((c) => summary(c)));
      const total = status === 'all' ? counts.open + counts.pending + counts.resolved : counts[status];
      return { list, total, counts, ...page };
    },

    agents: () => inboxRepo.agents(db),

    async assign(auth: AuthSession, conversationId: number, assigneeId: number | null) {
      if (assigneeId !== null && !(await inboxRepo.isAgent(db, assigneeId))) throw new AppError('assigneeNotSupport');
      await change(auth, conversationId, 'assigneeId', assigneeId);
    },

    setStatus: (auth: AuthSession, conversationId: number, status: ConversationStatus) =>
      change(auth, conversationId, 'status', status),
  };
}

export type SupportInboxService = ReturnType<typeof createSupportInboxService>;
