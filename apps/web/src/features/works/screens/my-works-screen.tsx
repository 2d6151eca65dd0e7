import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Image, Popconfirm, Segmented, Space, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import { useDeleteWork, type WorkSummary, worksPageQueryOptions } from '../api/works';
import { WorkStatusTag } from '../components/status-tag';

dayjs.extend(utc);

const gmt = (iso: string | null) => (iso ? `${dayjs(iso).utc().format('YYYY-MM-DD HH:mm')} GMT+0` : '—');
const FILTERS = [undefined, 0, 3, 1, 2] as const;
const filterKey = {
  undefined: 'status.all',
  0: 'status.pending',
  3: 'status.sendBack',
  1: 'status.passed',
  2: 'status.rejected',
};

export default function MyWorksScreen() {
  const { t, i18n } = useTranslation();
  const [status, setStatus] = useState<number | undefined>(undefined);
  const [page, setPage] = useState({ pageNum: 1, pageSize: 10 });
  const works = useQuery(worksPageQueryOptions(page.pageNum, page.pageSize, status));
  const remove = useDeleteWork();
  const zh = i18n.language === 'zh';

  const columns = [
    {
      title: t('works.cover'),
      key: 'cover',
      render: (w: WorkSummary) =>
        w.cover ? <Image src={w.cover.url} width={96} style={{ aspectRatio: '16 / 9', objectFit: 'cover' }} /> : null,
    },
    {
      title: t('works.title'),
      key: 'title',
      render: (w: WorkSummary) => <Link to={`/home/worksdetail?id=${w.worksId}`}>{w.title}</Link>,
    },
    {
      title: t('works.tags'),
      key: 'tags',
      render: (w: WorkSummary) => w.tags.map((tag) => <Tag key={tag.id}>{zh ? tag.nameZh : tag.name}</Tag>),
    },
    {
      title: t('works.activity'),
      key: 'activity',
      render: (w: WorkSummary) => (w.activity ? (zh ? w.activity.titleZh : w.activity.title) : '—'),
    },
    { title: t('works.submitTime'), key: 'submit', render: (w: WorkSummary) => gmt(w.submitTime) },
    { title: t('works.status'), key: 'status', render: (w: WorkSummary) => <WorkStatusTag status={w.auditStatus} /> },
    { title: t('works.reviewTime'), key: 'review', render: (w: WorkSummary) => gmt(w.reviewTime) },
    {
      title: t('works.operation'),
      key: 'op',
      render: (w: WorkSummary) => (
        <Space>
          <Link to={`/home/worksdetail?id=${w.worksId}`}>{t('works.view')}</Link>
          {(w.auditStatus === 0 || w.auditStatus === 3) && (
            <Link to={`/home/editworksdetail?id=${w.worksId}`}>{t('works.edit')}</Link>
          )}
          {w.auditStatus !== 1 && (
            <Popconfirm
              title={t('works.deleteConfirm')}
              okText={t('works.delete')}
              cancelText={t('works.cancel')}
              onConfirm={() => remove.mutateAsync(w.worksId).then(() => toast.success(t('works.deleted')))}
            >
              <Button type="link" danger size="small">
                {t('works.delete')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <Typography.Title level={3}>{t('menu.myWorks')}</Typography.Title>
      <Segmented
        style={{ marginBottom: 16 }}
        value={String(status)}
        onChange={(v) => {
          setStatus(v === 'undefined' ? undefined : Number(v));
          setPage((p) => ({ ...p, pageNum: 1 }));
        }}
        options={FILTERS.map((f) => ({ value: String(f), label: t(filterKey[String(f) as keyof typeof filterKey]) }))}
      />
      <Table
        rowKey="worksId"
        columns={columns}
        dataSource={works.data?.list}
        loading={works.isFetching}
        scroll={{ x: 900 }}
        locale={{ emptyText: <Empty description={<Link to="/home/publishwork">{t('works.none')}</Link>} /> }}
        pagination={{
          current: page.pageNum,
          pageSize: page.pageSize,
          total: works.data?.total ?? 0,
          showSizeChanger: true,
          onChange: (pageNum, pageSize) => setPage({ pageNum, pageSize }),
        }}
      />
    </>
  );
}
