import type { AuthSession } from '../../../platform/auth';
import type { Tx } from '../../../platform/db/database';
import { AppError } from '../../../platform/errors';
import type { AssignmentRows } from '../../assignments';
import type { AuditRows } from '../../audit';
import type { NotificationsService } from '../../notifications';
import { tasksManagerRepository as repo } from '../tasks.manager.repository';

export interface OfferDeps {
  notifications: Pick<NotificationsService, 'taskOffered' | 'offerLapsed'>;
  /**
   * Assignments' `schedule` (its sweep at a time, queued in the caller's transaction), typed here:
   * assignments presents its tasks through this module, so a type from its service would close a circle.
   */
  assignments: { schedule: (tx: Tx, at: Date) => Promise<unknown> };
  /** The install's currency, which the offer's pay is in. */
  currency: string;
  /** The task's offers, written in the task's transaction. */
  assignmentRows: AssignmentRows;
  /** Its audit rows, written in the transaction of the change they record. */
  auditRows: AuditRows;
}

interface OfferedTask {
  id: number;
  title: string;
  points: number;
  payAmount: number;
  answerBy: Date | null;
  endsAt: Date;
}

/**
 * The admin's side of an exclusive task's offers, each change in the caller's transaction with its
 * audit rows: creators offered (again) are told and the answer-by sweep is scheduled; creators
 * left out lose the offer; closing lapses the unanswered ones.
 */
export function taskOffers({ notifications, assignments, currency, assignmentRows, auditRows }: OfferDeps) {
  const log = (tx: Tx, auth: AuthSession, taskId: number, creatorId: number, action: 'offer' | 'withdraw' | 'lapse') =>
    auditRows.record(tx.db, {
      staffId: auth.accountId,
      entity: 'task',
      entityId: taskId,
      creatorId,
      action,
      ...(action === 'lapse'
        ? { before: { offerStatus: 'offered' }, after: { offerStatus: 'lapsed' } }
        : { before: { offered: action !== 'offer' }, after: { offered: action === 'offer' } }),
    });

  /** Offers `task` to these creators (again, to those who declined or lapsed); tells each. */
  const offer = async (tx: Tx, auth: AuthSession, task: OfferedTask, creatorIds: number[]) => {
    if (!creatorIds.length) return;
    const creators = await repo.creatorIds(tx.db, creatorIds);
    if (creators.length !== creatorIds.length) {
      throw new AppError('creatorNotExist', [{ field: 'creatorIds', msgKey: 'errors.creatorNotExist' }]);
    }
    const answerBy = task.answerBy ?? task.endsAt;
    if (answerBy.getTime() <= Date.now()) {
      throw new AppError('answerByPassed', [{ field: 'answerBy', msgKey: 'errors.answerByPassed' }]);
    }
    await assignmentRows.offer(tx.db, task.id, creatorIds);
    const terms = { points: task.points, amount: task.payAmount, currency, answerBy: answerBy.toISOString() };
    for (const creatorId of creatorIds) {
      await log(tx, auth, task.id, creatorId, 'offer');
      await notifications.taskOffered(tx, { creatorId, title: task.title, taskId: task.id, terms });
    }
  };

  const reopen = async (tx: Tx, auth: AuthSession, taskId: number, closedAt: Date) => {
    await assignmentRows.setClosed(tx.db, taskId, null);
    await auditRows.record(tx.db, {
      staffId: auth.accountId,
      entity: 'task',
      entityId: taskId,
      action: 'update',
      before: { offersClosedAt: closedAt.toISOString() },
      after: { offersClosedAt: null },
    });
  };

  // The sweep runs at the answer-by time (again, if an edit moved it: a run with nothing due is a no-op).
  const scheduleSweep = (tx: Tx, task: OfferedTask) => assignments.schedule(tx, task.answerBy ?? task.endsAt);

  return {
    /** Makes the offers of `task` exactly `wanted` (the catalog form's whole list). */
    async setOffers(tx: Tx, auth: AuthSession, task: OfferedTask, wanted: number[]) {
      const current = new Set((await assignmentRows.offers(tx.db, task.id)).map((o) => o.accountId));
      const withdrawn = [...current].filter((id) => !wanted.includes(id));
      await offer(
        tx,
        auth,
        task,
        wanted.filter((id) => !current.has(id)),
      );
      await assignmentRows.withdraw(tx.db, task.id, withdrawn);
      for (const creatorId of withdrawn) await log(tx, auth, task.id, creatorId, 'withdraw');
      if (wanted.length) await scheduleSweep(tx, task);
    },

    /** More creators (or the same again, after a decline or a lapse): re-opens closed offers. */
    async offerMore(tx: Tx, auth: AuthSession, task: OfferedTask & { offersClosedAt: Date | null }, ids: number[]) {
      const current = new Map((await assignmentRows.offers(tx.db, task.id)).map((o) => [o.accountId, o.status]));
      const again = ids.filter((id) => !['offered', 'accepted'].includes(current.get(id) ?? 'none'));
      await offer(tx, auth, task, again);
      if (task.offersClosedAt && again.length) await reopen(tx, auth, task.id, task.offersClosedAt);
      await scheduleSweep(tx, task);
    },
    /** Enough accepted: no more answers; those not answered lapse (and are told), those accepted stand. */
    async close(tx: Tx, auth: AuthSession, task: { id: number; title: string }) {
      const taskId = task.id;
      const at = new Date();
      await assignmentRows.setClosed(tx.db, taskId, at);
      await auditRows.record(tx.db, {
        staffId: auth.accountId,
        entity: 'task',
        entityId: taskId,
        action: 'closeOffers',
        before: { offersClosedAt: null },
        after: { offersClosedAt: at.toISOString() },
      });
      for (const creatorId of await assignmentRows.lapseOpen(tx.db, taskId)) {
        await log(tx, auth, taskId, creatorId, 'lapse');
        await notifications.offerLapsed(tx, { creatorId, title: task.title, taskId });
      }
    },
  };
}
