import { existsSync } from 'node:fs';
import path from 'node:path';
import { logIn, signUp } from '@stringer/test-support/accounts';
import { makeVideo } from '@stringer/test-support/media';
import { tusSend } from '@stringer/test-support/uploads';
import { drizzle } from 'drizzle-orm/node-postgres';
import { PgBoss } from 'pg-boss';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import * as schema from '../../db/schema';
import { factorRows, sessionRows, verificationRows } from '../../wiring/collaborators';
import { createHousekeeping } from './housekeeping.service';

const t = useTestApp({ ABANDONED_UPLOAD_HOURS: '6' });
let accountId: number;
let housekeeping: ReturnType<typeof createHousekeeping>;

beforeAll(async () => {
  const { user } = await signUp(t.app);
  accountId = user.customId;
  // The job functions themselves, on the test's database; scheduling is pg-boss's part.
  housekeeping = createHousekeeping({
    database: { db: drizzle({ client: t.sql, schema }) },
    jobs: { work: async () => {} },
    factorRows,
    sessionRows,
    verificationRows,
  });
});

const ids = async (table: string, where = 'true') =>
  (await t.sql.query(`SELECT id FROM ${table} WHERE ${where} ORDER BY id`)).rows.map((r) => r.id as number);

describe('housekeeping', () => {
  it('should remove sessions ended over a week ago, keeping recently ended ones for their 11012', async () => {
    const insert = async (expires: string, revoked: string | null) =>
      (
        await t.sql.query(
          `INSERT INTO sessions (account_id, token_hash, expires_at, revoked_at)
           VALUES ($1, md5(random()::text), now() + $2::interval, now() + $3::interval) RETURNING id`,
          [accountId, expires, revoked],
        )
      ).rows[0].id as number;
    const live = await insert('1 day', null);
    const expiredYesterday = await insert('-1 day', null);
    const expiredLongAgo = await insert('-8 days', null);
    const revokedLongAgo = await insert('1 day', '-8 days');
    const mine = `account_id = ${accountId}`;
    expect(await ids('sessions', mine)).toEqual([live, expiredYesterday, expiredLongAgo, revokedLongAgo]);
    await housekeeping.removeEndedSessions();
    expect(await ids('sessions', mine)).toEqual([live, expiredYesterday]);
  });

  it('should remove used and expired codes, but not the newest minute that paces resends', async () => {
    const insert = async (age: string, used: boolean, ttl: string) =>
      (
        await t.sql.query(
          `INSERT INTO verification_codes (mail, purpose, code_hash, created_at, expires_at, consumed_at)
           VALUES ('codes@example.com', 'reset', 'x', now() - $1::interval, now() - $1::interval + $3::interval,
                   CASE WHEN $2 THEN now() END) RETURNING id`,
          [age, used, ttl],
        )
      ).rows[0].id as number;
    const live = await insert('2 minutes', false, '10 minutes');
    const usedJustNow = await insert('10 seconds', true, '10 minutes');
    await insert('5 minutes', true, '10 minutes');
    await insert('1 hour', false, '10 minutes');
    await housekeeping.removeSpentCodes();
    expect(await ids('verification_codes', "mail = 'codes@example.com'")).toEqual([live, usedJustNow]);
  });

  it('should remove sign-in challenges past their five minutes', async () => {
    const insert = async (expires: string) =>
      (
        await t.sql.query(
          `INSERT INTO factor_challenges (token_hash, account_id, purpose, expires_at)
           VALUES (md5(random()::text), $1, 'signIn', now() + $2::interval) RETURNING id`,
          [accountId, expires],
        )
      ).rows[0].id as number;
    const open = await insert('4 minutes');
    await insert('-1 second');
    await housekeeping.removeExpiredChallenges();
    expect(await ids('factor_challenges')).toEqual([open]);
  });

  it('should empty the dev mailbox of mail older than a day', async () => {
    await t.sql.query(
      `INSERT INTO dev_mails ("to", subject, text, sent_at) VALUES
       ('old@example.com', 's', 't', now() - interval '25 hours'), ('new@example.com', 's', 't', now())`,
    );
    await housekeeping.removeOldDevMail();
    const left = await t.sql.query(`SELECT "to" FROM dev_mails WHERE "to" IN ('old@example.com', 'new@example.com')`);
    expect(left.rows).toEqual([{ to: 'new@example.com' }]);
  });

  it('should remove uploads abandoned for ABANDONED_UPLOAD_HOURS, rows and bytes', async () => {
    const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const token = await logIn(t.app, (await signUp(t.app)).mail);
    const send = (name: string) =>
      tusSend(base, token, makeVideo(name, 2), {
        kind: 'video',
        filename: name,
        chunkSize: 16 * 1024,
        stopAfter: 16 * 1024,
      });
    const [old, recent] = [await send('old.mp4'), await send('recent.mp4')];
    await t.sql.query("UPDATE files SET updated_at = now() - interval '7 hours' WHERE id = $1", [old.fileId]);
    await t.sql.query("UPDATE files SET updated_at = now() - interval '5 hours' WHERE id = $1", [recent.fileId]);
    const bytes = (id: string) => existsSync(path.join(t.dataDir, 'files', id));
    expect(bytes(old.fileId)).toBe(true);

    // The hourly job, queued now through pg-boss as its schedule would.
    const boss = new PgBoss(t.url);
    await boss.start();
    await boss.send('files.cleanup', {});
    await boss.stop({ graceful: false, close: true });
    await expect.poll(() => ids('files', `id = '${old.fileId}'`), { timeout: 15_000 }).toEqual([]);
    expect(bytes(old.fileId)).toBe(false);
    expect(await ids('files', `id = '${recent.fileId}'`)).toEqual([recent.fileId]);
    expect(bytes(recent.fileId)).toBe(true);
  });
});
