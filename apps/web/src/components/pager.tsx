import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface PagerProps {
  current: number;
  pageSize: number;
  total: number;
  onChange(page: number, pageSize: number): void;
  /** The sizes a reader may choose from (wide screens); none: the size is fixed. */
  sizes?: number[];
  /** Said before the pager ("42 items"). */
  totalText?: ReactNode;
}

/**
 * Where a list stands, and the way to its other pages: previous, "page 2 of 5", next, and the page
 * size where it may be chosen. Drawn without antd (decision 0077); on one page, only the total.
 */
export function Pager({ current, pageSize, total, onChange, sizes, totalText }: PagerProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total === 0) return null;
  // One page and no size to choose: the total alone, if it is said.
  if (pages === 1 && !sizes) return totalText ? <p className="pager pager-total">{totalText}</p> : null;
  return (
    <nav className="pager" aria-label={t('app.pager.pageOf', { page: current, pages })}>
      {totalText && <span className="pager-total">{totalText}</span>}
      <button
        type="button"
        className="icon-button"
        aria-label={t('app.pager.previousPage')}
        disabled={current <= 1}
        onClick={() => onChange(current - 1, pageSize)}
      >
        <LeftOutlined aria-hidden />
      </button>
      <span className="pager-where" aria-current="page">
        {current} / {pages}
      </span>
      <button
        type="button"
        className="icon-button"
        aria-label={t('app.pager.nextPage')}
        disabled={current >= pages}
        onClick={() => onChange(current + 1, pageSize)}
      >
        <RightOutlined aria-hidden />
      </button>
      {sizes && (
        <select
          className="pager-size"
          aria-label={t('app.pager.rowsPerPage')}
          value={pageSize}
          onChange={(e) => onChange(1, Number(e.target.value))}
        >
          {sizes.map((size) => (
            <option key={size} value={size}>
              {t('app.pager.perPage', { size })}
            </option>
          ))}
        </select>
      )}
    </nav>
  );
}
