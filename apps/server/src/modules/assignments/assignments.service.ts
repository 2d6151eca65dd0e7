import { ASSIGNMENT_REMINDER_MS, type AssignmentAnswerBody } from '@stringer/shared/schemas/assignments';
import type { AuthSession } from '../../platform/auth';
import type { Database, Tx } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import type { Jobs } from '../../platform/jobs';
import type { AuditRows, RecordCreatorMove } from '../audit';
import type { NotificationsService } from '../notifications';
import { presentTask } from '../tasks';
import { offerOpen, assignmentsRepository as repo } from './assignments.repository';

export const ASSIGNMENTS_QUEUE = 'assignments.due';
/** The sweep also runs on this schedule, in case a scheduled run was lost or a deadline moved. */
const SWEEP_CRON = '*/5 * * * *';

interface Deps {
  database: Pick<Database, 'db' | 'transaction'>;
  jobs: Pick<Jobs, 'send' | 'work'>;
  notifications: Pick<NotificationsService, 'assignmentDue' | 'offerLapsed'>;
  /** The install's currency, which tasks pay in. */
  currency: string;
  /** Its audit rows, written in the transaction of the change they record. */
  auditRows: AuditRows;
  /** A creator's own move, written to the audit log in the move's transaction. */
  recordCreatorMove: RecordCreatorMove;
}

/**
 * The creator's side of assignments (answering an offer, the accepted ones leading My task) and
 * the scheduled sweep: offers unanswered at their answer-by time lapse (the system's audit row,
 * and the creator told),
 * and creators who accepted are reminded a day before the deadline. The sweep runs at each
 * moment something falls due (a job scheduled for it) and every few minutes besides.
 */
export function createAssignments({ database, jobs, notifications, currency, auditRows, recordCreatorMove }: Deps) {
  const { db } = database;

  /** Runs the sweep at `at` (now, if past): queued in the caller's transaction. */
  const schedule = (tx: Tx, at: Date) =>
    jobs.send(ASSIGNMENTS_QUEUE, {}, tx, at.getTime() > Date.now() ? { startAfter: at } : {});

  const sweep = () =>
    database.transaction(async (tx) => {
      const now = new Date();
      for (const lapsed of await repo.lapseDue(tx.db, now)) {
        await auditRows.record(tx.db, {
          actorKind: 'system',
          entity: 'task',
          entityId: lapsed.taskId,
          creatorId: lapsed.accountId,
          action: 'lapse',
          before: { offerStatus: 'offered' },
          after: { offerStatus: 'lapsed' },
        });
        await notifications.offerLapsed(tx, {
          creatorId: lapsed.accountId,
          title: lapsed.title,
          taskId: lapsed.taskId,
        });
      }
      // A reminder moves no status and changes nothing a page shows (`remindedAt` is the sweep's
      // own mark): no audit row and no `changed`, only the notice, which the bell hears.
      for (const due of await repo.remindDue(tx.db, now, ASSIGNMENT_REMINDER_MS)) {
        await notifications.assignmentDue(tx, { creatorId: due.accountId, title: due.title, taskId: due.taskId });
      }
    });

  return {
    schedule,
    sweep,
    start: () => jobs.work(ASSIGNMENTS_QUEUE, sweep, { cron: SWEEP_CRON }),

    /** Accept or decline an offer (or change the answer) while it is open. */
    answer: (auth: AuthSession, { taskId, answer }: AssignmentAnswerBody) =>
      database.transaction(async (tx) => {
        const found = await repo.findForAnswer(tx.db, taskId, auth.accountId);
        if (!found) throw new AppError('taskNotExist');
        const { offer, task } = found;
        if (!offerOpen(offer, task)) throw new AppError('offerClosed');
        const status = answer === 'accept' ? 'accepted' : 'declined';
        if (offer.status === status) return presentTask(task, currency, offer);
        const answeredAt = new Date();
        await repo.setStatus(tx.db, taskId, [auth.accountId], status, answeredAt);
        await recordCreatorMove(tx, auth, {
          entity: 'task',
          entityId: taskId,
          action: answer,
          before: { offerStatus: offer.status },
          after: { offerStatus: status },
        });
        // The reminder a day before the deadline (at once, when less is left).
        if (status === 'accepted') await schedule(tx, new Date(task.endsAt.getTime() - ASSIGNMENT_REMINDER_MS));
        return presentTask(task, currency, { ...offer, status, answeredAt });
      }),

    /** The assignments I accepted, of tasks open now, soonest deadline first: My task leads with them. */
    async accepted(auth: AuthSession) {
      return (await repo.accepted(db, auth.accountId)).map((r) => presentTask(r.task, currency, r.offer));
    },
  };
}

export type Assignments = ReturnType<typeof createAssignments>;
