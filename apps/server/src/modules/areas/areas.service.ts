import type { FieldError } from '@stringer/shared/errors';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { areasRepository as repo } from './areas.repository';
import { AREA_VERSION } from './areas.seed';
import { placeNames } from './lib/place-names';

interface Region {
  countryId: number;
  provinceId?: number | null;
  cityId?: number | null;
}

/** A place of the area lists with its point: a work's stated city, or its province where it names no city. */
export interface StatedPlace {
  level: 'city' | 'province';
  /** "Anqing, Anhui, China". */
  name: string;
  /** "中国安徽安庆" where each level has a Chinese name; null otherwise. */
  nameZh: string | null;
  lat: number;
  lon: number;
}

/**
 * What a place in words comes to: one place with a point, or why not. `unknown`: it names no city
 * or province of the lists; `ambiguous`: several (`count`); `noPoint`: the lists give it no point.
 */
export type PlaceLookup =
  | { place: StatedPlace }
  | { place: null; why: 'unknown' | 'noPoint' }
  | { place: null; why: 'ambiguous'; count: number };

type Named = Awaited<ReturnType<typeof repo.named>>;

/** The levels' names joined, a level named as the one beside it once ("Shanghai, China"); null when one has none. */
const joined = (names: (string | null)[], sep: string) =>
  names.every((n): n is string => Boolean(n)) ? names.filter((n, i) => n !== names[i - 1]).join(sep) : null;

/** One of several, where they narrow to one: those in the countries the text names, then in `hint`'s. */
function narrow<T extends { iso: string }>(rows: T[], named: Set<string>, hint: string | null): T[] {
  let left = named.size ? rows.filter((r) => named.has(r.iso)) : rows;
  if (left.length > 1 && hint && !named.size) {
    const inHint = left.filter((r) => r.iso === hint);
    if (inHint.length) left = inHint;
  }
  return left;
}

/**
 * The one city (or, where the text names no city, the one province) a place in words names, as
 * docs/decisions/0082 says: a country the text names narrows the rest, and so does a province for
 * cities; several left are narrowed to those in the creator's own country (`hint`, an ISO code) when
 * the text names none, and are otherwise ambiguous: never a guess.
 */
export function statedPlaceOf({ countries, provinces, cities }: Named, hint: string | null): PlaceLookup {
  const named = new Set(countries.map((c) => c.iso));
  const inProvinces = narrow(provinces, named, hint);
  const provinceIds = new Set(inProvinces.map((p) => p.id));
  let inCities = narrow(cities, named, hint);
  const withinNamedProvince = inCities.filter((c) => provinceIds.has(c.provinceId));
  if (withinNamedProvince.length) inCities = withinNamedProvince;
  if (inCities.length > 1) return { place: null, why: 'ambiguous', count: inCities.length };
  const [city] = inCities;
  if (city) {
    const lat = city.lat ?? city.provinceLat;
    const lon = city.lon ?? city.provinceLon;
    if (lat === null || lon === null) return { place: null, why: 'noPoint' };
    return {
      place: {
        level: city.lat !== null && city.lon !== null ? 'city' : 'province',
        name: joined([city.name, city.provinceName, city.countryName], ', ') ?? city.name,
        nameZh: joined([city.countryNameZh, city.provinceNameZh, city.nameZh], ''),
        lat,
        lon,
      },
    };
  }
  if (inProvinces.length > 1) return { place: null, why: 'ambiguous', count: inProvinces.length };
  const [province] = inProvinces;
  if (!province) return { place: null, why: 'unknown' };
  if (province.lat === null || province.lon === null) return { place: null, why: 'noPoint' };
  return {
    place: {
      level: 'province',
      name: joined([province.name, province.countryName], ', ') ?? province.name,
      nameZh: joined([province.countryNameZh, province.nameZh], ''),
      lat: province.lat,
      lon: province.lon,
    },
  };
}

export function createAreasService({ db }: { db: Db }) {
  const list = async <T>(rows: Promise<T[]>) => ({ version: AREA_VERSION, list: await rows });
  return {
    version: AREA_VERSION,
    countries: () => list(repo.countries(db)),
    provinces: (countryId: number) => list(repo.provinces(db, countryId)),
    cities: (provinceId: number) => list(repo.cities(db, provinceId)),

    /**
     * The city (or province) a place in free text names, with its point: a work's stated place on
     * the verification desk (0082). `countryId`: the creator's country, which settles a name several
     * countries share when the text names no country.
     */
    async placeNamed(text: string, countryId: number | null): Promise<PlaceLookup> {
      const names = placeNames(text);
      if (!names.length) return { place: null, why: 'unknown' };
      const [found, hint] = await Promise.all([
        repo.named(db, names),
        countryId === null ? null : repo.countryIso(db, countryId),
      ]);
      return statedPlaceOf(found, hint);
    },

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
