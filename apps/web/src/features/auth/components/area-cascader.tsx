import type { Area } from '@stringer/shared/schemas/area';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Cascader } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { citiesQueryOptions, countriesQueryOptions, provincesQueryOptions } from '../api/get-areas';

/** The chosen ids, and whether they go as deep as the data does (a city where there are cities). */
export interface AreaValue {
  ids: number[];
  complete: boolean;
}

interface Node {
  area: Area;
  depth: number;
  isLeaf: boolean;
  children?: Node[];
}

interface Option {
  value: number;
  label: string;
  isLeaf: boolean;
  children?: Option[];
}

interface Props {
  id?: string;
  value?: AreaValue;
  onChange?: (value: AreaValue) => void;
  status?: 'error';
}

/** Country / province / city, each level loaded when its parent is chosen. */
export function AreaCascader({ id, value, onChange, status }: Props) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const countries = useQuery(countriesQueryOptions());
  const [loaded, setLoaded] = useState<Map<number, Node[]>>(new Map());
  const zh = i18n.language === 'zh';

  const toOption = (node: Node): Option => ({
    value: node.area.id,
    label: (zh && node.area.nameZh) || node.area.name,
    isLeaf: node.isLeaf || loaded.get(node.area.id)?.length === 0,
    children: loaded.get(node.area.id)?.map(toOption),
  });
  const roots = (countries.data?.list ?? []).map((area) => ({ area, depth: 0, isLeaf: false }));

  const loadData = async (selected: Option[]) => {
    const target = selected[selected.length - 1];
    if (!target) return;
    const depth = selected.length - 1;
    const list =
      depth === 0
        ? await queryClient.fetchQuery(provincesQueryOptions(target.value))
        : await queryClient.fetchQuery(citiesQueryOptions(target.value));
    const children = list.list.map((area) => ({ area, depth: depth + 1, isLeaf: depth + 1 === 2 }));
    setLoaded((prev) => new Map(prev).set(target.value, children));
  };

  return (
    <Cascader<Option>
      id={id}
      status={status}
      options={roots.map(toOption)}
      loadData={loadData}
      changeOnSelect
      showSearch={{ filter: (input, path) => path.some((o) => o.label.toLowerCase().includes(input.toLowerCase())) }}
      loading={countries.isLoading}
      placeholder={t('auth.regionPlaceholder')}
      value={value?.ids}
      onChange={(ids, options) => {
        const last = options?.[options.length - 1];
        const complete = Boolean(last && (last.isLeaf || loaded.get(last.value)?.length === 0));
        onChange?.({ ids: (ids ?? []) as number[], complete });
      }}
    />
  );
}
