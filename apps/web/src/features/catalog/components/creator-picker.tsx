import type { CreatorPick } from '@stringer/shared/schemas/catalog';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreatorSearch } from '../api/task-offers';

interface Props {
  value?: number[];
  onChange?: (ids: number[]) => void;
  id?: string;
  'aria-labelledby'?: string;
  /** Those the task is offered to already, so their names show before any search. */
  known: CreatorPick[];
}

const label = (c: CreatorPick) => `${c.name} <${c.email}>`;

/** Picks the creators an exclusive task is offered to, searched by mail or name as the admin types. */
export function CreatorPicker({ value = [], onChange, id, known, 'aria-labelledby': labelledBy }: Props) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [seen, setSeen] = useState(() => new Map(known.map((c) => [c.id, c])));
  const found = useCreatorSearch(keyword);

  // Typing pauses before a search, rather than one call per key.
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  useEffect(() => {
    if (found.data) setSeen((s) => new Map([...s, ...found.data.map((c) => [c.id, c] as const)]));
  }, [found.data]);

  const options = [
    ...new Map([...value.flatMap((v) => seen.get(v) ?? []), ...(found.data ?? [])].map((c) => [c.id, c])).values(),
  ];
  return (
    <Select
      id={id}
      aria-labelledby={labelledBy}
      mode="multiple"
      showSearch={{ filterOption: false, onSearch: setTyped, searchValue: typed }}
      value={value}
      onChange={onChange}
      loading={found.isFetching}
      placeholder={t('catalog.pickCreators')}
      notFoundContent={t('catalog.noCreators')}
      options={options.map((c) => ({ value: c.id, label: label(c) }))}
      data-testid="creator-picker"
      style={{ width: '100%' }}
    />
  );
}
