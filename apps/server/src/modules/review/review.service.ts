import type {
  CertificationAuditBody,
  ClueAuditBody,
  ReviewPageQuery,
  WorkAuditBody,
  WorkPublicBody,
} from '@stringer/shared/schemas/review';
import type { ChecklistItem } from '@stringer/shared/schemas/verification-checklist';
import { CertificationStatus, ClueAuditStatus, WorkAuditStatus } from '@stringer/shared/statuses';
import type { Machine } from '@stringer/shared/transitions';
import type { WorkRow } from '../../db/schema';
import type { AuthSession } from '../../platform/auth';
import type { Database, Tx } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import type { NamedAccounts } from '../accounts';
import { type ApplyStaffMove, type AuditRows, checkMove } from '../audit';
import type { NoteRows } from '../notes';
import type { NotificationsService } from '../notifications';
import type { RejectReasonsService } from './reject-reasons.service';
import { presentReviewItem } from './review.presenter';
import { QUEUES, type QueueFilter, reviewRepository as repo } from './review.repository';
import { reviewDecisionsRepository as items, reviewedNow } from './review-decisions.repository';

/** How long a claim keeps other reviewers off an item. */
const CLAIM_MINUTES = 15;

type Kind = keyof typeof QUEUES;

interface Deps {
  database: Pick<Database, 'db' | 'transaction'>;
  rejectReasons: Pick<RejectReasonsService, 'find'>;
  notifications: Pick<
    NotificationsService,
    | 'workPassed'
    | 'workRejected'
    | 'workSentBack'
    | 'workMadePublic'
    | 'clueAccepted'
    | 'clueUnaccepted'
    | 'clueSentBack'
    | 'certificationPassed'
    | 'certificationFailed'
  >;
  /** Its audit rows, written in the transaction of the change they record. */
  auditRows: AuditRows;
  /** The note a decision sends, in the decision's transaction. */
  noteRows: NoteRows;
  /** The accounts a person filter names. */
  namedAccounts: NamedAccounts;
  /** A staff decision on a status: allowed, written only if unchanged, and audited. */
  applyStaffMove: ApplyStaffMove;
  /**
   * The verification checklist's items not ticked as a work is passed, read in the decision's
   * transaction (the verification desk's, decision 0082): the pass's audit row lists them.
   */
  checklistAtPass(tx: Tx, workId: number): Promise<readonly ChecklistItem[]>;
}

interface Decision {
  kind: Kind;
  id: number;
  from: number;
  to: number;
  reason: string | undefined;
  creatorId: number;
  set: Record<string, unknown>;
  /** What the audit row records beyond the new status (a listed reason's id). */
  note?: Record<string, unknown>;
  /** What it records that is read in the decision's transaction (a pass's unticked checklist items). */
  noteIn?(tx: Tx): Promise<Record<string, unknown>>;
  /** The creator's notification and any other writes, in the same transaction. */
  also(tx: Tx): Promise<void>;
}

