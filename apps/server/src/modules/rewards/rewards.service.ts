import type { FieldError } from '@stringer/shared/errors';
import { minorToDecimal } from '@stringer/shared/money';
import type { WholePayoutDetails } from '@stringer/shared/schemas/payout-details';
import type { PayoutMoveBody, RewardMoveBody, RewardPageQuery } from '@stringer/shared/schemas/rewards';
import { canMove } from '@stringer/shared/transitions';
import { works } from '../../db/schema';
import type { AuthSession } from '../../platform/auth';
import { toCsv } from '../../platform/csv';
import type { Database, Tx } from '../../platform/db/database';
import { AppError, appErrorFor } from '../../platform/errors';
import { type Language, translate } from '../../platform/i18n';
import type { ApplyStaffMove } from '../audit';
import type { PayoutDetailsService } from '../earnings';
import type { NotificationsService } from '../notifications';
import { presentReward } from './rewards.presenter';
import { rewardsRepository as repo } from './rewards.repository';

interface Deps {
  database: Pick<Database, 'db' | 'transaction'>;
  notifications: Pick<NotificationsService, 'rewardIssued' | 'payoutPaid'>;
  payoutDetails: Pick<PayoutDetailsService, 'wholeFor'>;
  /** The install's currency (CURRENCY): what every amount is in. */
  currency: string;
  /** A staff decision on a status: allowed, written only if unchanged, and audited. */
  applyStaffMove: ApplyStaffMove;
}

type Row = Awaited<ReturnType<typeof repo.byIds>>[number];

/** The two status machines of a reward, each a column of `works` (shared `TRANSITIONS`). */
const MACHINES = {
  reward: {
    status: works.rewardStatus,
    column: 'rewardStatus',
    action: 'issue',
    from: (w: Row) => w.rewardStatus,
    /** Issuing needs nothing but the move itself: the work passed review (hasReward). */
    precondition: (_: Row): FieldError['msgKey'] | undefined => undefined,
    /** The reward carries the money its activity's or task's rate pays now (docs/decisions/0058). */
    stamp: (w: Row, currency: string) => ({ amount: w.amount, currency, issuedAt: new Date() }),
  },
  payout: {
    status: works.payoutStatus,
    column: 'payoutStatus',
    action: 'pay',
    from: (w: Row) => w.payoutStatus,
    // Only an issued reward can be paid (product-decisions "Statuses").
    precondition: (w: Row) => (w.rewardStatus === 'issued' ? undefined : 'errors.rewardNotIssued'),
    stamp: (_: Row, __: string) => ({ paidAt: new Date() }),
  },
} as const;
type MachineName = keyof typeof MACHINES;

const CSV_COLUMNS = [
  'creatorId',
  'name',
  'email',
  'works',
  'points',
  'score',
  'amount',
  'currency',
  'payoutMethod',
  'payoutCountry',
  'payoutDetails',
  'workIds',
] as const;

/** A creator's whole details in one cell: `iban: DE89…; swift: COBADEFF`, or empty when none were given. */
const detailsCell = (d: WholePayoutDetails | undefined) =>
  d
    ? Object.entries(d.fields)
        .map(([k, v]) => `${k}: ${v}`)
        .join('; ')
    : '';

