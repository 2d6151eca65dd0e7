import { createRequire } from 'node:module';
import { eq, sql } from 'drizzle-orm';
import { referenceData } from '../../db/schema';
import type { Database } from '../../platform/db/database';

const require = createRequire(import.meta.url);
const { version: packageVersion } = require('country-state-city/package.json') as { version: string };

/** The area lists' `version`: the data package's, so new data reaches clients as a new version. */
export const AREA_VERSION = `csc-${packageVersion}`;

const zhRegionNames = new Intl.DisplayNames(['zh'], { type: 'region', fallback: 'none' });

/**
 * Loads countries, their provinces (states) and cities from country-state-city, the maintained
 * data package, once per package version. Country names in Chinese come from ICU's region names;
 * the package has no Chinese names for provinces and cities, which show in English.
 */
export async function seedAreas({ transaction }: Database) {
  await transaction(async ({ db, executeSql }) => {
    const [current] = await db.select().from(referenceData).where(eq(referenceData.name, 'areas'));
    if (current?.version === AREA_VERSION) return;
    // Only now: the data package takes ~0.4 s and ~60 MB to load, and most starts need none of it.
    const { City, Country, State } = await import('country-state-city');
    // Accounts keep their ids: replace rows in place rather than truncating referenced tables.
    const countries = Country.getAllCountries();
    await executeSql(
      `INSERT INTO countries (iso_code, name, name_zh)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[])
       ON CONFLICT (iso_code) DO UPDATE SET name = excluded.name, name_zh = excluded.name_zh`,
      [countries.map((c) => c.isoCode), countries.map((c) => c.name), countries.map((c) => zhName(c.isoCode))],
    );
    const states = State.getAllStates();
    await executeSql(
      `INSERT INTO provinces (country_id, code, name)
       SELECT c.id, s.code, s.name
       FROM unnest($1::text[], $2::text[], $3::text[]) AS s(country, code, name)
       JOIN countries c ON c.iso_code = s.country
       WHERE NOT EXISTS (SELECT 1 FROM provinces p WHERE p.country_id = c.id AND p.code = s.code)`,
      [states.map((s) => s.countryCode), states.map((s) => s.isoCode), states.map((s) => s.name)],
    );
    const cities = City.getAllCities();
    await executeSql(
      `INSERT INTO cities (province_id, name)
       SELECT p.id, x.name
       FROM unnest($1::text[], $2::text[], $3::text[]) AS x(country, state, name)
       JOIN countries c ON c.iso_code = x.country
       JOIN provinces p ON p.country_id = c.id AND p.code = x.state
       WHERE NOT EXISTS (SELECT 1 FROM cities y WHERE y.province_id = p.id AND y.name = x.name)`,
      [cities.map((c) => c.countryCode), cities.map((c) => c.stateCode), cities.map((c) => c.name)],
    );
    await db
      .insert(referenceData)
      .values({ name: 'areas', version: AREA_VERSION })
      .onConflictDoUpdate({ target: referenceData.name, set: { version: AREA_VERSION, seededAt: sql`now()` } });
  });
}

function zhName(isoCode: string) {
  try {
    return zhRegionNames.of(isoCode) ?? null;
  } catch {
    return null;
  }
}
