import { Card, Empty, Grid, Pagination, type PaginationProps, Spin, Table, type TableColumnType } from 'antd';
import type { ReactNode } from 'react';

/** A column shown as a table cell on wide screens and as a labelled line of a card on phones. */
export interface ListColumn<T> {
  key: string;
  title: string;
  render(row: T): ReactNode;
}

interface Props<T> {
  rowKey: keyof T & string;
  columns: ListColumn<T>[];
  rows: T[] | undefined;
  loading: boolean;
  empty: ReactNode;
  pagination: PaginationProps;
}

/**
 * A paged list: a table where there is room, one card per row on phones, so that every column
 * (status, actions) stays on screen instead of scrolling off to the right.
 */
export function ListTable<T extends object>({ rowKey, columns, rows, loading, empty, pagination }: Props<T>) {
  const wide = Grid.useBreakpoint().lg;
  if (wide) {
    const tableColumns: TableColumnType<T>[] = columns.map((c) => ({
      key: c.key,
      title: c.title,
      render: (_: unknown, row: T) => c.render(row),
    }));
    return (
      <Table<T>
        rowKey={rowKey}
        columns={tableColumns}
        dataSource={rows}
        loading={loading}
        size="middle"
        locale={{ emptyText: <Empty description={empty} /> }}
        pagination={pagination}
      />
    );
  }
  return (
    <Spin spinning={loading}>
      {rows?.length ? (
        <ul className="list-cards">
          {rows.map((row) => (
            <li key={String(row[rowKey])}>
              <Card size="small" data-testid="list-card">
                <dl>
                  {columns.map((c) => (
                    <div key={c.key} className="list-card-line">
                      <dt>{c.title}</dt>
                      <dd>{c.render(row)}</dd>
                    </div>
                  ))}
                </dl>
              </Card>
            </li>
          ))}
        </ul>
      ) : (
        <Empty description={empty} />
      )}
      <Pagination simple align="center" {...pagination} showSizeChanger={false} />
    </Spin>
  );
}
