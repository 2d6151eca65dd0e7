import { Button, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RewardMove } from '../api/move-rewards';

interface Props {
  /** The selected works whose reward may be issued, and those whose payout may be marked paid. */
  toIssue: number[];
  toPay: number[];
  busy: boolean;
  move(move: RewardMove, count: number): void;
}

/**
 * Issue or pay a selection at once, each asked to confirm: loaded with antd after the list's first
 * rows, which are drawn without it (decision 0077).
 */
export function BatchMoves({ toIssue, toPay, busy, move }: Props) {
  const { t } = useTranslation();
  return (
    <Space wrap>
      <Popconfirm
        title={t('rewards.confirmIssue', { count: toIssue.length })}
        onConfirm={() => move({ workIds: toIssue, rewardStatus: 'issued' }, toIssue.length)}
        okText={t('rewards.issue')}
        cancelText={t('rewards.cancel')}
        disabled={toIssue.length === 0}
      >
        <Button type="primary" disabled={toIssue.length === 0 || busy}>
          {t('rewards.issueSelected', { count: toIssue.length })}
        </Button>
      </Popconfirm>
      <Popconfirm
        title={t('rewards.confirmPay', { count: toPay.length })}
        onConfirm={() => move({ workIds: toPay, payoutStatus: 'paid' }, toPay.length)}
        okText={t('rewards.markPaid')}
        cancelText={t('rewards.cancel')}
        disabled={toPay.length === 0}
      >
        <Button disabled={toPay.length === 0 || busy}>{t('rewards.paySelected', { count: toPay.length })}</Button>
      </Popconfirm>
    </Space>
  );
}
