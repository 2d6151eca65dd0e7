import { queryOptions } from '@tanstack/react-query';
import { http } from './http';

const areaKeys = {
  countries: () => ['areas', 'countries'] as const,
  provinces: (countryId: number) => ['areas', 'provinces', countryId] as const,
  cities: (provinceId: number) => ['areas', 'cities', provinceId] as const,
};

// Area lists change only with a new data version: keep them for the whole visit, and leave them
// out when pages catch up on moves (static: no invalidation refetches them).
const forever = { staleTime: 'static', gcTime: Number.POSITIVE_INFINITY } as const;

export const getCountries = () => http.get('/api/area/countries');
export const getProvinces = (countryId: number) => http.get('/api/area/provinces', { query: { countryId } });
export const getCities = (provinceId: number) => http.get('/api/area/cities', { query: { provinceId } });

export const countriesQueryOptions = () =>
  queryOptions({ queryKey: areaKeys.countries(), queryFn: getCountries, ...forever });

export const provincesQueryOptions = (countryId: number) =>
  queryOptions({ queryKey: areaKeys.provinces(countryId), queryFn: () => getProvinces(countryId), ...forever });

export const citiesQueryOptions = (provinceId: number) =>
  queryOptions({ queryKey: areaKeys.cities(provinceId), queryFn: () => getCities(provinceId), ...forever });
