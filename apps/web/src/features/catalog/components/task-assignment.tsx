import { type OfferStatus, offerStatusKey } from '@stringer/shared/schemas/assignments';
import type { ManagedOffer } from '@stringer/shared/schemas/catalog';
import { Button, Popconfirm, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../../components/list-table';
import { ApiError } from '../../../lib/http';
import { formatGmt } from '../../../lib/time';
import { toast } from '../../../lib/toast';
import { useCloseOffers, useManagedTask, useOfferMore } from '../api/task-offers';
import { CreatorPicker } from './creator-picker';

const COLOURS: Record<OfferStatus, string> = { offered: 'gold', accepted: 'green', declined: 'red', lapsed: 'default' };

const count = (offers: ManagedOffer[], status: OfferStatus) => offers.filter((o) => o.status === status).length;

/**
 * An exclusive task as an assignment: who accepted, declined or has not answered (live), offering
 * it to more creators, and closing the offers once enough accepted.
 */
export function TaskAssignment({ taskId }: { taskId: number }) {
  const { t } = useTranslation();
  const task = useManagedTask(taskId);
  const offerMore = useOfferMore();
  const close = useCloseOffers();
  const [more, setMore] = useState<number[]>([]);
  if (!task.data) return <Skeleton active />;
  const { offeredTo, answerBy, deadline, offersClosedAt } = task.data;
  const offer = () =>
    offerMore.mutate(
      { id: taskId, creatorIds: more },
      {
        onSuccess: () => {
          setMore([]);
          toast.success(t('catalog.offerMoreDone'));
        },
        onError: (err) => toast.error(t(err instanceof ApiError ? err.msgKey : 'errors.server')),
      },
    );
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="task-assignment">
      <Space wrap>
        <Typography.Text strong data-testid="assignment-counts">
          {t('catalog.answers', {
            accepted: count(offeredTo, 'accepted'),
            declined: count(offeredTo, 'declined'),
            waiting: count(offeredTo, 'offered'),
          })}
        </Typography.Text>
        <Typography.Text type="secondary">
          {offersClosedAt
            ? t('catalog.offersClosed', { at: formatGmt(offersClosedAt) })
            : t('catalog.answerByShown', { at: formatGmt(answerBy ?? deadline) })}
        </Typography.Text>
      </Space>
      <ListTable<ManagedOffer>
        rowKey="id"
        rows={offeredTo}
        loading={task.isFetching}
        empty={t('catalog.noOffers')}
        columns={[
          { key: 'creator', title: t('catalog.creator'), render: (o) => `${o.name} <${o.email}>` },
          {
            key: 'status',
            title: t('catalog.status'),
            render: (o) => <Tag color={COLOURS[o.status]}>{t(offerStatusKey[o.status])}</Tag>,
          },
          {
            key: 'answered',
            title: t('catalog.answeredAt'),
            render: (o) => (o.answeredAt ? formatGmt(o.answeredAt) : '–'),
          },
        ]}
      />
      <div>
        <Typography.Text id="offer-more-label">{t('catalog.offerMore')}</Typography.Text>
        <Space.Compact style={{ width: '100%', marginTop: 4 }}>
          <CreatorPicker value={more} onChange={setMore} known={[]} aria-labelledby="offer-more-label" />
          <Button type="primary" disabled={!more.length} loading={offerMore.isPending} onClick={offer}>
            {t('catalog.offerMore')}
          </Button>
        </Space.Compact>
      </div>
      <Popconfirm
        title={t('catalog.closeOffersConfirm')}
        onConfirm={() => close.mutate(taskId, { onSuccess: () => toast.success(t('catalog.closeOffersDone')) })}
      >
        <Button danger disabled={Boolean(offersClosedAt) || !offeredTo.length} loading={close.isPending}>
          {t('catalog.closeOffers')}
        </Button>
      </Popconfirm>
    </Space>
  );
}
