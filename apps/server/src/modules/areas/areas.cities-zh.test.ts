import { logIn, signUp } from '@stringer/test-support/accounts';
import { call } from '@stringer/test-support/api';
import { City } from 'country-state-city';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * Every city of China, Hong Kong, Macau and Taiwan in Chinese, each listed once; the id of a city
 * the package lists twice still resolves, to the one that stays (docs/decisions/0043).
 */

// Not useTestApp: its copy of the app would keep the closed one after a restart.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CHINESE = ['CN', 'HK', 'MO', 'TW'];
const anhui = { countryId: 45, provinceId: 758 };
const idOf = (stateCode: string, name: string) =>
  City.getAllCities().findIndex((c) => c.countryCode === 'CN' && c.stateCode === stateCode && c.name === name) + 1;

/** A name without its administrative ending, marks, case or spacing: "Anqing Shi" and "Anqing" are one. */
const english = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/^prefecture of /, '')
    .replace(/ (shi|xian|diqu|city|county|prefecture|region)$/, '')
    .replace(/[’'\s-]/g, '');
const chinese = (name: string) => name.replace(/(市|地区|盟)$/, '');

const twice = (names: string[]) => names.filter((n, i) => names.indexOf(n) !== i);

describe('Chinese city names', () => {
  it('should give every city of China, Hong Kong, Macau and Taiwan its Chinese name', async () => {
    const { rows } = await t.sql.query(
      `SELECT count(*)::int AS n, count(y.name_zh)::int AS zh, count(*) FILTER (WHERE y.name_zh ~ '[A-Za-z]')::int AS latin
       FROM cities y JOIN provinces p ON p.id = y.province_id JOIN countries c ON c.id = p.country_id
       WHERE c.iso_code = ANY($1)`,
      [CHINESE],
    );
    const listed = City.getAllCities().filter((c) => CHINESE.includes(c.countryCode)).length;
    expect(rows[0]).toEqual({ n: listed, zh: listed, latin: 0 });
  });

  it('should list each city of a province once, by its English and by its Chinese name', async () => {
    const { rows: provinces } = await t.sql.query(
      `SELECT DISTINCT p.id FROM provinces p JOIN countries c ON c.id = p.country_id JOIN cities y ON y.province_id = p.id
       WHERE c.iso_code = ANY($1)`,
      [CHINESE],
    );
    expect(provinces.length).toBeGreaterThan(40);
    const repeated: string[] = [];
    for (const { id } of provinces) {
      const res = await call(t.app, 'GET', '/api/area/cities', { query: { provinceId: String(id) } });
      const list = res.body.data.list as { name: string; nameZh: string }[];
      repeated.push(...twice(list.map((c) => english(c.name))), ...twice(list.map((c) => chinese(c.nameZh))));
    }
    expect(repeated).toEqual([]);
    const anqing = await call(t.app, 'GET', '/api/area/cities', { query: { provinceId: String(anhui.provinceId) } });
    expect(anqing.body.data.list.filter((c: { name: string }) => c.name.startsWith('Anqing'))).toEqual([
      { id: 19502, name: 'Anqing', nameZh: '安庆' },
    ]);
  });

  it("should keep a dropped twin's id resolving to the city that stays", { timeout: 90_000 }, async () => {
    const anqingShi = idOf('AH', 'Anqing Shi');
    const row = await t.sql.query('SELECT name, name_zh, merged_into FROM cities WHERE id = $1', [anqingShi]);
    expect(row.rows[0]).toEqual({ name: 'Anqing Shi', name_zh: '安庆市', merged_into: 19502 });

    // A client holding the old id signs up with it: it is valid, and saved as the one listed.
    const { mail, user } = await signUp(t.app, { ...anhui, cityId: anqingShi });
    expect(user.cityId).toBe(19502);

    // An install from before the merge, whose account and clue hold the old id: the next start
    // moves them to the city that stays, so they show where the lists do.
    await t.sql.query('UPDATE accounts SET city_id = $2 WHERE id = $1', [user.customId, anqingShi]);
    const clue = await t.sql.query(
      `INSERT INTO clues (owner_id, title, description, happened_on, country_id, province_id, city_id)
       VALUES ($1, 'T', 'D', '2026-11-20', $2, $3, $4) RETURNING id`,
      [user.customId, anhui.countryId, anhui.provinceId, anqingShi],
    );
    await t.sql.query(`UPDATE cities SET merged_into = NULL, name_zh = NULL;
      UPDATE reference_data SET version = 'csc-3.2.1.2' WHERE name = 'areas'`);
    await t.restart();

    const token = await logIn(t.app, mail);
    const info = await call(t.app, 'GET', '/web/custom/info', { token });
    expect(info.body.data).toMatchObject({ ...anhui, cityId: 19502 });
    const detail = await call(t.app, 'GET', '/web/clue/detail', { token, query: { id: String(clue.rows[0].id) } });
    expect(detail.body.data).toMatchObject({ ...anhui, cityId: 19502 });
    const again = await t.sql.query('SELECT name_zh, merged_into FROM cities WHERE id = $1', [anqingShi]);
    expect(again.rows[0]).toEqual({ name_zh: '安庆市', merged_into: 19502 });
  });
});
