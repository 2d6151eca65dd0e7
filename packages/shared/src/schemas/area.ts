import { z } from 'zod';
import { queryId } from './fields';

const version = z.string().max(64, 'errors.tooLong').optional();

export const countriesQuery = z.object({ version });
export const provincesQuery = z.object({ version, countryId: queryId('errors.regionRequired') });
export const citiesQuery = z.object({ version, provinceId: queryId('errors.regionRequired') });

export const area = z.object({ id: z.number(), name: z.string(), nameZh: z.string().nullable() });
export type Area = z.infer<typeof area>;

/** `version` names the reference data set: equal versions mean equal lists, so clients cache by it. */
export const areaList = z.object({ version: z.string(), list: z.array(area) });
export type AreaList = z.infer<typeof areaList>;