export function createRewardsService({
  database: { db, transaction },
  notifications,
  payoutDetails,
  currency,
  applyStaffMove,
}: Deps) {
  /**
   * Moves a batch all or nothing: every work is checked first and every refusal reported at once
   * (`errors[]`, one per `workIds.N`); then one transaction moves each from the status read, with
   * its audit row and the creator's notification. A move someone made meanwhile rolls back all.
   */
  const move = async (auth: AuthSession, name: MachineName, workIds: number[], to: string, reason?: string) => {
    const m = MACHINES[name];
    const rows = new Map((await repo.byIds(db, workIds)).map((r) => [r.id, r]));
    const refusals: FieldError[] = [];
    workIds.forEach((id, i) => {
      const w = rows.get(id);
      const msgKey = !w?.hasReward
        ? 'errors.rewardNotExist'
        : (m.precondition(w) ?? (canMove(name, m.from(w), to) ? undefined : 'errors.moveNotAllowed'));
      if (msgKey) refusals.push({ field: `workIds.${i}`, msgKey });
    });
    const [first] = refusals;
    if (first) throw new AppError(appErrorFor(first.msgKey).kind, refusals);

    // Rows are locked in id order, so two batches naming the same works cannot deadlock: the
    // later one waits, then finds the status changed and is refused.
    const order = [...workIds.entries()].sort(([, a], [, b]) => a - b);
    await transaction(async (tx) => {
      for (const [i, id] of order) {
        const w = rows.get(id) as Row;
        await applyStaffMove(tx, {
          machine: name,
          target: { table: works, id: works.id, status: m.status, rowId: id },
          from: m.from(w),
          to,
          set: { [m.column]: to, ...m.stamp(w, currency) },
          field: `workIds.${i}`,
          audit: {
            staffId: auth.accountId,
            entity: name,
            creatorId: w.ownerId,
            action: m.action,
            before: { [m.column]: m.from(w) },
            after: { [m.column]: to, points: w.points, score: w.score, amount: w.amount, currency },
            reason: reason || null,
          },
        });
        await tell(tx, name, w);
      }
    });
  };

  const tell = (tx: Tx, name: MachineName, w: Row) => {
    const about = { creatorId: w.ownerId, workId: w.id, title: w.title };
    // An activity's work earns its score; a task's its points: the creator is told which, and the
    // money it carries when its rate pays any (the amount stamped by this issue).
    const given = w.points !== null ? { points: w.points } : { score: w.score ?? 0 };
    const reward = w.amount > 0 ? { ...given, amount: w.amount, currency } : given;
    return name === 'reward'
      ? notifications.rewardIssued(tx, { ...about, reward })
      : notifications.payoutPaid(tx, about);
  };

  return {
    async page({ pageNum, pageSize, ...filter }: RewardPageQuery) {
      const { rows, total } = await repo.page(db, filter, { pageNum, pageSize });
      return { list: rows.map((r) => presentReward(r, currency)), total, pageNum, pageSize };
    },

    issue: (auth: AuthSession, body: RewardMoveBody) =>
      move(auth, 'reward', body.workIds, body.rewardStatus, body.reason),

    pay: (auth: AuthSession, body: PayoutMoveBody) =>
      move(auth, 'payout', body.workIds, body.payoutStatus, body.reason),

    /**
     * What is due per creator (issued, unpaid), as a spreadsheet opens it, headers in `language`,
     * with each creator's payout details whole: each creator's reading is audited (`export`).
     */
    async dueCsv(auth: AuthSession, language: Language) {
      const { rows, details } = await transaction(async (tx) => {
        const rows = await repo.due(tx.db);
        const details = await payoutDetails.wholeFor(
          tx.db,
          auth,
          rows.map((r) => r.creatorId),
        );
        return { rows, details };
      });
      const csv = toCsv([
        CSV_COLUMNS.map((c) => translate(language, `rewardsCsv.${c}`)),
        ...rows.map((r) => {
          const d = details.get(r.creatorId);
          return [
            r.creatorId,
            r.name,
            r.mail,
            r.works,
            r.points,
            r.score,
            minorToDecimal(r.amount, currency),
            currency,
            d ? translate(language, `rewardsCsv.methods.${d.method}`) : '',
            d?.country ?? '',
            detailsCell(d),
            r.workIds.join(' '),
          ];
        }),
      ]);
      const day = new Date().toISOString().slice(0, 10);
      return { filename: `rewards-due-${day}.csv`, body: Buffer.from(csv, 'utf8') };
    },
  };
}

export type RewardsService = ReturnType<typeof createRewardsService>;
