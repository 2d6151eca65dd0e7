import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { cities, countries, provinces } from '../../db/schema';
import type { Db } from '../../platform/db/database';

const columns = (t: typeof countries | typeof provinces | typeof cities) => ({
  id: t.id,
  name: t.name,
  nameZh: t.nameZh,
});

const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

export const areasRepository = {
  countries: (db: Db) => db.select(columns(countries)).from(countries).orderBy(asc(countries.name)),

  provinces: (db: Db, countryId: number) =>
    db
      .select(columns(provinces))
      .from(provinces)
      .where(eq(provinces.countryId, countryId))
      .orderBy(asc(provinces.name)),

  /** A city listed twice shows once: the one that stays (docs/decisions/0043). */
  cities: (db: Db, provinceId: number) =>
    db
      .select(columns(cities))
      .from(cities)
      .where(and(eq(cities.provinceId, provinceId), isNull(cities.mergedInto)))
      .orderBy(asc(cities.name)),

  countryExists: async (db: Db, countryId: number) =>
    (await db.select({ id: countries.id }).from(countries).where(eq(countries.id, countryId))).length > 0,

  provinceIdsOf: async (db: Db, countryId: number) =>
    ids(await db.select({ id: provinces.id }).from(provinces).where(eq(provinces.countryId, countryId))),

  /** Every city of a province, those merged into another too (ids held from before still count). */
  citiesOf: (db: Db, provinceId: number) =>
    db.select({ id: cities.id, mergedInto: cities.mergedInto }).from(cities).where(eq(cities.provinceId, provinceId)),

  /**
   * Countries, provinces and cities named by any of `names` (lower-case, or as written in Chinese),
   * with their points (docs/decisions/0082: a work's stated place). A city listed twice counts once.
   */
  async named(db: Db, names: string[]) {
    const country = { iso: countries.isoCode, countryName: countries.name, countryNameZh: countries.nameZh };
    const named = (t: typeof countries | typeof provinces | typeof cities) =>
      or(inArray(sql`lower(${t.name})`, names), inArray(t.nameZh, names));
    const [countryRows, provinceRows, cityRows] = await Promise.all([
      db
        .select({ iso: countries.isoCode })
        .from(countries)
        .where(or(named(countries), inArray(sql`lower(${countries.isoCode})`, names))),
      db
        .select({
          id: provinces.id,
          name: provinces.name,
          nameZh: provinces.nameZh,
          lat: provinces.lat,
          lon: provinces.lon,
          ...country,
        })
        .from(provinces)
        .innerJoin(countries, eq(countries.id, provinces.countryId))
        .where(named(provinces)),
      db
        .select({
          id: cities.id,
          name: cities.name,
          nameZh: cities.nameZh,
          lat: cities.lat,
          lon: cities.lon,
          provinceId: provinces.id,
          provinceName: provinces.name,
          provinceNameZh: provinces.nameZh,
          provinceLat: provinces.lat,
          provinceLon: provinces.lon,
          ...country,
        })
        .from(cities)
        .innerJoin(provinces, eq(provinces.id, cities.provinceId))
        .innerJoin(countries, eq(countries.id, provinces.countryId))
        .where(and(named(cities), isNull(cities.mergedInto)))
        .limit(500),
    ]);
    return { countries: countryRows, provinces: provinceRows, cities: cityRows };
  },

  /** A country's ISO code, by its id (an account's country). */
  countryIso: async (db: Db, countryId: number) =>
    (await db.select({ iso: countries.isoCode }).from(countries).where(eq(countries.id, countryId)))[0]?.iso ?? null,
};
