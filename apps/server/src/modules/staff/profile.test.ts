import { allowResend, logIn, newCreator, readCode, signUp } from '@stringer/test-support/accounts';
import { call } from '@stringer/test-support/api';
import { newStaff } from '@stringer/test-support/staff';
import { describe, expect, it } from 'vitest';
import { connectChat, nextEvent } from '../../../test/sockets';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp();

/** What the member did to their own account (the system's row of its making left out). */
const auditRows = async (staffId: number) =>
  (
    await t.sql.query(
      'SELECT action, before, after FROM audit_log WHERE entity = $1 AND entity_id = $2 AND staff_id = $2 ORDER BY id',
      ['staff', staffId],
    )
  ).rows;

describe('a staff member’s own profile', () => {
  it('should show and set their name and language, audited as acting on themselves', async () => {
    const me = await newStaff(t.app, t.url, 'reviewer');
    const shown = await call(t.app, 'GET', '/manager/profile', { token: me.token });
    expect(shown.body.data).toEqual({
      id: me.id,
      mail: me.mail,
      name: me.mail.split('@')[0],
      role: 'reviewer',
      language: 'en',
    });
    const set = await call(t.app, 'PUT', '/manager/profile', {
      token: me.token,
      body: { name: '  Wei Zhang ', language: 'zh' },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.data).toMatchObject({ name: 'Wei Zhang', language: 'zh' });
    expect((await call(t.app, 'GET', '/manager/profile', { token: me.token })).body.data).toMatchObject({
      name: 'Wei Zhang',
      language: 'zh',
    });
    expect(await auditRows(me.id)).toEqual([
      { action: 'update', before: { name: me.mail.split('@')[0] }, after: { name: 'Wei Zhang' } },
    ]);
    // The same name again writes nothing.
    await call(t.app, 'PUT', '/manager/profile', { token: me.token, body: { name: 'Wei Zhang', language: 'en' } });
    expect(await auditRows(me.id)).toHaveLength(1);
  });

  it('should refuse an empty name and an unknown language, with their keys', async () => {
    const me = await newStaff(t.app, t.url, 'support');
    const res = await call(t.app, 'PUT', '/manager/profile', { token: me.token, body: { name: ' ', language: 'fr' } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'name', msgKey: 'errors.nameRequired' },
        { field: 'language', msgKey: 'errors.invalidValue' },
      ]),
    );
  });

  it('should be every staff role’s and no creator’s', async () => {
    for (const role of ['reviewer', 'support', 'admin'] as const) {
      const staff = await newStaff(t.app, t.url, role);
      expect((await call(t.app, 'GET', '/manager/profile', { token: staff.token })).status).toBe(200);
    }
    const creator = await newCreator(t.app);
    expect((await call(t.app, 'GET', '/manager/profile', { token: creator.token })).status).toBe(403);
    expect((await call(t.app, 'PUT', '/manager/profile/password', { token: creator.token, body: {} })).status).toBe(
      403,
    );
    expect((await call(t.app, 'GET', '/manager/profile')).status).toBe(401);
  });
});

describe('changing one’s password', () => {
  it('should refuse a wrong current password, and a weak new one, changing nothing', async () => {
    const me = await newStaff(t.app, t.url, 'support');
    const wrong = await call(t.app, 'PUT', '/manager/profile/password', {
      token: me.token,
      body: { currentPassword: 'NotMine123', password: 'Brandnew123' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([{ field: 'currentPassword', msgKey: 'errors.currentPasswordWrong' }]);
    const weak = await call(t.app, 'PUT', '/manager/profile/password', {
      token: me.token,
      body: { currentPassword: me.password, password: 'weak' },
    });
    expect(weak.body.errors).toEqual([{ field: 'password', msgKey: 'errors.passwordRule' }]);
    await logIn(t.app, me.mail, me.password);
    expect(await auditRows(me.id)).toEqual([]);
  });

  it('should set it, keep this session, end the others (their sockets told) and audit it', async () => {
    const me = await newStaff(t.app, t.url, 'reviewer');
    const elsewhere = await logIn(t.app, me.mail, me.password);
    const socket = await connectChat(t.app, elsewhere);
    const kicked = nextEvent(socket, 'kickedOut');
    try {
      const res = await call(t.app, 'PUT', '/manager/profile/password', {
        token: me.token,
        body: { currentPassword: me.password, password: 'Brandnew123' },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(await kicked).toEqual({ reason: 'passwordReset' });
    } finally {
      socket.close();
    }
    expect((await call(t.app, 'GET', '/manager/profile', { token: me.token })).status).toBe(200);
    const ended = await call(t.app, 'GET', '/manager/profile', { token: elsewhere });
    expect(ended.body).toMatchObject({ code: 500, errorCode: 11012 });
    await logIn(t.app, me.mail, 'Brandnew123');
    const old = await call(t.app, 'POST', '/web/account/email/login', {
      body: { email: me.mail, password: me.password },
    });
    expect(old.status).toBe(400);
    expect(await auditRows(me.id)).toEqual([{ action: 'changePassword', before: null, after: null }]);
  });

  it('should audit a password set again by a mailed code as the member acting on themselves, and no creator’s', async () => {
    const resetBy = async (mail: string, seen = 0) => {
      await call(t.app, 'POST', '/web/verification-code/mail', { body: { mail } });
      const code = await readCode(t.app, mail, seen);
      const res = await call(t.app, 'POST', '/web/custom/password/reset', {
        body: { email: mail, code, password: 'Renewed123' },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    };
    const me = await newStaff(t.app, t.url, 'support');
    await resetBy(me.mail);
    expect(await auditRows(me.id)).toEqual([{ action: 'resetPassword', before: null, after: null }]);
    const creator = await signUp(t.app);
    await allowResend(t.sql, creator.mail);
    await resetBy(creator.mail, 1);
    const { rows } = await t.sql.query('SELECT 1 FROM audit_log WHERE entity_id = $1 OR creator_id = $1', [
      creator.user.customId,
    ]);
    expect(rows).toEqual([]);
  });
});
