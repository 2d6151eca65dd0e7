import {
  LICENCE_STATUSES,
  type LicenceRequestSummary,
  type LicenceStatus,
} from '@stringer/shared/schemas/public-works';
import { Button, Drawer, Select, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../../components/list-table';
import { formatGmt } from '../../../lib/time';
import { useLicenceRequests } from '../api/licences';
import { LicenceThread } from '../components/licence-thread';

const PAGE_SIZE = 20;

/** #/console/licences: newsrooms' requests to license public works; support answers each by mail. */
export default function LicencesScreen() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<LicenceStatus | undefined>('open');
  const [pageNum, setPageNum] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const list = useLicenceRequests(status, pageNum, PAGE_SIZE);
  const columns = [
    { key: 'createdAt', title: t('licences.received'), render: (r: LicenceRequestSummary) => formatGmt(r.createdAt) },
    { key: 'work', title: t('licences.work'), render: (r: LicenceRequestSummary) => r.work.title },
    {
      key: 'from',
      title: t('licences.from'),
      render: (r: LicenceRequestSummary) => `${r.name} · ${r.organisation}`,
    },
    {
      key: 'status',
      title: t('licences.status'),
      render: (r: LicenceRequestSummary) => (
        <Tag color={r.status === 'open' ? 'gold' : 'green'}>{t(`licences.statuses.${r.status}`)}</Tag>
      ),
    },
    {
      key: 'open',
      title: t('licences.actions'),
      render: (r: LicenceRequestSummary) => (
        <Button onClick={() => setOpen(r.id)} data-testid="licence-open">
          {t('licences.open')}
        </Button>
      ),
    },
  ];
  return (
    <div>
      <Select
        aria-label={t('licences.status')}
        data-testid="licence-status"
        style={{ minWidth: 180, marginBottom: 16 }}
        allowClear
        placeholder={t('licences.all')}
        value={status}
        onChange={(next?: LicenceStatus) => {
          setStatus(next);
          setPageNum(1);
        }}
        options={LICENCE_STATUSES.map((s) => ({ value: s, label: t(`licences.statuses.${s}`) }))}
      />
      <ListTable
        rowKey="id"
        columns={columns}
        rows={list.data?.list}
        loading={list.isLoading}
        empty={t('licences.none')}
        paging={{
          pageNum,
          pageSize: PAGE_SIZE,
          total: list.data?.total,
          onChange: (n) => setPageNum(n),
        }}
      />
      <Drawer
        open={open !== null}
        onClose={() => setOpen(null)}
        title={t('licences.request')}
        width="min(640px, 100vw)"
        destroyOnHidden
      >
        {open !== null && <LicenceThread id={open} />}
      </Drawer>
    </div>
  );
}
