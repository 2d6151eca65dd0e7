import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { adminQuery, dropDatabase, withDatabase } from '@stringer/test-support/test-database';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';

describe('production mode', () => {
  // What a start that refuses a setting prints is the message alone: no stack, no line of the
  // bundle's minified code above it (as Node prints an uncaught error), and exit code 1.
  it.each([
    ['server.ts', 'SMTP_URL', { SMTP_URL: '' }],
    ['worker.ts', 'PAYOUT_KEY', { SMTP_URL: 'smtp://127.0.0.1:2525', PAYOUT_KEY: '' }],
  ])(
    '%s should refuse to start without %s, printing only what to set',
    async (entry, setting, env) => {
      const child = spawn(process.execPath, ['--import', 'tsx', path.resolve(import.meta.dirname, entry)], {
        env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: 'postgres://nobody@127.0.0.1:1/x', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (c: Buffer) => (output += c));
      child.stderr.on('data', (c: Buffer) => (output += c));
      const code = await new Promise((resolve) => child.once('exit', resolve));
      expect(code).toBe(1);
      expect(output).toMatch(
        new RegExp(`^Invalid configuration:\n  ${setting}: required when NODE_ENV=production, [^\n]+\n$`),
      );
    },
    60_000,
  );

  it('should refuse to start without PAYOUT_KEY, or with a key of the wrong size, saying what to set', () => {
    const smtp = { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525' };
    expect(() => loadConfig(smtp)).toThrow(/PAYOUT_KEY: required when NODE_ENV=production/);
    expect(() => loadConfig({ ...smtp, PAYOUT_KEY: 'c2hvcnQ=' })).toThrow(/PAYOUT_KEY: must be 32 bytes/);
    expect(loadConfig({ ...smtp, PAYOUT_KEY: randomBytes(32).toString('base64') }).payoutKey).toHaveLength(32);
    // Outside production a derived key: development and tests need nothing set.
    expect(loadConfig({}).payoutKey).toHaveLength(32);
    expect(loadConfig({}).currency).toBe('USD');
    expect(loadConfig({ CURRENCY: 'eur' }).currency).toBe('EUR');
  });

  it('should seed demo content only outside production, and there only unless SEED_DEMO=false', () => {
    const smtp = { SMTP_URL: 'smtp://127.0.0.1:2525', PAYOUT_KEY: 'a'.repeat(64) };
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', ...smtp }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true', ...smtp }).seedDemo).toBe(false);
  });
});

/** A production app on an empty database: what a real first start sees. */
describe('a production install', () => {
  const adminUrl = inject('adminUrl');
  const name = `stringer_prod_${randomBytes(4).toString('hex')}`;
  let app: FastifyInstance;
  let dataDir: string;

  beforeAll(async () => {
    await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
    dataDir = await mkdtemp(path.join(tmpdir(), 'stringer-prod-'));
    const config = loadConfig({
      NODE_ENV: 'production',
      // Nothing is mailed in these tests; the address only has to be set.
      SMTP_URL: 'smtp://127.0.0.1:2525',
      PAYOUT_KEY: randomBytes(32).toString('base64'),
      DATABASE_URL: withDatabase(adminUrl, name),
      DATA_DIR: dataDir,
    });
    app = await buildApp(config, false);
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await dropDatabase(adminUrl, name);
    await rm(dataDir, { recursive: true, force: true });
  });

  const get = async (url: string) => (await app.inject({ url, remoteAddress: '127.0.0.1' })).json();

  it('should seed the reference data: regions, tags, agreements', async () => {
    expect((await get('/api/area/countries')).data.list.length).toBeGreaterThan(200);
    expect((await get('/api/tag/personal/list')).data.length).toBeGreaterThan(0);
    for (const type of ['privacy', 'service', 'transfer']) {
      expect((await get(`/web/agreement/content?agreementType=${type}`)).code).toBe(200);
    }
  });

  it('should seed no demo activities, tasks, banners or articles', async () => {
    const { rows } = await adminQuery(
      withDatabase(adminUrl, name),
      `SELECT (SELECT count(*) FROM activities) + (SELECT count(*) FROM tasks)
            + (SELECT count(*) FROM banners) + (SELECT count(*) FROM articles) AS n`,
    );
    expect(Number(rows[0].n)).toBe(0);
  });

  it('should not have a dev mailbox, even for this machine', async () => {
    expect(await get('/dev/mail?to=ann@example.com')).toMatchObject({ code: 404, msgKey: 'errors.routeNotExist' });
  });

  it('should ask browsers for HTTPS on every response', async () => {
    const res = await app.inject({ url: '/health/live' });
    expect(res.headers['strict-transport-security']).toBe('max-age=15552000');
  });
});
