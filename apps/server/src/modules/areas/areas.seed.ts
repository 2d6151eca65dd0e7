import { createRequire } from 'node:module';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { referenceData } from '../../db/schema';
import type { Database, Tx } from '../../platform/db/database';
import { CITY_MERGES, CITY_NAMES_ZH } from './lib/city-names-zh';
import { PROVINCE_NAMES_ZH } from './lib/province-names-zh';

const require = createRequire(import.meta.url);
const { version: packageVersion } = require('country-state-city/package.json') as { version: string };

/**
 * The area lists' `version`: the data package's, and the numbering, Chinese names' and
 * coordinates' revision, so new data reaches clients (and installs seeded before) as a new version
 * (.4: provinces' and cities' lat/lon, for the verification desk's map, 0082).
 */
export const AREA_VERSION = `csc-${packageVersion}.4`;

const zhRegionNames = new Intl.DisplayNames(['zh'], { type: 'region', fallback: 'none' });

type Sql = Tx['executeSql'];

/**
 * The data package, required only when a seed needs it (~0.4 s, ~60 MB parsed) and let go
 * straight after: its CommonJS modules leave the require cache and the local require that
 * loaded them is dropped, so nothing holds its lists once the rows are built. An `import()`
 * would keep them for the life of the process (Node never unloads an ES module's record).
 */
function loadAreaPackage() {
  const load = createRequire(import.meta.url);
  const folder = path.dirname(load.resolve('country-state-city/package.json')) + path.sep;
  try {
    return load('country-state-city') as typeof import('country-state-city');
  } finally {
    for (const file of Object.keys(load.cache)) if (file.startsWith(folder)) delete load.cache[file];
  }
}

/**
 * Each table's wanted rows, numbered by their position in the package's lists (1-based): the
 * same place has the same id on every install, whatever order the database inserts in.
 */
function wantedRows() {
  const { City, Country, State } = loadAreaPackage();
  const countries = Country.getAllCountries();
  const states = State.getAllStates();
  const cities = City.getAllCities();
  const ids = (list: unknown[]) => list.map((_, i) => i + 1);
  return {
    countries: [
      ids(countries),
      countries.map((c) => c.isoCode),
      countries.map((c) => c.name),
      countries.map((c) => zhName(c.isoCode)),
    ],
    provinces: [
      ids(states),
      states.map((s) => s.countryCode),
      states.map((s) => s.isoCode),
      states.map((s) => s.name),
      states.map((s) => PROVINCE_NAMES_ZH[`${s.countryCode}-${s.isoCode}`] ?? null),
      ...coordinates(states),
    ],
    cities: [
      ids(cities),
      cities.map((c) => c.countryCode),
      cities.map((c) => c.stateCode),
      ...cityNames(cities),
      ...coordinates(cities),
    ],
  };
}

/** The package's latitudes and longitudes (text, e.g. "39.90750000"), as numbers; null where absent or not a number. */
function coordinates(places: { latitude?: string | null; longitude?: string | null }[]) {
  const degrees = (text: string | null | undefined, limit: number) => {
    const n = text?.trim() ? Number(text) : Number.NaN;
    return Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
  };
  const points = places.map((p) => {
    const lat = degrees(p.latitude, 90);
    const lon = degrees(p.longitude, 180);
    return lat === null || lon === null ? [null, null] : [lat, lon];
  });
  return [points.map((p) => p[0]), points.map((p) => p[1])];
}

/** The countries city-names-zh.ts covers. */
const NAMED_COUNTRIES = new Set(Object.keys(CITY_NAMES_ZH).map((key) => key.slice(0, key.indexOf('-'))));

/**
 * Each city's name, Chinese name and, for one the package lists twice in its province, the id of
 * the one that stays (city-names-zh.ts, docs/decisions/0043). Only the named countries' rows are
 * keyed: the seed runs at every fresh start.
 */
function cityNames(cities: { countryCode: string; stateCode: string; name: string }[]) {
  const ids = new Map<string, number>();
  cities.forEach((c, i) => {
    if (NAMED_COUNTRIES.has(c.countryCode)) ids.set(`${c.countryCode}-${c.stateCode}:${c.name}`, i + 1);
  });
  const namesZh: (string | null)[] = cities.map(() => null);
  const mergedInto: (number | null)[] = cities.map(() => null);
  for (const [key, id] of ids) {
    namesZh[id - 1] = CITY_NAMES_ZH[key] ?? null;
    const kept = CITY_MERGES[key];
    if (kept) mergedInto[id - 1] = ids.get(`${key.slice(0, key.indexOf(':'))}:${kept}`) ?? null;
  }
  return [cities.map((c) => c.name), namesZh, mergedInto];
}

