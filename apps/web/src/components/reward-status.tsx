import type { Participation } from '@stringer/shared/schemas/tasks';
import { payoutStatusKey, rewardStatusKey } from '@stringer/shared/statuses';
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Submitted until the work passes; then Issued, and Unpaid or Paid. */
export function RewardStatus({ p }: { p: Pick<Participation, 'rewardStatus' | 'payoutStatus'> }) {
  const { t } = useTranslation();
  return (
    <Space size={4} wrap>
      <Tag color={p.rewardStatus === 'issued' ? 'green' : 'blue'}>{t(rewardStatusKey[p.rewardStatus])}</Tag>
      {p.rewardStatus === 'issued' && (
        <Tag color={p.payoutStatus === 'paid' ? 'green' : 'orange'}>{t(payoutStatusKey[p.payoutStatus])}</Tag>
      )}
    </Space>
  );
}
