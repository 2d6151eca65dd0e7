import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { newCreator, PASSWORD } from '@stringer/test-support/accounts';
import { call } from '@stringer/test-support/api';
import { newStaff } from '@stringer/test-support/staff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { sealer } from '../platform/sealed';

const run = promisify(execFile);
const cli = path.resolve(import.meta.dirname, 'payouts-rekey.ts');

const OLD = randomBytes(32).toString('base64');
const NEW = randomBytes(32).toString('hex');
const t = useTestApp({ PAYOUT_KEY: OLD });
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'stringer-rekey-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const rekey = (env: Record<string, string>, args: string[] = []) =>
  run(process.execPath, ['--import', 'tsx', cli, ...args], {
    env: { ...process.env, DATABASE_URL: t.url, LOG_LEVEL: 'silent', PAYOUT_KEY_PREVIOUS: '', ...env },
  }).catch((err: { code: number; stdout: string; stderr: string }) => err);

/** Another instance of the app on the same database, started with other keys. */
const appWith = (env: Record<string, string>) =>
  buildApp(loadConfig({ DATABASE_URL: t.url, DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env }), false);

/** A creator with bank details saved (sealed under the app's PAYOUT_KEY), and their account number. */
async function creatorWithDetails() {
  const creator = await newCreator(t.app);
  const accountNumber = String(100000 + creator.customId);
  const details = { method: 'bank', country: 'US', holder: 'Ann Lee', routingNumber: '011000015', accountNumber };
  const saved = await call(t.app, 'PUT', '/web/payout-details', {
    token: creator.token,
    body: { details, password: PASSWORD },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return { id: creator.customId, accountNumber };
}

const keyIdOf = (key: string) => sealer(loadConfig({ PAYOUT_KEY: key }).payoutKey).keyId;
const rowsOf = async (ids: number[]) =>
  (await t.sql.query('SELECT * FROM payout_details WHERE account_id = ANY($1) ORDER BY account_id', [ids])).rows;

describe('replacing PAYOUT_KEY', () => {
  it('should read details sealed under the previous key, then re-seal them all in batches, audited, once', async () => {
    const creators = [await creatorWithDetails(), await creatorWithDetails(), await creatorWithDetails()];
    const ids = creators.map((c) => c.id);
    const admin = await newStaff(t.app, t.url, 'admin');

    // The new key alone cannot read them: named as sealed under another key, not taken for a forgery.
    const alone = await appWith({ PAYOUT_KEY: NEW });
    const query = { creatorId: String(ids[0]) };
    const refused = await call(alone, 'GET', '/manager/payout/details', { token: admin.token, query });
    expect(refused.status).toBe(409);
    expect(refused.body.msgKey).toBe('errors.payoutDetailsSealed');
    await alone.close();

    // With the old key kept as the previous one, they open before being re-sealed.
    const rotated = await appWith({
      PAYOUT_KEY: NEW,
      PAYOUT_KEY_PREVIOUS: `${randomBytes(32).toString('hex')},${OLD}`,
    });
    const read = await call(rotated, 'GET', '/manager/payout/details', { token: admin.token, query });
    expect(read.body.data.details.fields).toMatchObject({ accountNumber: creators[0]?.accountNumber });

    const done = await rekey({ PAYOUT_KEY: NEW, PAYOUT_KEY_PREVIOUS: OLD }, ['--batch', '2']);
    expect(done).toMatchObject({
      stdout: expect.stringContaining(`3 payout details sealed again under PAYOUT_KEY (${keyIdOf(NEW)})`),
    });
    const rows = await rowsOf(ids);
    expect(rows.map((r) => r.key_id)).toEqual(ids.map(() => keyIdOf(NEW)));
    const byNew = sealer(loadConfig({ PAYOUT_KEY: NEW }).payoutKey);
    expect(
      rows.map(
        (r) =>
          JSON.parse(
            byNew.open({ keyId: r.key_id, nonce: r.nonce, sealed: r.sealed }, `payout-details:${r.account_id}`),
          ).accountNumber,
      ),
    ).toEqual(creators.map((c) => c.accountNumber));
    const audit = await t.sql.query(
      "SELECT actor_kind, staff_id, entity_id, before, after FROM audit_log WHERE action = 'rekey' ORDER BY entity_id",
    );
    expect(audit.rows).toEqual(
      ids.map((id) => ({
        actor_kind: 'system',
        staff_id: null,
        entity_id: id,
        before: { keyId: keyIdOf(OLD) },
        after: { keyId: keyIdOf(NEW) },
      })),
    );
    const again = await rekey({ PAYOUT_KEY: NEW, PAYOUT_KEY_PREVIOUS: OLD });
    expect(again).toMatchObject({ stdout: expect.stringContaining('0 payout details sealed again') });
    expect((await t.sql.query("SELECT count(*)::int AS n FROM audit_log WHERE action = 'rekey'")).rows[0].n).toBe(3);

    // Re-sealed under the new key, they read without the previous one.
    const after = await call(rotated, 'GET', '/manager/payout/details', { token: admin.token, query });
    expect(after.body.data.details.fields).toMatchObject({ accountNumber: creators[0]?.accountNumber });
    await rotated.close();
  }, 120_000);

  it('should refuse a production start, and the rekey, while details are sealed under a key nobody holds; drop them when told', async () => {
    const lost = randomBytes(32).toString('base64');
    const production = { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525', PAYOUT_KEY: lost };
    await expect(appWith(production)).rejects.toThrow(
      /PAYOUT_KEY: \d+ creators' payout details are sealed under a key this install does not hold.*PAYOUT_KEY_PREVIOUS/s,
    );
    expect(() => loadConfig({ PAYOUT_KEY_PREVIOUS: `${OLD},c2hvcnQ=` })).toThrow(
      /PAYOUT_KEY_PREVIOUS \(key 2 of 2\): must be 32 bytes/,
    );

    const refused = await rekey({ PAYOUT_KEY: lost });
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining('add that key to PAYOUT_KEY_PREVIOUS') });
    const { rows } = await t.sql.query('SELECT count(*)::int AS n FROM payout_details');
    const dropped = await rekey({ PAYOUT_KEY: lost }, ['--drop-unreadable']);
    expect(dropped).toMatchObject({
      stdout: expect.stringContaining(`${rows[0].n} sealed under a key nobody holds removed`),
    });
    expect((await t.sql.query('SELECT count(*)::int AS n FROM payout_details')).rows[0].n).toBe(0);
    expect(
      (
        await t.sql.query(
          "SELECT count(*)::int AS n FROM audit_log WHERE action = 'delete' AND entity = 'payoutDetails'",
        )
      ).rows[0].n,
    ).toBe(rows[0].n);
    const started = await appWith(production);
    await started.close();
  }, 120_000);
});
