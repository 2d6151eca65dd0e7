import type { FieldError } from '@stringer/shared/errors';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { areasRepository as repo } from './areas.repository';
import { AREA_VERSION } from './areas.seed';

interface Region {
  countryId: number;
  provinceId?: number | null;
  cityId?: number | null;
}

export function createAreasService({ db }: { db: Db }) {
  const list = async <T>(rows: Promise<T[]>) => ({ version: AREA_VERSION, list: await rows });
  return {
    version: AREA_VERSION,
    countries: () => list(repo.countries(db)),
    provinces: (countryId: number) => list(repo.provinces(db, countryId)),
    cities: (provinceId: number) => list(repo.cities(db, provinceId)),

    /**
     * A region is complete when it goes as deep as the data does: a province where the country has
     * any, a city where the province has any, each inside the one above it. Returns it as it is
     * saved: a city the lists show once under another id is saved as that one (docs/decisions/0043).
     */
    async checkRegion({ countryId, provinceId, cityId }: Region) {
      const errors: FieldError[] = [];
      const refuse = (field: string) => errors.push({ field, msgKey: 'errors.regionRequired' });
      let city: { id: number; mergedInto: number | null } | undefined;
      if (!(await repo.countryExists(db, countryId))) refuse('countryId');
      else {
        const provinces = await repo.provinceIdsOf(db, countryId);
        if (provinces.length && !provinces.includes(provinceId ?? 0)) refuse('provinceId');
        else if (!provinces.length && provinceId) refuse('provinceId');
        else if (provinceId) {
          const cities = await repo.citiesOf(db, provinceId);
          city = cities.find((c) => c.id === cityId);
          if (cities.length ? !city : Boolean(cityId)) refuse('cityId');
        }
      }
      if (errors.length) throw new AppError('regionInvalid', errors);
      return { countryId, provinceId: provinceId ?? null, cityId: city ? (city.mergedInto ?? city.id) : null };
    },
  };
}

export type AreasService = ReturnType<typeof createAreasService>;
