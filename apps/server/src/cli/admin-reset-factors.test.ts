import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { newCreator } from '@stringer/test-support/accounts';
import { call, dataOf } from '@stringer/test-support/api';
import { newStaff } from '@stringer/test-support/staff';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { stepAt, totpCodeAt } from '../modules/factors/lib/totp';

const run = promisify(execFile);
const cli = path.resolve(import.meta.dirname, 'admin-reset-factors.ts');

const t = useTestApp();

const resetFactors = (args: string[]) =>
  run(process.execPath, ['--import', 'tsx', cli, ...args], {
    env: { ...process.env, DATABASE_URL: t.url, LOG_LEVEL: 'silent' },
  }).catch((err: { code: number; stdout: string; stderr: string }) => err);

describe('npm run admin:reset-factors', () => {
  it("should let the last admin back in: their factors and sessions gone, audited as the system's act", async () => {
    const admin = await newStaff(t.app, t.url, 'admin');
    const { secret } = await dataOf<{ secret: string }>(t.app, 'POST', '/web/account/factors/totp', {
      token: admin.token,
      body: { password: admin.password },
    });
    await dataOf(t.app, 'POST', '/web/account/factors/totp/confirm', {
      token: admin.token,
      body: { code: totpCodeAt(secret, stepAt(Date.now())) },
    });
    const body = { email: admin.mail, password: admin.password };
    expect((await call(t.app, 'POST', '/web/account/email/login', { body })).status).toBe(202);

    const { stdout } = await resetFactors(['--email', admin.mail.toUpperCase()]);
    expect(stdout).toContain(`Second factors and recovery codes of ${admin.mail} removed`);
    // Whoever holds the lost device is signed out too.
    expect((await call(t.app, 'GET', '/web/account/factors', { token: admin.token })).body).toMatchObject({
      code: 500,
      errorCode: 11012,
    });
    expect((await call(t.app, 'POST', '/web/account/email/login', { body })).status).toBe(200);
    const { rows } = await t.sql.query(
      "SELECT actor_kind, staff_id, entity_id FROM audit_log WHERE action = 'resetFactors'",
    );
    expect(rows).toEqual([{ actor_kind: 'system', staff_id: null, entity_id: admin.id }]);
  }, 60_000);

  it('should refuse a creator, an unknown address and a missing one', async () => {
    await newCreator(t.app);
    const { rows } = await t.sql.query("SELECT mail FROM accounts WHERE role = 'creator' LIMIT 1");
    const [creator, unknown, missing] = await Promise.all([
      resetFactors(['--email', rows[0].mail]),
      resetFactors(['--email', 'nobody@example.com']),
      resetFactors([]),
    ]);
    expect(creator).toMatchObject({ code: 1, stderr: expect.stringContaining('No staff account uses') });
    expect(unknown).toMatchObject({ code: 1 });
    expect(missing).toMatchObject({ code: 2, stderr: expect.stringContaining('Usage') });
  }, 90_000);
});
