import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { call } from '@stringer/test-support/api';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';

const run = promisify(execFile);
const cli = path.resolve(import.meta.dirname, 'admin-create.ts');

const t = useTestApp();

const adminCreate = (args: string[]) =>
  run(process.execPath, ['--import', 'tsx', cli, ...args], {
    env: { ...process.env, DATABASE_URL: t.url, LOG_LEVEL: 'silent' },
  }).catch((err: { code: number; stdout: string; stderr: string }) => err);

describe('npm run admin:create', () => {
  it('should create an admin whose printed one-time password signs in', async () => {
    const { stdout } = await adminCreate(['--email', 'Chief@Example.com']);
    const password = /One-time password .*: (\S+)/.exec(stdout)?.[1] as string;
    expect(password).toMatch(/^(?=.*\d)(?=.*[a-z])(?=.*[A-Z]).{8,32}$/);
    const login = await call(t.app, 'POST', '/web/account/email/login', {
      body: { email: 'chief@example.com', password },
    });
    expect(login.body.data.user).toMatchObject({ role: 'admin', mail: 'chief@example.com' });
    const { rows } = await t.sql.query("SELECT password_hash FROM accounts WHERE role = 'admin'");
    expect(rows[0].password_hash).not.toContain(password);
  });

  it('should log the account it makes, as the system, in the same transaction', async () => {
    await adminCreate(['--email', 'logged@example.com', '--role', 'reviewer', '--name', 'Lou Logged']);
    const { rows } = await t.sql.query(
      `SELECT l.actor_kind, l.staff_id, l.action, l.before, l.after FROM audit_log l
       JOIN accounts a ON a.id = l.entity_id WHERE l.entity = 'staff' AND a.mail = 'logged@example.com'`,
    );
    expect(rows).toEqual([
      {
        actor_kind: 'system',
        staff_id: null,
        action: 'create',
        before: null,
        after: { mail: 'logged@example.com', name: 'Lou Logged', role: 'reviewer' },
      },
    ]);
    // An address already in use makes neither an account nor a row.
    expect(await adminCreate(['--email', 'logged@example.com'])).toMatchObject({ code: 1 });
    const { rows: logged } = await t.sql.query("SELECT 1 FROM audit_log WHERE after->>'mail' = 'logged@example.com'");
    expect(logged).toHaveLength(1);
  });

  it('should create support and reviewer staff with --role', async () => {
    const { stdout } = await adminCreate(['--email', 'help@example.com', '--role', 'support']);
    expect(stdout).toContain('Support account created for help@example.com');
    const { rows } = await t.sql.query("SELECT role FROM accounts WHERE mail = 'help@example.com'");
    expect(rows[0].role).toBe('support');
    expect(await adminCreate(['--email', 'x@example.com', '--role', 'creator'])).toMatchObject({ code: 2 });
  });

  it('should name the account with --name, and after the address without it', async () => {
    const { stdout } = await adminCreate(['--email', 'ann@example.com', '--role', 'reviewer', '--name', ' Ann Lee ']);
    expect(stdout).toContain('Reviewer account created for ann@example.com');
    await adminCreate(['--email', 'bo.chen@example.com', '--role', 'support']);
    const { rows } = await t.sql.query(
      "SELECT mail, real_name FROM accounts WHERE mail IN ('ann@example.com', 'bo.chen@example.com') ORDER BY mail",
    );
    expect(rows).toEqual([
      { mail: 'ann@example.com', real_name: 'Ann Lee' },
      { mail: 'bo.chen@example.com', real_name: 'bo.chen' },
    ]);
    expect(await adminCreate(['--email', 'x@example.com', '--name', ' '])).toMatchObject({ code: 2 });
  });

  it('should refuse an address already in use, and a missing one', async () => {
    const again = await adminCreate(['--email', 'chief@example.com']);
    expect(again).toMatchObject({ code: 1, stderr: expect.stringContaining('already uses chief@example.com') });
    expect(await adminCreate([])).toMatchObject({ code: 2, stderr: expect.stringContaining('Usage') });
  });
});
