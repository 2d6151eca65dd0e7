import type {
  CertificationAuditBody,
  ClueAuditBody,
  ReviewPageQuery,
  WorkAuditBody,
} from '@stringer/shared/schemas/review';
import { CertificationStatus, ClueAuditStatus, WorkAuditStatus } from '@stringer/shared/statuses';
import { canMove, type Machine } from '@stringer/shared/transitions';
import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { accounts, activities, certifications, clues, tasks, works } from '../../db/schema';
import type { AuthSession } from '../../platform/auth';
import type { Database, Tx } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import type { NotificationsService } from '../notifications/notifications.service';
import { QUEUES, reviewRepository as repo } from './review.repository';

/** A failed recertification leaves a passed creator passed (product-decisions). */
const keepPassedElseFailed = sql.raw(
  `CASE WHEN certification_status = ${CertificationStatus.Passed} THEN ${CertificationStatus.Passed} ELSE ${CertificationStatus.Failed} END`,
);

/** How long a claim keeps other reviewers off an item. */
const CLAIM_MINUTES = 15;

type Kind = keyof typeof QUEUES;

interface Deps {
  database: Pick<Database, 'db' | 'transaction'>;
  notifications: Pick<
    NotificationsService,
    | 'workPassed'
    | 'workRejected'
    | 'workSentBack'
    | 'clueAccepted'
    | 'clueUnaccepted'
    | 'clueSentBack'
    | 'certificationPassed'
    | 'certificationFailed'
  >;
}

interface Decision {
  kind: Kind;
  id: number;
  from: number;
  to: number;
  reason: string | undefined;
  creatorId: number;
  set: Record<string, unknown>;
  /** The creator's notification and any other writes, in the same transaction. */
  also(tx: Tx): Promise<void>;
}

