import { and, asc, eq, isNull } from 'drizzle-orm';
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
};
