import type { Page } from '@stringer/shared/schemas/common';
import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ListColumn, ListTable } from './list-table';
import { SegmentedFilter } from './segmented-filter';

interface Props<T, S extends number> {
  title: string;
  /** The status filter: `undefined` is All. */
  filters: { value: S | undefined; labelKey: string }[];
  /** The feature's key of these pages: mutations invalidate by it. */
  queryKey: QueryKey;
  load(pageNum: number, pageSize: number, auditStatus?: S): Promise<Page<T>>;
  columns: ListColumn<T>[];
  rowKey: keyof T & string;
  empty: ReactNode;
}

/** My works and My clue: a list filtered by review status, paged on the server. */
/** The status filter's choices: All, then the statuses in the order given, with their labels. */
export const statusFilters = <S extends number>(statuses: S[], labelKey: Record<S, string>) => [
  { value: undefined, labelKey: 'status.all' },
  ...statuses.map((value) => ({ value, labelKey: labelKey[value] })),
];

export function AuditList<T extends object, S extends number>(props: Props<T, S>) {
  const { title, filters, queryKey, load, columns, rowKey, empty } = props;
  const { t } = useTranslation();
  const [status, setStatus] = useState<S | undefined>(undefined);
  const [page, setPage] = useState({ pageNum: 1, pageSize: 10 });
  const list = useQuery({
    queryKey: [...queryKey, { ...page, status }],
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
          setStatus(filters.find((f) => String(f.value) === v)?.value);
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
