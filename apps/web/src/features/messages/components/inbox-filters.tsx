import { SearchOutlined } from '@ant-design/icons';
import type { InboxPage } from '@stringer/shared/schemas/messages';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SegmentedFilter } from '../../../components/segmented-filter';
import type { InboxFilters as Filters, InboxAssignee, InboxSort, InboxStatus } from '../api/support-inbox';

interface Props {
  filters: Filters;
  counts: InboxPage['counts'] | undefined;
  onChange(filters: Filters): void;
}

/**
 * Whose (mine, unassigned, all), the status with its count, a search of names, mail and texts, and
 * the order: native controls, drawn with the inbox's first rows (decision 0077).
 */
export function InboxFilters({ filters, counts, onChange }: Props) {
  const { t } = useTranslation();
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = new FormData(event.currentTarget).get('q');
    onChange({ ...filters, q: String(q ?? '').trim() });
  };
  const counted = (status: Exclude<InboxStatus, 'all'>) =>
    counts ? `${t(`inbox.status.${status}`)} ${counts[status]}` : t(`inbox.status.${status}`);
  return (
    <div className="inbox-filters">
      <form className="plain-input inbox-search" onSubmit={search}>
        <input
          type="search"
          name="q"
          defaultValue={filters.q}
          placeholder={t('inbox.search')}
          aria-label={t('inbox.search')}
          data-testid="inbox-search"
        />
        <button type="submit" className="icon-button" aria-label={t('inbox.search')}>
          <SearchOutlined aria-hidden />
        </button>
      </form>
      <SegmentedFilter
        aria-label={t('inbox.whose')}
        className="segmented-wrap"
        block
        value={filters.assignee}
        onChange={(v) => onChange({ ...filters, assignee: v as InboxAssignee })}
        options={[
          { value: 'mine', label: t('inbox.mine') },
          { value: 'unassigned', label: t('inbox.unassigned') },
          { value: 'all', label: t('console.all') },
        ]}
      />
      <SegmentedFilter
        aria-label={t('app.statusFilter')}
        className="segmented-wrap"
        block
        value={filters.status}
        onChange={(v) => onChange({ ...filters, status: v as InboxStatus })}
        options={[
          { value: 'open', label: counted('open') },
          { value: 'pending', label: counted('pending') },
          { value: 'resolved', label: counted('resolved') },
          { value: 'all', label: t('console.all') },
        ]}
      />
      <select
        className="plain-select"
        aria-label={t('inbox.sort')}
        value={filters.sort}
        onChange={(e) => onChange({ ...filters, sort: e.target.value as InboxSort })}
        data-testid="inbox-sort"
      >
        <option value="newest">{t('inbox.sortNewest')}</option>
        <option value="waiting">{t('inbox.sortWaiting')}</option>
      </select>
    </div>
  );
}
