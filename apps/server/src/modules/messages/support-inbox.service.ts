import type {
  ConversationStatus,
  ConversationStatusBody,
  InboxPage,
  InboxQuery,
} from '@stringer/shared/schemas/messages';
import type { AuthSession } from '../../platform/auth';
import type { Database } from '../../platform/db/database';
import type { PageRequest } from '../../platform/db/paging';
import { AppError } from '../../platform/errors';
import type { Jobs } from '../../platform/jobs';
import type { Signer } from '../../platform/storage';
import type { AuditRows } from '../audit';
import { conversationSummaries } from './lib/conversation-summary';
import { messagesRepository as repo } from './messages.repository';
import { supportInboxRepository as inboxRepo } from './support-inbox.repository';

export const PENDING_DUE_QUEUE = 'inbox.pending-due';
/** The sweep also runs on this schedule, in case a scheduled run was lost. */
const SWEEP_CRON = '*/5 * * * *';

interface Deps {
  database: Pick<Database, 'db' | 'transaction'>;
  jobs: Pick<Jobs, 'send' | 'work'>;
  storage: Signer;
  /** Tells every support member's open inbox of the conversation as it now is. */
  announce(conversationId: number): Promise<void>;
  /** Its audit rows, written in the transaction of the change they record. */
  auditRows: AuditRows;
}

/**
 * The support team's side of the inbox (Chatwoot's): filters and counts, who answers a
 * conversation and its status. Every change is audited in its transaction, then pushed live.
 */
export function createSupportInboxService({ database: { db, transaction }, jobs, storage, announce, auditRows }: Deps) {
  const summary = conversationSummaries(db, storage);

  /** Pending conversations whose time came open again, each the system's move (0041), pushed live. */
  const sweep = async () => {
    const reopened = await transaction(async (tx) => {
      const rows = await repo.reopenDue(tx.db, new Date());
      for (const row of rows) {
        await auditRows.record(tx.db, {
          actorKind: 'system',
          creatorId: row.creatorId,
          entity: 'conversation',
          entityId: row.id,
          action: 'update',
          before: { status: 'pending' },
          after: { status: 'open' },
        });
      }
      return rows;
    });
    for (const row of reopened) await announce(row.id);
  };

  /** Changes a conversation under its row lock, with its audit row; nothing when nothing changes. */
  const change = async <K extends 'status' | 'assigneeId'>(
    auth: AuthSession,
    conversationId: number,
    field: K,
    value: K extends 'status' ? { status: ConversationStatus; pendingUntil: Date | null } : number | null,
  ) => {
    const changed = await transaction(async (tx) => {
      const row = await repo.forUpdate(tx.db, conversationId);
      if (!row) throw new AppError('conversationNotExist');
      const audited = (r: { status: ConversationStatus; pendingUntil: Date | null }) => ({
        status: r.status,
        ...(r.pendingUntil && { pendingUntil: r.pendingUntil.toISOString() }),
      });
      if (field === 'status') {
        const to = value as { status: ConversationStatus; pendingUntil: Date | null };
        if (row.status === to.status && row.pendingUntil?.getTime() === to.pendingUntil?.getTime()) return false;
        await repo.setStatus(tx.db, conversationId, to.status, to.pendingUntil);
        // The sweep runs when the time comes (a run with nothing due does nothing).
        if (to.pendingUntil) await jobs.send(PENDING_DUE_QUEUE, {}, tx, { startAfter: to.pendingUntil });
        await auditRows.record(tx.db, {
          staffId: auth.accountId,
          creatorId: row.creatorId,
          entity: 'conversation',
          entityId: conversationId,
          action: 'update',
          before: audited(row),
          after: audited(to),
        });
        return true;
      }
      if (row.assigneeId === value) return false;
      await repo.assign(tx.db, conversationId, value as number | null);
      await auditRows.record(tx.db, {
        staffId: auth.accountId,
        creatorId: row.creatorId,
        entity: 'conversation',
        entityId: conversationId,
        action: 'assign',
        before: { assignee: row.assigneeId },
        after: { assignee: value },
      });
      return true;
    });
    if (changed) await announce(conversationId);
  };

  return {
    sweep,
    start: () => jobs.work(PENDING_DUE_QUEUE, sweep, { cron: SWEEP_CRON }),

    async inbox(
      auth: AuthSession,
      { status, assignee, q, sort, ...page }: InboxQuery & PageRequest,
    ): Promise<InboxPage> {
      const filter = { status, assignee, q: q || undefined, me: auth.accountId };
      const [rows, counts] = await Promise.all([inboxRepo.page(db, filter, sort, page), inboxRepo.counts(db, filter)]);
      const list = await Promise.all(rows.map((c) => summary(c)));
      const total = status === 'all' ? counts.open + counts.pending + counts.resolved : counts[status];
      return { list, total, counts, ...page };
    },

    agents: () => inboxRepo.agents(db),

    async assign(auth: AuthSession, conversationId: number, assigneeId: number | null) {
      if (assigneeId !== null && !(await inboxRepo.isAgent(db, assigneeId))) throw new AppError('assigneeNotSupport');
      await change(auth, conversationId, 'assigneeId', assigneeId);
    },

    /** A status; pending may wait until a time, when the sweep opens it again. */
    setStatus: (auth: AuthSession, { conversationId, status, pendingUntil }: ConversationStatusBody) => {
      const until = pendingUntil ? new Date(pendingUntil) : null;
      if (until && until.getTime() <= Date.now()) {
        throw new AppError('pendingUntilPassed', [{ field: 'pendingUntil', msgKey: 'errors.pendingUntilPassed' }]);
      }
      return change(auth, conversationId, 'status', { status, pendingUntil: until });
    },
  };
}

export type SupportInboxService = ReturnType<typeof createSupportInboxService>;
