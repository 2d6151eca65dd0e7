import type { Area } from '@stringer/shared/schemas/area';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Cascader } from 'antd';
import type { TFunction } from 'i18next';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { citiesQueryOptions, countriesQueryOptions, provincesQueryOptions } from '../lib/areas';

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

/** A region saved before (a clue, a certification), as the field holds it: complete, since it was accepted. */
export const savedArea = (ids: (number | null)[]): AreaValue => ({
  ids: ids.filter((id): id is number => id !== null),
  complete: true,
});

/** The form rule of a region field: chosen, and as deep as the data goes. */
export const regionRule = (t: TFunction) => ({
  validator: async (_rule: unknown, value?: AreaValue) => {
    if (!value?.ids.length || !value.complete) throw new Error(t('errors.regionRequired'));
  },
});

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

  const loadLevel = useCallback(
    async (parentId: number, depth: number) => {
      const list =
        depth === 0
          ? await queryClient.fetchQuery(provincesQueryOptions(parentId))
          : await queryClient.fetchQuery(citiesQueryOptions(parentId));
      const children = list.list.map((area) => ({ area, depth: depth + 1, isLeaf: depth + 1 === 2 }));
      setLoaded((prev) => new Map(prev).set(parentId, children));
    },
    [queryClient],
  );
  const loadData = async (selected: Option[]) => {
    const target = selected[selected.length - 1];
    if (target) await loadLevel(target.value, selected.length - 1);
  };

  // A region given from outside (a saved clue) shows its names: load the levels it goes through.
  const [countryId, provinceId] = value?.ids ?? [];
  useEffect(() => {
    if (countryId) void loadLevel(countryId, 0);
    if (provinceId) void loadLevel(provinceId, 1);
  }, [countryId, provinceId, loadLevel]);

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

/** A region's names, "Country / Province / City", in the user's language. */
export function RegionName({ ids }: { ids: (number | null | undefined)[] }) {
  const { i18n } = useTranslation();
  const [countryId, provinceId, cityId] = ids;
  const countries = useQuery(countriesQueryOptions());
  const provinces = useQuery({ ...provincesQueryOptions(countryId ?? 0), enabled: Boolean(countryId) });
  const cities = useQuery({ ...citiesQueryOptions(provinceId ?? 0), enabled: Boolean(provinceId) });
  const name = (list: Area[] | undefined, id: number | null | undefined) => {
    const area = list?.find((a) => a.id === id);
    return area ? (i18n.language === 'zh' && area.nameZh) || area.name : null;
  };
  const names = [
    name(countries.data?.list, countryId),
    name(provinces.data?.list, provinceId),
    name(cities.data?.list, cityId),
  ];
  return <>{names.filter(Boolean).join(' / ') || '—'}</>;
}
