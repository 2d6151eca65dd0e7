import { Descriptions, Modal, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatGmt } from '../../../lib/time';
import { usePayoutDetailsOf } from '../api/payouts';

interface Props {
  creator: { id: number; name: string } | null;
  onClose(): void;
}

/** A creator's payout details whole, for paying them; opening it is written to the audit log. */
export function PayoutDetailsModal({ creator, onClose }: Props) {
  const { t } = useTranslation();
  const details = usePayoutDetailsOf(creator?.id ?? null);
  const d = details.data?.details;
  return (
    <Modal
      open={creator !== null}
      title={t('rewards.payoutDetailsOf', { name: creator?.name ?? '' })}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('rewards.payoutAudited')}</Typography.Paragraph>
      {details.isPending ? (
        <Skeleton active />
      ) : d ? (
        <Descriptions column={1} size="small" data-testid="payout-whole">
          <Descriptions.Item label={t('payouts.method')}>{t(`payouts.methods.${d.method}`)}</Descriptions.Item>
          <Descriptions.Item label={t('payouts.country')}>{d.country}</Descriptions.Item>
          {Object.entries(d.fields).map(([field, value]) => (
            <Descriptions.Item key={field} label={t(`payouts.fields.${field}`, { defaultValue: field })}>
              <span className="payout-value">{value}</span>
            </Descriptions.Item>
          ))}
          <Descriptions.Item label={t('payouts.updated')}>{formatGmt(d.updatedAt)}</Descriptions.Item>
        </Descriptions>
      ) : (
        <Typography.Paragraph>{t('payouts.none')}</Typography.Paragraph>
      )}
    </Modal>
  );
}
