import type { InboxPage } from '@stringer/shared/schemas/messages';
import { Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { SegmentedFilter } from '../../../components/segmented-filter';
import type { InboxFilters as Filters, InboxAssignee, InboxSort, InboxStatus } from '../api/support-inbox';

interface Props {
  filters: Filters;
  counts: InboxPage['counts'] | undefined;
  onChange(filters: Filters): void;
}

/** Whose (mine, unassigned, all), the status with its count, a search of names, mail and texts, and the order. */
export function InboxFilters({ filters, counts, onChange }: Props) {
  const { t } = useTranslation();
  const counted = (status: Exclude<InboxStatus, 'all'>) =>
    counts ? `${t(`inbox.status.${status}`)} ${counts[status]}` : t(`inbox.status.${status}`);
  return (
    <div className="inbox-filters">
      <Input.Search
        allowClear
        defaultValue={filters.q}
        placeholder={t('inbox.search')}
        aria-label={t('inbox.search')}
        onSearch={(q) => onChange({ ...filters, q: q.trim() })}
        data-testid="inbox-search"
      />
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
      <Select
        aria-label={t('inbox.sort')}
        value={filters.sort}
        onChange={(sort: InboxSort) => onChange({ ...filters, sort })}
        options={[
          { value: 'newest', label: t('inbox.sortNewest') },
          { value: 'waiting', label: t('inbox.sortWaiting') },
        ]}
        data-testid="inbox-sort"
      />
    </div>
  );
}
