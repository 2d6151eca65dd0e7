import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '../lib/media-query';
import { Pager } from './pager';

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
  /** Wider than its box, a table scrolls inside it from this width rather than squeeze its columns. */
  minWidth?: number;
  /** Said before the pager ("42 items"). */
  totalText?: ReactNode;
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
const SIZES = [10, 20, 50, 100];

interface Selection<T> {
  selected: T[];
  onChange(rows: T[]): void;
  label(row: T): string;
}

/** A row's box: picks or unpicks it, in the table and on its card alike. */
function PickBox<T>({ row, keyOf, selection }: { row: T; keyOf(row: T): string; selection: Selection<T> }) {
  const key = keyOf(row);
  const others = selection.selected.filter((r) => keyOf(r) !== key);
  return (
    <input
      type="checkbox"
      className="list-pick"
      checked={others.length !== selection.selected.length}
      aria-label={selection.label(row)}
      onChange={(e) => selection.onChange(e.target.checked ? [...others, row] : others)}
    />
  );
}

/**
 * A paged list: a table where there is room, one card per row on phones, so that every column
 * (status, actions) stays on screen instead of scrolling off to the right. Drawn without antd:
 * the console's first rows are drawn with it (decision 0077).
 */
export function ListTable<T extends object>(props: Props<T>) {
  const { rowKey, columns, rows, loading, empty, paging, selection, minWidth, totalText } = props;
  const { t } = useTranslation();
  // antd's `lg` breakpoint, where its tables used to turn into cards.
  const wide = useMediaQuery('(min-width: 992px)');
  const keyOf = (row: T) => String(row[rowKey]);
  const pick = (row: T) => selection && <PickBox row={row} keyOf={keyOf} selection={selection} />;
  const none = (
    <div className="list-empty">
      <p>{empty}</p>
    </div>
  );
  const list = wide ? (
    <div className="list-table-scroll">
      <table className="list-table" style={minWidth ? { minWidth } : undefined}>
        <thead>
          <tr>
            {selection && <td className="list-pick-cell" />}
            {columns.map((c) => (
              <th key={c.key} scope="col">
                {c.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows?.length ? (
            rows.map((row) => (
              <tr key={keyOf(row)} data-row-key={keyOf(row)}>
                {selection && <td className="list-pick-cell">{pick(row)}</td>}
                {columns.map((c) => (
                  <td key={c.key}>{c.render(row)}</td>
                ))}
              </tr>
            ))
          ) : (
            <tr>
              <td colSpan={columns.length + (selection ? 1 : 0)}>{!loading && none}</td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  ) : rows?.length ? (
    <ul className="list-cards">
      {rows.map((row) => (
        <li key={keyOf(row)} className="list-card" data-testid="list-card">
          {selection && <span className="list-card-pick">{pick(row)}</span>}
          <dl>
            {columns.map((c) => (
              <div key={c.key} className="list-card-line">
                <dt>{c.title}</dt>
                <dd>{c.render(row)}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  ) : (
    !loading && none
  );
  return (
    <div className="list" aria-busy={loading}>
      {loading && (
        <div className="list-loading" role="status" aria-label={t('app.loading')}>
          <span className="spinner" aria-hidden="true" />
        </div>
      )}
      {list}
      {paging && (
        <Pager
          current={paging.pageNum}
          pageSize={paging.pageSize}
          total={paging.total ?? 0}
          onChange={paging.onChange}
          sizes={wide && (paging.sizes ?? (paging.total ?? 0) > SIZES_FROM) ? SIZES : undefined}
          totalText={totalText}
        />
      )}
    </div>
  );
}
