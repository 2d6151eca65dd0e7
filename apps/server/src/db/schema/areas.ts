import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Reference data seeded from a maintained package; see modules/areas/areas.seed.ts. Ids are the
 * rows' positions in the package, the same on every install (docs/decisions/0017).
 */
export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  isoCode: text('iso_code').notNull().unique(),
  name: text('name').notNull(),
  nameZh: text('name_zh'),
});

export const provinces = pgTable(
  'provinces',
  {
    id: integer('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    nameZh: text('name_zh'),
    /** The package's point for it (WGS 84 degrees); null where it gives none (docs/decisions/0082). */
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
  },
  (t) => [index('provinces_country_idx').on(t.countryId)],
);

export const cities = pgTable(
  'cities',
  {
    id: integer('id').primaryKey(),
    provinceId: integer('province_id')
      .notNull()
      .references(() => provinces.id),
    name: text('name').notNull(),
    nameZh: text('name_zh'),
    /**
     * Set on a city the package lists twice in its province: the id of the one that stays. The row
     * keeps its id, so what holds it still resolves, but leaves the lists (docs/decisions/0043).
     */
    mergedInto: integer('merged_into'),
    /** The package's point for the city (WGS 84 degrees): a work's stated city on the verification desk's map (0082). */
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
  },
  (t) => [
    index('cities_province_idx').on(t.provinceId),
    // A work's place is free text: the desk finds the city it names by name, any case, or by its Chinese name.
    index('cities_name_idx').on(sql`lower(${t.name})`),
    index('cities_name_zh_idx').on(t.nameZh).where(sql`${t.nameZh} IS NOT NULL`),
  ],
);
