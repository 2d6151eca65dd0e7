import { formatMoney } from '@stringer/shared/money';
import type { RewardItem } from '@stringer/shared/schemas/rewards';
import { payoutStatusKey, rewardStatusKey } from '@stringer/shared/statuses';
import type { TFunction } from 'i18next';
import type { ListColumn } from '../../../components/list-table';
import { Pill } from '../../../components/pill';
import { formatGmt } from '../../../lib/time';
import type { RewardFilter } from '../api/get-rewards';
import type { RewardMove } from '../api/move-rewards';

/** A filter chosen by clicking a name or title in the list, shown as a chip that clears it. */
export interface Chip {
  key: 'creatorId' | 'activityId' | 'taskId';
  id: number;
  label: string;
}

interface Options {
  t: TFunction;
  zh: boolean;
  busy: boolean;
  filterBy(chip: Chip): void;
  move(move: RewardMove, count: number): void;
  /** Opens a creator's payout details (audited). */
  showPayout(creator: { id: number; name: string }): void;
}

/** What a work earns: money, beside a task's points or an activity's score (never added to them). */
export const amountOf = (r: RewardItem, t: TFunction, language: string) =>
  `${formatMoney(r.amount, r.currency, language)} · ${
    r.activity ? t('rewards.scoreOf', { score: r.score ?? '-' }) : t('rewards.pointsOf', { points: r.points ?? '-' })
  }`;

/** The reward list's columns: names and titles filter the list; each row has its next move. */
export function rewardColumns({ t, zh, busy, filterBy, move, showPayout }: Options): ListColumn<RewardItem>[] {
  return [
    { key: 'title', title: t('rewards.work'), render: (r) => `#${r.worksId} ${r.title}` },
    {
      key: 'creator',
      title: t('rewards.creator'),
      render: (r) => (
        <button
          type="button"
          className="link-button"
          onClick={() => filterBy({ key: 'creatorId', id: r.creator.id, label: r.creator.name })}
        >
          {r.creator.name}
        </button>
      ),
    },
    {
      key: 'for',
      title: t('rewards.answers'),
      render: (r) => {
        const item = r.activity ?? r.task;
        if (!item) return null;
        const label = zh ? item.titleZh : item.title;
        const key = r.activity ? 'activityId' : 'taskId';
        return (
          <button type="button" className="link-button" onClick={() => filterBy({ key, id: item.id, label })}>
            {label}
          </button>
        );
      },
    },
    { key: 'amount', title: t('rewards.amount'), render: (r) => amountOf(r, t, zh ? 'zh' : 'en') },
    {
      key: 'status',
      title: t('rewards.status'),
      render: (r) => (
        <span className="chips">
          <Pill color={r.rewardStatus === 'issued' ? 'green' : 'blue'}>{t(rewardStatusKey[r.rewardStatus])}</Pill>
          <Pill color={r.payoutStatus === 'paid' ? 'green' : 'orange'}>{t(payoutStatusKey[r.payoutStatus])}</Pill>
        </span>
      ),
    },
    {
      key: 'reviewed',
      title: t('rewards.reviewed'),
      render: (r) => formatGmt(r.reviewTime),
    },
    {
      key: 'action',
      title: t('rewards.action'),
      render: (r) =>
        r.rewardStatus === 'submitted' ? (
          <button
            type="button"
            className="plain-button plain-button-small"
            disabled={busy}
            onClick={() => move({ workIds: [r.worksId], rewardStatus: 'issued' }, 1)}
          >
            {t('rewards.issue')}
          </button>
        ) : r.payoutStatus === 'unpaid' ? (
          <span className="chips">
            <button type="button" className="plain-button plain-button-small" onClick={() => showPayout(r.creator)}>
              {t('rewards.payoutDetails')}
            </button>
            <button
              type="button"
              className="plain-button plain-button-small"
              disabled={busy}
              onClick={() => move({ workIds: [r.worksId], payoutStatus: 'paid' }, 1)}
            >
              {t('rewards.markPaid')}
            </button>
          </span>
        ) : null,
    },
  ];
}

export type { RewardFilter };
