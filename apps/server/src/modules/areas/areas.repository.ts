import { asc, eq } from 'drizzle-orm';
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

  cities: (db: Db, provinceId: number) =>
    db.select(columns(cities)).from(cities).where(eq(cities.provinceId, provinceId)).orderBy(asc(cities.name)),

  countryExists: async (db: Db, countryId: number) =>
    (await db.select({ id: countries.id }).from(countries).where(eq(countries.id, countryId))).length > 0,

  provinceIdsOf: async (db: Db, countryId: number) =>
    ids(await db.select({ id: provinces.id }).from(provinces).where(eq(provinces.countryId, countryId))),

  cityIdsOf: async (db: Db, provinceId: number) =>
    ids(await db.select({ id: cities.id }).from(cities).where(eq(cities.provinceId, provinceId))),
};
