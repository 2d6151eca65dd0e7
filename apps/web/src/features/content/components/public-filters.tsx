import { useQuery } from '@tanstack/react-query';
import { DatePicker, Flex, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { countriesQueryOptions } from '../../../lib/areas';
import { workTagsQueryOptions } from '../../works/api/works';
import type { PublicFilter } from '../api/content-keys';

interface Props {
  value: PublicFilter;
  onChange(next: PublicFilter): void;
}

const day = (d: Dayjs | null) => d?.format('YYYY-MM-DD');

/** /public/videos' search and filters: words (Chinese included), a tag, the creator's country, the days made public. */
export function PublicFilters({ value, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const zh = i18n.language === 'zh';
  const tags = useQuery(workTagsQueryOptions());
  const countries = useQuery(countriesQueryOptions());
  const set = (patch: PublicFilter) => onChange({ ...value, ...patch });
  return (
    <Flex wrap gap={8} style={{ marginBottom: 16 }} data-testid="public-filters">
      <Input.Search
        allowClear
        style={{ flex: '1 1 240px' }}
        placeholder={t('content.searchVideos')}
        aria-label={t('content.searchVideos')}
        defaultValue={value.keyword}
        onSearch={(text) => set({ keyword: text.trim() || undefined })}
        data-testid="public-search"
      />
      <Select
        allowClear
        showSearch
        optionFilterProp="label"
        style={{ flex: '1 1 160px' }}
        placeholder={t('content.filterTag')}
        aria-label={t('content.filterTag')}
        value={value.tagId}
        onChange={(tagId?: number) => set({ tagId })}
        options={(tags.data ?? []).map((tag) => ({ value: tag.id, label: zh ? tag.nameZh : tag.name }))}
      />
      <Select
        allowClear
        showSearch
        optionFilterProp="label"
        style={{ flex: '1 1 160px' }}
        placeholder={t('content.filterCountry')}
        aria-label={t('content.filterCountry')}
        value={value.countryId}
        onChange={(countryId?: number) => set({ countryId })}
        options={(countries.data?.list ?? []).map((c) => ({ value: c.id, label: (zh && c.nameZh) || c.name }))}
      />
      {/* Two pickers, not antd's RangePicker: that one held Tab on an empty "From" (WCAG 2.1.1). */}
      <DatePicker
        aria-label={t('content.publicFrom')}
        placeholder={t('content.publicFrom')}
        onChange={(d: Dayjs | null) => set({ from: day(d) })}
      />
      <DatePicker
        aria-label={t('content.publicTo')}
        placeholder={t('content.publicTo')}
        onChange={(d: Dayjs | null) => set({ to: day(d) })}
      />
    </Flex>
  );
}
