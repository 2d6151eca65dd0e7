import { createRequire } from 'node:module';
import { newCreator, signUp } from '@stringer/test-support/accounts';
import { call } from '@stringer/test-support/api';
import { City, Country, State } from 'country-state-city';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';

/**
 * Area ids are the same on every install (clients keep them): each row's id is its position in
 * the data package. The test template is a fresh database seeded from nothing, as a new external
 * install is; an install numbered otherwise by an earlier seed is renumbered, references and all.
 */

const t = useTestApp();

/** README's curl example: China, Anhui, Anqing. */
const README = { countryId: 45, provinceId: 758, cityId: 19502 };

describe('area ids', () => {
  it('should number every country, province and city by its position in the package', async () => {
    const countries = await t.sql.query('SELECT id, iso_code FROM countries ORDER BY id');
    expect(countries.rows).toEqual(Country.getAllCountries().map((c, i) => ({ id: i + 1, iso_code: c.isoCode })));
    const provinces = await t.sql.query(
      'SELECT p.id, c.iso_code, p.code FROM provinces p JOIN countries c ON c.id = p.country_id ORDER BY p.id',
    );
    expect(provinces.rows).toEqual(
      State.getAllStates().map((s, i) => ({ id: i + 1, iso_code: s.countryCode, code: s.isoCode })),
    );
    const cities = await t.sql.query('SELECT id, province_id, name FROM cities ORDER BY id');
    const stateIds = new Map(State.getAllStates().map((s, i) => [`${s.countryCode}-${s.isoCode}`, i + 1]));
    expect(cities.rows).toEqual(
      City.getAllCities().map((c, i) => ({
        id: i + 1,
        province_id: stateIds.get(`${c.countryCode}-${c.stateCode}`),
        name: c.name,
      })),
    );
  });

  it("should carry every province's and city's point from the package, where it gives one", async () => {
    const point = (lat?: string | null, lon?: string | null) =>
      lat && lon ? { lat: Number(lat), lon: Number(lon) } : { lat: null, lon: null };
    const cities = await t.sql.query('SELECT lat, lon FROM cities ORDER BY id');
    expect(cities.rows).toEqual(City.getAllCities().map((c) => point(c.latitude, c.longitude)));
    const provinces = await t.sql.query('SELECT lat, lon FROM provinces ORDER BY id');
    expect(provinces.rows).toEqual(State.getAllStates().map((s) => point(s.latitude, s.longitude)));
    const anqing = await t.sql.query('SELECT lat, lon FROM cities WHERE id = $1', [README.cityId]);
    expect(anqing.rows[0]).toEqual({ lat: 30.51365, lon: 117.04723 });
  });

  it("should resolve the README's ids to China, Anhui (安徽) and Anqing (安庆), and sign up with them", async () => {
    const countries = (await call(t.app, 'GET', '/api/area/countries')).body.data.list;
    expect(countries.find((c: { id: number }) => c.id === README.countryId)).toMatchObject({ nameZh: '中国' });
    const provinces = await call(t.app, 'GET', '/api/area/provinces', { query: { countryId: '45' } });
    expect(provinces.body.data.list.find((p: { id: number }) => p.id === README.provinceId)).toEqual({
      id: README.provinceId,
      name: 'Anhui',
      nameZh: '安徽',
    });
    const cities = await call(t.app, 'GET', '/api/area/cities', { query: { provinceId: '758' } });
    expect(cities.body.data.list.find((c: { id: number }) => c.id === README.cityId)).toEqual({
      id: README.cityId,
      name: 'Anqing',
      nameZh: '安庆',
    });
    const { user } = await signUp(t.app, README);
    const row = await t.sql.query('SELECT country_id, province_id, city_id FROM accounts WHERE id = $1', [
      user.customId,
    ]);
    expect(row.rows[0]).toEqual({ country_id: 45, province_id: 758, city_id: 19502 });
  });

  it('should give every province of China, Taiwan and Hong Kong a Chinese name, and every country one', async () => {
    const { rows } = await t.sql.query(`SELECT c.iso_code, count(*)::int AS n, count(p.name_zh)::int AS zh
      FROM provinces p JOIN countries c ON c.id = p.country_id
      WHERE c.iso_code IN ('CN', 'TW', 'HK') GROUP BY c.iso_code ORDER BY c.iso_code`);
    expect(rows).toEqual([
      { iso_code: 'CN', n: 34, zh: 34 },
      { iso_code: 'HK', n: 17, zh: 17 },
      { iso_code: 'TW', n: 22, zh: 22 },
    ]);
    const missing = await t.sql.query('SELECT count(*)::int AS n FROM countries WHERE name_zh IS NULL');
    expect(missing.rows[0].n).toBe(0);
  });

  // A restart that renumbers all ~150,000 rows: seconds of work, more on a busy machine.
  it('should renumber an install an earlier seed numbered otherwise, carrying every reference along', {
    timeout: 90_000,
  }, async () => {
    const { customId } = await newCreator(t.app);
    await t.sql.query('UPDATE accounts SET country_id = $2, province_id = $3, city_id = $4 WHERE id = $1', [
      customId,
      README.countryId,
      README.provinceId,
      README.cityId,
    ]);
    const clue = await t.sql.query(
      `INSERT INTO clues (owner_id, title, description, happened_on, country_id, province_id, city_id)
       VALUES ($1, 'T', 'D', '2026-11-20', $2, $3, $4) RETURNING id`,
      [customId, README.countryId, README.provinceId, README.cityId],
    );
    // An earlier seed's numbering: every province and city elsewhere, names without Chinese
    // (written with the foreign keys' triggers off, as an install numbered so from the start is).
    await t.sql.query(`BEGIN;
      SET LOCAL session_replication_role = replica;
      UPDATE countries SET id = id + 1000 WHERE id = 45;
      UPDATE provinces SET id = id + 100000, name_zh = NULL, lat = NULL, lon = NULL, country_id = CASE WHEN country_id = 45 THEN 1045 ELSE country_id END;
      UPDATE cities SET id = id + 500000, province_id = province_id + 100000, lat = NULL, lon = NULL;
      UPDATE accounts SET country_id = 1045, province_id = 100758, city_id = 519502 WHERE id = ${Number(customId)};
      UPDATE clues SET country_id = 1045, province_id = 100758, city_id = 519502 WHERE id = ${Number(clue.rows[0].id)};
      UPDATE reference_data SET version = 'csc-3.2.1' WHERE name = 'areas';
      COMMIT`);

    const started = Date.now();
    await t.restart();
    console.log(`a start renumbering every province and city took ${Date.now() - started} ms`);

    const account = await t.sql.query('SELECT country_id, province_id, city_id FROM accounts WHERE id = $1', [
      customId,
    ]);
    expect(account.rows[0]).toEqual({
      country_id: README.countryId,
      province_id: README.provinceId,
      city_id: README.cityId,
    });
    const moved = await t.sql.query('SELECT country_id, province_id, city_id FROM clues WHERE id = $1', [
      clue.rows[0].id,
    ]);
    expect(moved.rows[0]).toEqual(account.rows[0]);
    const anhui = await t.sql.query('SELECT name, name_zh, lat, lon FROM provinces WHERE id = $1', [README.provinceId]);
    expect(anhui.rows[0]).toEqual({ name: 'Anhui', name_zh: '安徽', lat: 30.6006773, lon: 117.9249002 });
    // An install seeded before the coordinates gets them at its next start.
    const anqing = await t.sql.query('SELECT lat, lon FROM cities WHERE id = $1', [README.cityId]);
    expect(anqing.rows[0]).toEqual({ lat: 30.51365, lon: 117.04723 });
    const unplaced = await t.sql.query('SELECT count(*)::int AS n FROM cities WHERE lat IS NULL');
    expect(unplaced.rows[0].n).toBe(0);
    const top = await t.sql.query('SELECT max(id)::int AS top, count(*)::int AS n FROM cities');
    expect(top.rows[0]).toEqual({ top: City.getAllCities().length, n: City.getAllCities().length });
    // The seed let the data package go (~60 MB a running server would otherwise keep).
    const cached = Object.keys(createRequire(import.meta.url).cache).filter((f) => f.includes('country-state-city'));
    expect(cached).toEqual([]);
  });
});
