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
  const range = (dates: [Dayjs | null, Dayjs | null] | null) =>
    set({
      submittedFrom: dates?.[0]?.startOf('day').toISOString(),
      submittedTo: dates?.[1]?.endOf('day').toISOString(),
    });

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
      <DatePicker.RangePicker
        aria-label={t('review.filterSubmitted')}
        placeholder={[t('review.submittedFrom'), t('review.submittedTo')]}
        onChange={(dates) => range(dates as [Dayjs | null, Dayjs | null] | null)}
      />
    </div>
  );
}