export function createReviewService({
  database: { db, transaction },
  notifications,
  rejectReasons,
  auditRows,
  noteRows,
  namedAccounts,
  applyStaffMove,
  checklistAtPass,
}: Deps) {
  const machineOf: Record<Kind, Machine> = { work: 'work', clue: 'clue', certification: 'certification' };

  /**
   * One decision: the move must be in the transition table, the item not held by another
   * reviewer, and still in the status the reviewer saw; the change, its audit row and the
   * creator's notification commit together.
   */
  const decide = async (auth: AuthSession, d: Decision) => {
    checkMove(machineOf[d.kind], d.from, d.to);
    const holder = await repo.holder(db, d.kind, d.id);
    if (holder !== undefined && holder !== auth.accountId) throw new AppError('claimedByOther');
    const q = QUEUES[d.kind];
    await transaction(async (tx) => {
      const noted = d.noteIn ? await d.noteIn(tx) : {};
      await applyStaffMove(tx, {
        machine: machineOf[d.kind],
        target: { table: q.table, id: q.id, status: q.status, rowId: d.id },
        from: d.from,
        to: d.to,
        set: d.set,
        audit: {
          staffId: auth.accountId,
          entity: d.kind,
          creatorId: d.creatorId,
          action: 'audit',
          before: { status: d.from },
          after: {
            status: d.to,
            ...Object.fromEntries(Object.entries(d.set).filter(([k]) => k === 'score' || k === 'points')),
            ...d.note,
            ...noted,
          },
          reason: d.reason ?? null,
        },
      });
      await repo.release(tx.db, d.kind, d.id);
      await d.also(tx);
    });
  };

  return {
    async page(kind: Kind, { auditStatus, pageNum, pageSize, creatorId, creator, ...rest }: ReviewPageQuery) {
      const q = QUEUES[kind];
      const filter: Omit<QueueFilter, 'status'> = { ...rest, creatorIds: await namedAccounts(db, creatorId, creator) };
      if (filter.creatorIds?.length === 0) {
        return { list: [], total: 0, totalCapped: false, pageNum, pageSize, counts: {} };
      }
      const [{ rows, total, totalCapped }, counts] = await Promise.all([
        repo.page(db, q, { status: auditStatus, ...filter }, { pageNum, pageSize }),
        repo.counts(db, q, filter),
      ]);
      return { list: rows.map(presentReviewItem), total, totalCapped, pageNum, pageSize, counts };
    },

    async claim(auth: AuthSession, kind: Kind, id: number) {
      const row = await repo.claim(db, kind, id, auth.accountId, CLAIM_MINUTES);
      if (!row) throw new AppError('claimedByOther');
      return { until: row.until.toISOString() };
    },

    async auditWork(auth: AuthSession, body: WorkAuditBody) {
      const work = await items.work(db, body.worksId);
      if (!work) throw new AppError('workNotExist');
      if (work.withdrawnAt) throw new AppError('workWithdrawn');
      const rejecting = body.auditStatus === WorkAuditStatus.Rejected && body.rejectReasonId !== undefined;
      const reason = rejecting
        ? await listedReason(work.ownerId, body.rejectReasonId as number, body.reason)
        : body.reason;
      const set: Record<string, unknown> = {
        auditStatus: body.auditStatus,
        reviewReason: reason ?? null,
        ...reviewedNow(),
      };
      if (body.auditStatus === WorkAuditStatus.Passed) Object.assign(set, await rewardOf(work, body.score));
      const about = { creatorId: work.ownerId, workId: work.id, title: work.title };
      await decide(auth, {
        kind: 'work',
        id: work.id,
        from: work.auditStatus,
        to: body.auditStatus,
        reason,
        creatorId: work.ownerId,
        set,
        note: rejecting ? { rejectReasonId: body.rejectReasonId } : undefined,
        // A pass with items unticked is the newsroom's call: its own audit row says which.
        noteIn:
          body.auditStatus === WorkAuditStatus.Passed
            ? async (tx) => ({ unticked: await checklistAtPass(tx, work.id) })
            : undefined,
        // The decision carries the notes written since the last one: one notification for all.
        also: async (tx) => {
          await noteRows.send(tx.db, work.id);
          await (body.auditStatus === WorkAuditStatus.Passed
            ? notifications.workPassed(tx, about)
            : body.auditStatus === WorkAuditStatus.Rejected
              ? notifications.workRejected(tx, { ...about, reason: reason ?? '' })
              : notifications.workSentBack(tx, { ...about, reason: reason ?? '' }));
        },
      });
    },

    /** Shows a passed work on /public/videos, or takes it off; the public total follows by trigger (0022). */
    async setPublic(auth: AuthSession, body: WorkPublicBody) {
      const work = await items.work(db, body.worksId);
      if (!work) throw new AppError('workNotExist');
      if (work.auditStatus !== WorkAuditStatus.Passed) throw new AppError('workNotPassed');
      const wasPublic = work.publicAt !== null;
      if (wasPublic === body.public) return;
      const previews = body.public ? await repo.previewsReady(db, work.id) : 'ready';
      // A failed video is not "still being processed": it waits for staff to run it again.
      if (previews !== 'ready') throw new AppError(previews === 'failed' ? 'previewFailed' : 'previewNotReady');
      await transaction(async (tx) => {
        if (!(await items.setPublic(tx.db, work.id, body.public))) throw new AppError('reviewChanged');
        await auditRows.record(tx.db, {
          staffId: auth.accountId,
          entity: 'work',
          entityId: work.id,
          creatorId: work.ownerId,
          action: body.public ? 'makePublic' : 'makePrivate',
          before: { public: wasPublic },
          after: { public: body.public },
        });
        // Taking a work off the public page asks nothing of its creator; showing it is news to them.
        if (body.public) {
          await notifications.workMadePublic(tx, { creatorId: work.ownerId, workId: work.id, title: work.title });
        }
      });
    },

    async auditClue(auth: AuthSession, body: ClueAuditBody) {
      const clue = await items.clue(db, body.id);
      if (!clue) throw new AppError('clueNotExist');
      const about = { creatorId: clue.ownerId, clueId: clue.id, title: clue.title };
      await decide(auth, {
        kind: 'clue',
        id: clue.id,
        from: clue.auditStatus,
        to: body.auditStatus,
        reason: body.reason,
        creatorId: clue.ownerId,
        set: { auditStatus: body.auditStatus, reviewReason: body.reason ?? null, ...reviewedNow() },
        also: (tx) =>
          body.auditStatus === ClueAuditStatus.Accepted
            ? notifications.clueAccepted(tx, about)
            : body.auditStatus === ClueAuditStatus.Unaccepted
              ? notifications.clueUnaccepted(tx, { ...about, reason: body.reason ?? '' })
              : notifications.clueSentBack(tx, { ...about, reason: body.reason ?? '' }),
      });
    },

    async auditCertification(auth: AuthSession, body: CertificationAuditBody) {
      const row = await items.certification(db, body.id);
      if (!row) throw new AppError('notFound');
      const passed = body.status === CertificationStatus.Passed;
      await decide(auth, {
        kind: 'certification',
        id: row.id,
        from: row.status,
        to: body.status,
        reason: body.reason,
        creatorId: row.accountId,
        set: { status: body.status, reason: body.reason ?? null, ...reviewedNow() },
        also: async (tx) => {
          await items.settleCertification(tx.db, row.accountId, passed);
          await (passed
            ? notifications.certificationPassed(tx, { creatorId: row.accountId })
            : notifications.certificationFailed(tx, { creatorId: row.accountId, reason: body.reason ?? '' }));
        },
      });
    },
  };

  /**
   * What the creator reads of a listed reason: in the language their mail is in, then the
   * reviewer's own words if any. The text is copied, so editing the list later changes no verdict.
   */
  async function listedReason(creatorId: number, reasonId: number, extra: string | undefined) {
    const listed = await rejectReasons.find(reasonId);
    if (!listed?.active) {
      throw new AppError('rejectReasonNotExist', [{ field: 'rejectReasonId', msgKey: 'errors.rejectReasonNotExist' }]);
    }
    const text = (await items.mailLanguage(db, creatorId)) === 'zh' ? listed.textZh : listed.text;
    return extra ? `${text} — ${extra}` : text;
  }

  /** What passing earns: an activity's score within its range, or a task's points; the reward stays Submitted. */
  async function rewardOf(work: WorkRow, score: number | undefined) {
    if (work.activityId) {
      const activity = await items.activity(db, work.activityId);
      if (!activity || score === undefined || score < activity.minScore || score > activity.maxScore)
        throw new AppError('scoreOutOfRange', [{ field: 'score', msgKey: 'errors.scoreOutOfRange' }]);
      return { score };
    }
    if (work.taskId) {
      return { points: (await items.taskPoints(db, work.taskId)) ?? null };
    }
    return {};
  }
}

export type ReviewService = ReturnType<typeof createReviewService>;
