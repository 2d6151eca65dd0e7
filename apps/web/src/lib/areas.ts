import { queryOptions } from '@tanstack/react-query';
import { http } from './http';

// Area lists change only with a new data version: keep them for the whole visit.
const forever = { staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY };

export const getCountries = () => http.get('/api/area/countries');
export const getProvinces = (countryId: number) => http.get('/api/area/provinces', { query: { countryId } });
export const getCities = (provinceId: number) => http.get('/api/area/cities', { query: { provinceId } });

export const countriesQueryOptions = () =>
  queryOptions({ queryKey: ['areas', 'countries'], queryFn: getCountries, ...forever });

export const provincesQueryOptions = (countryId: number) =>
  queryOptions({ queryKey: ['areas', 'provinces', countryId], queryFn: () => getProvinces(countryId), ...forever });

export const citiesQueryOptions = (provinceId: number) =>
  queryOptions({ queryKey: ['areas', 'cities', provinceId], queryFn: () => getCities(provinceId), ...forever });
