import { Card, Checkbox, Empty, Grid, Pagination, type PaginationProps, Spin, Table, type TableColumnType } from 'antd';
import type { Key, ReactNode } from 'react';

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
  /** Where the list stands; without it, the rows are all there is. */
  paging?: Paging;
  /** Rows the user may pick for a batch action; each box is named by `label` for screen readers. */
  selection?: Selection<T>;
}

interface Paging {
  pageNum: number;
  pageSize: number;
  total: number | undefined;
  onChange(pageNum: number, pageSize: number): void;
  /**
   * Lets the reader choose the page size (wide screens only). By default, as antd's own tables
   * do: once the list has more than 50 rows.
   */
  sizes?: boolean;
}

const SIZES_FROM = 50;

const paginationOf = (p: Paging | undefined): PaginationProps =>
  p
    ? {
        current: p.pageNum,
        pageSize: p.pageSize,
        total: p.total ?? 0,
        onChange: p.onChange,
        showSizeChanger: p.sizes ?? (p.total ?? 0) > SIZES_FROM,
      }
    : { hideOnSinglePage: true };

interface Selection<T> {
  selected: T[];
  onChange(rows: T[]): void;
  label(row: T): string;
}

/**
 * A paged list: a table where there is room, one card per row on phones, so that every column
 * (status, actions) stays on screen instead of scrolling off to the right.
 */
export function ListTable<T extends object>({ rowKey, columns, rows, loading, empty, paging, selection }: Props<T>) {
  const pagination = paginationOf(paging);
  const wide = Grid.useBreakpoint().lg;
  const keyOf = (row: T) => String(row[rowKey]);
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
        rowSelection={
          selection && {
            selectedRowKeys: selection.selected.map((r) => r[rowKey] as Key),
            onChange: (_, picked) => selection.onChange(picked),
            // antd copies the header's select-all box into a hidden measuring row, where a screen
            // reader would reach a control it cannot see (axe): the screen selects a page itself.
            hideSelectAll: true,
            getCheckboxProps: (row) => ({ 'aria-label': selection.label(row) }),
          }
        }
      />
    );
  }
  return (
    <Spin spinning={loading}>
      {rows?.length ? (
        <ul className="list-cards">
          {rows.map((row) => (
            <li key={keyOf(row)}>
              <Card size="small" data-testid="list-card">
                {selection && <PickBox row={row} keyOf={keyOf} selection={selection} />}
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
      {/* As antd's table does: an empty list has no pages, and a simple pager would read "1 / 0". */}
      {pagination.total ? <Pagination simple align="center" {...pagination} showSizeChanger={false} /> : null}
    </Spin>
  );
}

function PickBox<T>({ row, keyOf, selection }: { row: T; keyOf(row: T): string; selection: Selection<T> }) {
  const key = keyOf(row);
  const others = selection.selected.filter((r) => keyOf(r) !== key);
  return (
    <Checkbox
      className="list-card-pick"
      checked={others.length !== selection.selected.length}
      aria-label={selection.label(row)}
      onChange={(e) => selection.onChange(e.target.checked ? [...others, row] : others)}
    />
  );
}
