import type { EarningLine, EarningState } from '@stringer/shared/schemas/earnings';
import type { EarningRow } from './earnings.repository';

/** Where a reward's money stands (docs/decisions/0058). */
export const stateOf = (r: Pick<EarningRow, 'rewardStatus' | 'payoutStatus'>): EarningState =>
  r.rewardStatus !== 'issued' ? 'expected' : r.payoutStatus === 'paid' ? 'paid' : 'waiting';

export const presentEarning = (r: EarningRow, currency: string): EarningLine => ({
  worksId: r.id,
  title: r.title,
  activity: r.activity,
  task: r.task,
  state: stateOf(r),
  amount: r.amount,
  currency,
  points: r.points,
  score: r.score,
  reviewTime: r.reviewedAt?.toISOString() ?? null,
  issuedTime: r.issuedAt?.toISOString() ?? null,
  paidTime: r.paidAt?.toISOString() ?? null,
});
