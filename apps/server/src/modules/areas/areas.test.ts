import { call } from '@stringer/test-support/api';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp();

describe('areas', () => {
  it('should list real countries with Chinese names, and their provinces and cities', async () => {
    const countries = await call(t.app, 'GET', '/api/area/countries');
    expect(countries.body.data.list.length).toBeGreaterThan(200);
    const japan = countries.body.data.list.find((c: { name: string }) => c.name === 'Japan');
    expect(japan.nameZh).toBe('日本');
    const provinces = await call(t.app, 'GET', '/api/area/provinces', { query: { countryId: String(japan.id) } });
    const tokyo = provinces.body.data.list.find((p: { name: string }) => p.name.startsWith('Tokyo'));
    expect(tokyo).toBeDefined();
    const cities = await call(t.app, 'GET', '/api/area/cities', { query: { provinceId: String(tokyo.id) } });
    expect(cities.body.data.list.map((c: { name: string }) => c.name)).toContain('Adachi Ku');
  });

  it('should let a client cache the lists by version', async () => {
    const first = await call(t.app, 'GET', '/api/area/countries');
    expect(first.headers['cache-control']).toBe('no-cache');
    const { version } = first.body.data;
    expect(version).toMatch(/^csc-\d+\.\d+\.\d+\.\d+$/);
    const cached = await call(t.app, 'GET', '/api/area/countries', { query: { version } });
    expect(cached.headers['cache-control']).toContain('immutable');
    expect(cached.body.data.list).toEqual(first.body.data.list);
  });

  it('should seed once: a second start keeps the rows and their ids', async () => {
    const { rows } = await t.sql.query('SELECT count(*)::int AS n, max(id) AS top FROM cities');
    expect(rows[0].n).toBeGreaterThan(100_000);
    const again = await t.sql.query('SELECT count(*)::int AS n, max(id) AS top FROM cities');
    expect(again.rows[0]).toEqual(rows[0]);
  });

  it('should refuse a missing or malformed parent id with its key', async () => {
    const missing = await call(t.app, 'GET', '/api/area/provinces');
    expect(missing.body).toMatchObject({
      code: 400,
      errors: [{ field: 'countryId', msgKey: 'errors.regionRequired' }],
    });
    const bad = await call(t.app, 'GET', '/api/area/cities', { query: { provinceId: 'x' } });
    expect(bad.body.errors).toEqual([{ field: 'provinceId', msgKey: 'errors.invalidType' }]);
    const empty = await call(t.app, 'GET', '/api/area/cities', { query: { provinceId: '999999' } });
    expect(empty.body.data.list).toEqual([]);
  });
});
