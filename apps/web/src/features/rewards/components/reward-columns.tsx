import { formatMoney } from '@stringer/shared/money';
import type { RewardItem } from '@stringer/shared/schemas/rewards';
import { payoutStatusKey, rewardStatusKey } from '@stringer/shared/statuses';
import { Button, Space, Tag } from 'antd';
import type { TFunction } from 'i18next';
import type { ListColumn } from '../../../components/list-table';
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
        <Button
          type="link"
          size="small"
          onClick={() => filterBy({ key: 'creatorId', id: r.creator.id, label: r.creator.name })}
        >
          {r.creator.name}
        </Button>
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
          <Button type="link" size="small" onClick={() => filterBy({ key, id: item.id, label })}>
            {label}
          </Button>
        );
      },
    },
    { key: 'amount', title: t('rewards.amount'), render: (r) => amountOf(r, t, zh ? 'zh' : 'en') },
    {
      key: 'status',
      title: t('rewards.status'),
      render: (r) => (
        <Space size={4} wrap>
          <Tag color={r.rewardStatus === 'issued' ? 'green' : 'blue'}>{t(rewardStatusKey[r.rewardStatus])}</Tag>
          <Tag color={r.payoutStatus === 'paid' ? 'green' : 'orange'}>{t(payoutStatusKey[r.payoutStatus])}</Tag>
        </Space>
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
          <Button
            size="small"
            disabled={busy}
            onClick={() => move({ workIds: [r.worksId], rewardStatus: 'issued' }, 1)}
          >
            {t('rewards.issue')}
          </Button>
        ) : r.payoutStatus === 'unpaid' ? (
          <Space size={4} wrap>
            <Button size="small" onClick={() => showPayout(r.creator)}>
              {t('rewards.payoutDetails')}
            </Button>
            <Button
              size="small"
              disabled={busy}
              onClick={() => move({ workIds: [r.worksId], payoutStatus: 'paid' }, 1)}
            >
              {t('rewards.markPaid')}
            </Button>
          </Space>
        ) : null,
    },
  ];
}

export type { RewardFilter };
