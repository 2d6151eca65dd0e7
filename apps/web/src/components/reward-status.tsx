import type { Participation } from '@stringer/shared/schemas/tasks';
import { payoutStatusKey, rewardStatusKeyOf, WorkAuditStatus } from '@stringer/shared/statuses';
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Submitted until the work passes; then Issued, and Unpaid or Paid; Not awarded if it is rejected. */
export function RewardStatus({ p }: { p: Pick<Participation, 'rewardStatus' | 'payoutStatus' | 'auditStatus'> }) {
  const { t } = useTranslation();
  const color = p.rewardStatus === 'issued' ? 'green' : p.auditStatus === WorkAuditStatus.Rejected ? 'default' : 'blue';
  return (
    <Space size={4} wrap>
      <Tag color={color}>{t(rewardStatusKeyOf(p))}</Tag>
      {p.rewardStatus === 'issued' && (
        <Tag color={p.payoutStatus === 'paid' ? 'green' : 'orange'}>{t(payoutStatusKey[p.payoutStatus])}</Tag>
      )}
    </Space>
  );
}
