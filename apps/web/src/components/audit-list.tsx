import type { Page } from '@stringer/shared/schemas/common';
import { keepPreviousData, type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ListColumn, ListTable } from './list-table';
import { SegmentedFilter } from './segmented-filter';

interface Props<T, S extends number, K extends QueryKey> {
  title: string;
  /** The status filter: `undefined` is All. */
  filters: { value: S | undefined; labelKey: string }[];
  /** The feature's query of one page (its key and fetcher, from the feature's factory). */
  pageQuery(pageNum: number, pageSize: number, auditStatus?: S): UseQueryOptions<Page<T>, Error, Page<T>, K>;
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

export function AuditList<T extends object, S extends number, K extends QueryKey>(props: Props<T, S, K>) {
  const { title, filters, pageQuery, columns, rowKey, empty } = props;
  const { t } = useTranslation();
  const [status, setStatus] = useState<S | undefined>(undefined);
  const [page, setPage] = useState({ pageNum: 1, pageSize: 10 });
  const list = useQuery({ ...pageQuery(page.pageNum, page.pageSize, status), placeholderData: keepPreviousData });
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
