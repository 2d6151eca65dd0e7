import type { Page } from '@stringer/shared/schemas/common';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ListColumn, ListTable } from './list-table';
import { SegmentedFilter } from './segmented-filter';

interface Props<T> {
  title: string;
  /** The status filter: `undefined` is All. */
  filters: { value: number | undefined; labelKey: string }[];
  /** The first part of the query key: mutations invalidate by it. */
  queryKey: string;
  load(pageNum: number, pageSize: number, auditStatus?: number): Promise<Page<T>>;
  columns: ListColumn<T>[];
  rowKey: keyof T & string;
  empty: ReactNode;
}

/** My works and My clue: a list filtered by review status, paged on the server. */
export function AuditList<T extends object>({ title, filters, queryKey, load, columns, rowKey, empty }: Props<T>) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<number | undefined>(undefined);
  const [page, setPage] = useState({ pageNum: 1, pageSize: 10 });
  const list = useQuery({
    queryKey: [queryKey, 'page', { ...page, status }],
    queryFn: () => load(page.pageNum, page.pageSize, status),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <Typography.Title level={3}>{title}</Typography.Title>
      <SegmentedFilter
        className="status-filter"
        aria-label={t('app.statusFilter')}
        value={String(status)}
        onChange={(v) => {
          setStatus(v === 'undefined' ? undefined : Number(v));
          setPage((p) => ({ ...p, pageNum: 1 }));
        }}
        options={filters.map((f) => ({ value: String(f.value), label: t(f.labelKey) }))}
      />
      <ListTable<T>
        rowKey={rowKey}
        columns={columns}
        rows={list.data?.list}
        loading={list.isFetching}
        empty={empty}
        paging={{
          ...page,
          total: list.data?.total,
          sizes: true,
          onChange: (pageNum, pageSize) => setPage({ pageNum, pageSize }),
        }}
      />
    </>
  );
}