/**
 * Loads countries, their provinces (states) and cities from country-state-city once per
 * AREA_VERSION. Rows an earlier seed numbered otherwise move to their package ids first, with
 * every reference to them (docs/decisions/0017).
 */
export async function seedAreas({ transaction }: Database) {
  await transaction(async ({ db, executeSql }) => {
    const [current] = await db.select().from(referenceData).where(eq(referenceData.name, 'areas'));
    if (current?.version === AREA_VERSION) return;
    await stageWanted(executeSql);
    const lifted = await renumber(executeSql);
    await upsertWanted(executeSql);
    if (lifted) await restoreForeignKeys(executeSql);
    await foldMergedCities(executeSql);
    await db
      .insert(referenceData)
      .values({ name: 'areas', version: AREA_VERSION })
      .onConflictDoUpdate({ target: referenceData.name, set: { version: AREA_VERSION, seededAt: sql`now()` } });
  });
}

async function stageWanted(executeSql: Sql) {
  const wanted = wantedRows();
  await executeSql(
    `CREATE TEMP TABLE wanted_countries ON COMMIT DROP AS
     SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[]) AS w(id, iso_code, name, name_zh)`,
    wanted.countries,
  );
  await executeSql(
    `CREATE TEMP TABLE wanted_provinces ON COMMIT DROP AS
     SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::float8[], $7::float8[])
       AS w(id, country_iso, code, name, name_zh, lat, lon)`,
    wanted.provinces,
  );
  await executeSql(
    `CREATE TEMP TABLE wanted_cities ON COMMIT DROP AS
     SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[], $7::float8[], $8::float8[])
       AS w(id, country_iso, state_code, name, name_zh, merged_into, lat, lon)`,
    wanted.cities,
  );
  await executeSql('ANALYZE wanted_countries, wanted_provinces, wanted_cities', []);
}

/** Each existing row's package id, found by its natural key (computed before anything moves). */
const MOVES = {
  countries: `SELECT c.id AS old, w.id AS new FROM countries c JOIN wanted_countries w ON w.iso_code = c.iso_code`,
  provinces: `SELECT p.id AS old, w.id AS new FROM provinces p
    JOIN countries c ON c.id = p.country_id
    JOIN wanted_provinces w ON w.country_iso = c.iso_code AND w.code = p.code`,
  cities: `SELECT y.id AS old, w.id AS new FROM cities y
    JOIN provinces p ON p.id = y.province_id JOIN countries c ON c.id = p.country_id
    JOIN wanted_cities w ON w.country_iso = c.iso_code AND w.state_code = p.code AND w.name = y.name`,
} as const;

/** Every column holding an area id, with its foreign key when it has one (clues and certifications keep the region as sent). */
const REFERENCES = {
  countries: ['accounts.country_id!', 'provinces.country_id!', 'clues.country_id', 'certifications.country_id'],
  provinces: ['accounts.province_id!', 'cities.province_id!', 'clues.province_id', 'certifications.province_id'],
  cities: ['accounts.city_id!', 'clues.city_id', 'certifications.city_id'],
} as const;
const AREA_TABLES = ['countries', 'provinces', 'cities'] as const;

/** The foreign keys onto the area tables, as Drizzle names them (`<table>_<column>_<target>_id_fk`). */
const foreignKeys = () =>
  AREA_TABLES.flatMap((target) =>
    REFERENCES[target]
      .filter((r) => r.endsWith('!'))
      .map((r) => {
        const [table, column] = r.slice(0, -1).split('.') as [string, string];
        return { table, column, target, name: `${table}_${column}_${target}_id_fk` };
      }),
  );

/**
 * Moves rows an earlier seed numbered otherwise, with every reference to them. Returns whether
 * the foreign keys were lifted for it (they are restored, and checked again, once rows are back).
 */
