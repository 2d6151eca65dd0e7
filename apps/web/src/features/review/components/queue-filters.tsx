import { useQuery } from '@tanstack/react-query';
import { DatePicker, Input, InputNumber, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { countriesQueryOptions } from '../../../lib/areas';
import { type QueueFilters as Filters, type QueueKind, useOpenActivities } from '../api/review';

interface Props {
  kind: QueueKind;
  value: Filters;
  onChange(next: Filters): void;
}

/** The queue's filters: who sent it, what it answers (works) or where (clues, certifications), and when. */
export function QueueFilters({ kind, value, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const zh = i18n.language === 'zh';
  const activities = useOpenActivities();
  const countries = useQuery({ ...countriesQueryOptions(), enabled: kind !== 'works' });
  const set = (patch: Filters) => onChange({ ...value, ...patch });

  return (
    <div className="queue-filters" data-testid="queue-filters">
      <Input.Search
        allowClear
        placeholder={t('review.filterCreator')}
        aria-label={t('review.filterCreator')}
        defaultValue={value.creator}
        onSearch={(text) => set({ creator: text.trim() || undefined })}
        data-testid="filter-creator"
      />
      {kind === 'works' && (
        <>
          <Select
            allowClear
            placeholder={t('review.filterActivity')}
            aria-label={t('review.filterActivity')}
            value={value.activityId}
            onChange={(activityId?: number) => set({ activityId })}
            options={(activities.data ?? []).map((a) => ({ value: a.id, label: zh ? a.titleZh : a.title }))}
          />
          <InputNumber
            min={1}
            precision={0}
            placeholder={t('review.filterTask')}
            aria-label={t('review.filterTask')}
            value={value.taskId ?? null}
            onChange={(taskId) => set({ taskId: taskId ?? undefined })}
          />
        </>
      )}
      {kind !== 'works' && (
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder={t('review.filterCountry')}
          aria-label={t('review.filterCountry')}
          value={value.countryId}
          onChange={(countryId?: number) => set({ countryId })}
          options={(countries.data?.list ?? []).map((c) => ({ value: c.id, label: (zh && c.nameZh) || c.name }))}
        />
      )}
      {/* Two pickers, not antd's RangePicker: that one held Tab on an empty "From" (WCAG 2.1.1). */}
      <fieldset aria-label={t('review.filterSubmitted')} className="queue-filters-dates">
        <DatePicker
          aria-label={t('review.submittedFrom')}
          placeholder={t('review.submittedFrom')}
          onChange={(day: Dayjs | null) => set({ submittedFrom: day?.startOf('day').toISOString() })}
        />
        <DatePicker
          aria-label={t('review.submittedTo')}
          placeholder={t('review.submittedTo')}
          onChange={(day: Dayjs | null) => set({ submittedTo: day?.endOf('day').toISOString() })}
        />
      </fieldset>
    </div>
  );
}