export function createReviewService({ database: { db, transaction }, notifications }: Deps) {
  const machineOf: Record<Kind, Machine> = { work: 'work', clue: 'clue', certification: 'certification' };

  /**
   * One decision: the move must be in the transition table, the item not held by another
   * reviewer, and still in the status the reviewer saw; the change, its audit row and the
   * creator's notification commit together.
   */
  const decide = async (auth: AuthSession, d: Decision) => {
    if (!canMove(machineOf[d.kind], d.from, d.to)) throw new AppError('moveNotAllowed');
    const holder = await repo.holder(db, d.kind, d.id);
    if (holder !== undefined && holder !== auth.accountId) throw new AppError('claimedByOther');
    const q: { table: PgTable; id: PgColumn; status: PgColumn } = QUEUES[d.kind];
    await transaction(async (tx) => {
      const changed = await tx.db
        .update(q.table)
        .set(d.set)
        .where(and(eq(q.id, d.id), eq(q.status, d.from)))
        .returning({ id: q.id });
      if (changed.length === 0) throw new AppError('reviewChanged');
      await repo.audit(tx.db, {
        staffId: auth.accountId,
        entity: d.kind,
        entityId: d.id,
        creatorId: d.creatorId,
        action: 'audit',
        before: { status: d.from },
        after: {
          status: d.to,
          ...Object.fromEntries(Object.entries(d.set).filter(([k]) => k === 'score' || k === 'points')),
        },
        reason: d.reason ?? null,
      });
      await repo.release(tx.db, d.kind, d.id);
      await d.also(tx);
    });
  };

  const reviewed = () => ({ reviewedAt: sql`now()` });

  return {
    async page(kind: Kind, { auditStatus, pageNum, pageSize, ...filter }: ReviewPageQuery) {
      const q = QUEUES[kind];
      const [{ rows, total }, counts] = await Promise.all([
        repo.page(db, q, { status: auditStatus, ...filter }, { pageNum, pageSize }),
        repo.counts(db, q),
      ]);
      const list = rows.map((r) => ({
        id: r.id as number,
        title: r.title as string,
        status: r.status as number,
        reason: (r.reason as string | null) ?? null,
        creator: { id: r.creatorId, name: r.creatorName },
        submitTime: (r.submittedAt as Date).toISOString(),
        claimedBy:
          r.claimedById && r.claimedUntil
            ? { id: r.claimedById, name: r.claimedByName ?? '', until: r.claimedUntil.toISOString() }
            : null,
      }));
      return { list, total, pageNum, pageSize, counts };
    },

    async claim(auth: AuthSession, kind: Kind, id: number) {
      const row = await repo.claim(db, kind, id, auth.accountId, CLAIM_MINUTES);
      if (!row) throw new AppError('claimedByOther');
      return { until: row.until.toISOString() };
    },

    async auditWork(auth: AuthSession, body: WorkAuditBody) {
      const [work] = await db.select().from(works).where(eq(works.id, body.worksId));
      if (!work) throw new AppError('workNotExist');
      const set: Record<string, unknown> = {
        auditStatus: body.auditStatus,
        reviewReason: body.reason ?? null,
        ...reviewed(),
      };
      if (body.auditStatus === WorkAuditStatus.Passed) Object.assign(set, await rewardOf(work, body.score));
      const about = { creatorId: work.ownerId, workId: work.id, title: work.title };
      await decide(auth, {
        kind: 'work',
        id: work.id,
        from: work.auditStatus,
        to: body.auditStatus,
        reason: body.reason,
        creatorId: work.ownerId,
        set,
        also: (tx) =>
          body.auditStatus === WorkAuditStatus.Passed
            ? notifications.workPassed(tx, about)
            : body.auditStatus === WorkAuditStatus.Rejected
              ? notifications.workRejected(tx, { ...about, reason: body.reason ?? '' })
              : notifications.workSentBack(tx, { ...about, reason: body.reason ?? '' }),
      });
    },

    async auditClue(auth: AuthSession, body: ClueAuditBody) {
      const [clue] = await db.select().from(clues).where(eq(clues.id, body.id));
      if (!clue) throw new AppError('clueNotExist');
      const about = { creatorId: clue.ownerId, clueId: clue.id, title: clue.title };
      await decide(auth, {
        kind: 'clue',
        id: clue.id,
        from: clue.auditStatus,
        to: body.auditStatus,
        reason: body.reason,
        creatorId: clue.ownerId,
        set: { auditStatus: body.auditStatus, reviewReason: body.reason ?? null, ...reviewed() },
        also: (tx) =>
          body.auditStatus === ClueAuditStatus.Accepted
            ? notifications.clueAccepted(tx, about)
            : body.auditStatus === ClueAuditStatus.Unaccepted
              ? notifications.clueUnaccepted(tx, { ...about, reason: body.reason ?? '' })
              : notifications.clueSentBack(tx, { ...about, reason: body.reason ?? '' }),
      });
    },

    async auditCertification(auth: AuthSession, body: CertificationAuditBody) {
      const [row] = await db.select().from(certifications).where(eq(certifications.id, body.id));
      if (!row) throw new AppError('notFound');
      const passed = body.status === CertificationStatus.Passed;
      await decide(auth, {
        kind: 'certification',
        id: row.id,
        from: row.status,
        to: body.status,
        reason: body.reason,
        creatorId: row.accountId,
        set: { status: body.status, reason: body.reason ?? null, reviewedAt: sql`now()` },
        also: async (tx) => {
          await tx.db
            .update(accounts)
            .set({
              certificationStatus: passed ? CertificationStatus.Passed : keepPassedElseFailed,
            })
            .where(eq(accounts.id, row.accountId));
          await (passed
            ? notifications.certificationPassed(tx, { creatorId: row.accountId })
            : notifications.certificationFailed(tx, { creatorId: row.accountId, reason: body.reason ?? '' }));
        },
      });
    },
  };

  /** What passing earns: an activity's score within its range, or a task's points; the reward stays Submitted. */
  async function rewardOf(work: typeof works.$inferSelect, score: number | undefined) {
    if (work.activityId) {
      const [activity] = await db.select().from(activities).where(eq(activities.id, work.activityId));
      if (!activity || score === undefined || score < activity.minScore || score > activity.maxScore)
        throw new AppError('scoreOutOfRange', [{ field: 'score', msgKey: 'errors.scoreOutOfRange' }]);
      return { score };
    }
    if (work.taskId) {
      const [task] = await db.select({ points: tasks.points }).from(tasks).where(eq(tasks.id, work.taskId));
      return { points: task?.points ?? null };
    }
    return {};
  }
}

export type ReviewService = ReturnType<typeof createReviewService>;