async function renumber(executeSql: Sql) {
  let moving = 0;
  for (const table of AREA_TABLES) {
    // A row the package no longer lists keeps a place above the package's ids.
    await executeSql(
      `CREATE TEMP TABLE ${table}_moves ON COMMIT DROP AS
       SELECT m.old, m.new, true AS listed FROM (${MOVES[table]}) m WHERE m.old <> m.new
       UNION ALL
       SELECT t.id, (SELECT max(id) FROM wanted_${table}) + row_number() OVER (ORDER BY t.id), false
       FROM ${table} t WHERE NOT EXISTS (SELECT 1 FROM (${MOVES[table]}) a WHERE a.old = t.id)`,
      [],
    );
    const { rows } = await executeSql(`SELECT count(*)::int AS n FROM ${table}_moves`, []);
    moving += (rows[0] as { n: number }).n;
  }
  if (!moving) return false;
  // Set-based updates with the keys lifted, rather than a cascade per row: all of it in the
  // seed's one transaction, under the start-up lock.
  for (const fk of foreignKeys()) await executeSql(`ALTER TABLE ${fk.table} DROP CONSTRAINT ${fk.name}`, []);
  for (const table of AREA_TABLES) {
    const moves = `${table}_moves`;
    // A listed row is written again at its package id by upsertWanted.
    await executeSql(`DELETE FROM ${table} WHERE id IN (SELECT old FROM ${moves} WHERE listed)`, []);
    // An unlisted one moves in two steps, since its new id may still be held by another that moves.
    await executeSql(`UPDATE ${table} SET id = -id WHERE id IN (SELECT old FROM ${moves} WHERE NOT listed)`, []);
    await executeSql(`UPDATE ${table} t SET id = m.new FROM ${moves} m WHERE t.id = -m.old`, []);
    for (const reference of REFERENCES[table]) {
      const [referrer, column] = reference.replace('!', '').split('.');
      await executeSql(`UPDATE ${referrer} r SET ${column} = m.new FROM ${moves} m WHERE r.${column} = m.old`, []);
    }
  }
  return true;
}

async function restoreForeignKeys(executeSql: Sql) {
  for (const fk of foreignKeys()) {
    await executeSql(
      `ALTER TABLE ${fk.table} ADD CONSTRAINT ${fk.name} FOREIGN KEY (${fk.column}) REFERENCES ${fk.target}(id)`,
      [],
    );
  }
}

async function upsertWanted(executeSql: Sql) {
  await executeSql(
    `INSERT INTO countries (id, iso_code, name, name_zh) SELECT * FROM wanted_countries
     ON CONFLICT (id) DO UPDATE SET name = excluded.name, name_zh = excluded.name_zh
     WHERE (countries.name, countries.name_zh) IS DISTINCT FROM (excluded.name, excluded.name_zh)`,
    [],
  );
  await executeSql(
    `INSERT INTO provinces (id, country_id, code, name, name_zh, lat, lon)
     SELECT w.id, c.id, w.code, w.name, w.name_zh, w.lat, w.lon FROM wanted_provinces w JOIN countries c ON c.iso_code = w.country_iso
     ON CONFLICT (id) DO UPDATE SET name = excluded.name, name_zh = excluded.name_zh, lat = excluded.lat, lon = excluded.lon
     WHERE (provinces.name, provinces.name_zh, provinces.lat, provinces.lon)
       IS DISTINCT FROM (excluded.name, excluded.name_zh, excluded.lat, excluded.lon)`,
    [],
  );
  await executeSql(
    `INSERT INTO cities (id, province_id, name, name_zh, merged_into, lat, lon)
     SELECT w.id, p.id, w.name, w.name_zh, w.merged_into, w.lat, w.lon FROM wanted_cities w
     JOIN countries c ON c.iso_code = w.country_iso JOIN provinces p ON p.country_id = c.id AND p.code = w.state_code
     ON CONFLICT (id) DO UPDATE SET name = excluded.name, name_zh = excluded.name_zh, merged_into = excluded.merged_into,
       lat = excluded.lat, lon = excluded.lon
     WHERE (cities.name, cities.name_zh, cities.merged_into, cities.lat, cities.lon)
       IS DISTINCT FROM (excluded.name, excluded.name_zh, excluded.merged_into, excluded.lat, excluded.lon)`,
    [],
  );
}

/** What holds a city listed twice moves to the one that stays, so it shows where the lists do. */
async function foldMergedCities(executeSql: Sql) {
  for (const reference of REFERENCES.cities) {
    const [referrer, column] = reference.replace('!', '').split('.');
    await executeSql(
      `UPDATE ${referrer} r SET ${column} = y.merged_into FROM cities y
       WHERE r.${column} = y.id AND y.merged_into IS NOT NULL`,
      [],
    );
  }
}

function zhName(isoCode: string) {
  try {
    return zhRegionNames.of(isoCode) ?? null;
  } catch {
    return null;
  }
}
