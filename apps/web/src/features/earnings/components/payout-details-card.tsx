import { Button, Card, Descriptions, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatGmt } from '../../../lib/time';
import { useMyPayoutDetails } from '../api/earnings';
import { PayoutDetailsDialog } from './payout-details-dialog';

/** How the creator is paid, masked (the whole number never comes back from the server). */
export function PayoutDetailsCard() {
  const { t, i18n } = useTranslation();
  const mine = useMyPayoutDetails();
  const [open, setOpen] = useState(false);
  const details = mine.data?.details;
  const action = t(details ? 'earnings.payout.change' : 'earnings.payout.add');
  const region = new Intl.DisplayNames([i18n.language === 'zh' ? 'zh-CN' : 'en'], { type: 'region' });
  return (
    <Card
      title={<h2 className="earnings-card-title">{t('earnings.payout.title')}</h2>}
      extra={
        <Button onClick={() => setOpen(true)} data-testid="payout-change">
          {action}
        </Button>
      }
    >
      {mine.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : details ? (
        <Descriptions column={1} size="small" data-testid="payout-masked">
          <Descriptions.Item label={t('earnings.payout.method')}>
            {t(`earnings.payout.methods.${details.method}`)}
          </Descriptions.Item>
          <Descriptions.Item label={t('earnings.payout.country')}>
            {region.of(details.country) ?? details.country}
          </Descriptions.Item>
          <Descriptions.Item label={t('earnings.payout.account')}>{details.masked}</Descriptions.Item>
          <Descriptions.Item label={t('earnings.payout.updated')}>{formatGmt(details.updatedAt)}</Descriptions.Item>
        </Descriptions>
      ) : (
        <Typography.Paragraph>{t('earnings.payout.none')}</Typography.Paragraph>
      )}
      <PayoutDetailsDialog open={open} title={action} onClose={() => setOpen(false)} />
    </Card>
  );
}
