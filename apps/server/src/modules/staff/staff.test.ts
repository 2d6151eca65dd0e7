import { SESSION_INVALID_ERROR_CODE } from '@stringer/shared/constants';
import { newCreator, readMail, uniqueMail } from '@stringer/test-support/accounts';
import { call } from '@stringer/test-support/api';
import { newStaff } from '@stringer/test-support/staff';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChatSocket, connectChat, nextEvent } from '../../../test/sockets';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let admin: Awaited<ReturnType<typeof newStaff>>;
const sockets: ChatSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await newStaff(t.app, t.url, 'admin');
});

afterAll(async () => {
  for (const s of sockets) s.close();
  await t.close();
});

const PASSWORD = 'Invited123';

/** The token of the newest invitation mailed to `mail`, once more than `seen` mails arrived. */
async function mailedToken(app: FastifyInstance, mail: string, seen = 0) {
  const { subject, text } = await readMail(app, mail, seen);
  expect(subject).toContain('You are invited to the Stringer console');
  return /#\/acceptinvite\?token=([\w-]+)/.exec(text)?.[1] as string;
}

const invite = (body: Record<string, unknown>, token = admin.token) =>
  call(t.app, 'POST', '/manager/staff/invite', { token, body });
const accept = (token: string, password = PASSWORD) =>
  call(t.app, 'POST', '/api/staff/invitation/accept', { body: { token, password } });
const login = (email: string, password = PASSWORD) =>
  call(t.app, 'POST', '/web/account/email/login', { body: { email, password } });
const put = (path: string, body: Record<string, unknown>, token = admin.token) =>
  call(t.app, 'PUT', `/manager/staff/${path}`, { token, body });
const auditOf = async (id: number) =>
  (await t.sql.query("SELECT * FROM audit_log WHERE entity = 'staff' AND entity_id = $1 ORDER BY id", [id])).rows;

/** An invited member who has set their password and signed in. */
async function invitedMember(role = 'reviewer') {
  const mail = uniqueMail('invitee');
  const invited = await invite({ email: mail, role });
  expect(invited.status, JSON.stringify(invited.body)).toBe(200);
  expect((await accept(await mailedToken(t.app, mail))).status).toBe(200);
  const signedIn = await login(mail);
  expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
  return { id: invited.body.data.id as number, mail, token: signedIn.body.data.token as string };
}

describe('who may manage staff', () => {
  const routes = [
    ['GET', '/manager/staff/page'],
    ['POST', '/manager/staff/invite'],
    ['PUT', '/manager/staff/role'],
    ['PUT', '/manager/staff/disable'],
    ['PUT', '/manager/staff/enable'],
  ] as const;

  it('should refuse reviewers, support and creators on every staff route (403), and visitors (401)', async () => {
    const others = [
      (await newStaff(t.app, t.url, 'reviewer')).token,
      (await newStaff(t.app, t.url, 'support')).token,
      (await newCreator(t.app)).token,
    ];
    for (const [method, url] of routes) {
      for (const token of others) {
        const res = await call(t.app, method, url, { token, body: method === 'GET' ? undefined : {} });
        expect(res.status, `${method} ${url}`).toBe(403);
        expect(res.body.msgKey).toBe('errors.forbidden');
      }
      expect((await call(t.app, method, url)).status).toBe(401);
    }
  });
});

describe('inviting', () => {
  it('should create an invited account and mail a link whose token is stored hashed', async () => {
    const mail = uniqueMail('Invitee').toUpperCase();
    const res = await invite({ email: mail, role: 'reviewer', name: 'Rita Reviewer' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      mail: mail.toLowerCase(),
      name: 'Rita Reviewer',
      role: 'reviewer',
      state: 'invited',
      lastSignInAt: null,
    });
    const token = await mailedToken(t.app, mail.toLowerCase());
    expect(token).toMatch(/^[\w-]{40,}$/);
    const { rows } = await t.sql.query('SELECT token_hash FROM staff_invitations WHERE account_id = $1', [
      res.body.data.id,
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).not.toContain(token);
    // No password yet: nothing signs in.
    expect((await login(mail.toLowerCase(), 'Anything123')).status).toBe(400);
    const [row] = await auditOf(res.body.data.id);
    expect(row).toMatchObject({
      staff_id: admin.id,
      action: 'invite',
      before: null,
      after: { role: 'reviewer', state: 'invited', mail: mail.toLowerCase() },
      creator_id: null,
    });
  });

  it('should refuse an address a creator or an active member uses, and bad input with its key', async () => {
    const creator = await newCreator(t.app);
    const { rows } = await t.sql.query('SELECT mail FROM accounts WHERE id = $1', [creator.customId]);
    for (const email of [rows[0].mail, admin.mail]) {
      const res = await invite({ email, role: 'support' });
      expect(res.status).toBe(409);
      expect(res.body.errors).toEqual([{ field: 'email', msgKey: 'errors.emailRegistered' }]);
    }
    const bad = await invite({ email: 'not-an-address', role: 'creator' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'email', msgKey: 'errors.emailFormat' },
        { field: 'role', msgKey: 'errors.staffRoleRequired' },
      ]),
    );
  });

  it('should mail a new link when invited again, and the old link should stop working', async () => {
    const mail = uniqueMail('again');
    const first = await invite({ email: mail, role: 'reviewer' });
    const oldToken = await mailedToken(t.app, mail);
    const again = await invite({ email: mail, role: 'support' });
    expect(again.body.data).toMatchObject({ id: first.body.data.id, role: 'support', state: 'invited' });
    const newToken = await mailedToken(t.app, mail, 1);
    expect(newToken).not.toBe(oldToken);
    expect((await accept(oldToken)).body.msgKey).toBe('errors.invitationInvalid');
    expect((await accept(newToken)).status).toBe(200);
    expect((await login(mail)).body.data.user.role).toBe('support');
    expect((await auditOf(first.body.data.id)).map((r) => r.action)).toEqual([
      'invite',
      'reinvite',
      'acceptInvitation',
    ]);
  });
});

describe('accepting an invitation', () => {
  it('should set the password once: the link then names nothing, and the member signs in', async () => {
    const mail = uniqueMail('once');
    const { body } = await invite({ email: mail, role: 'reviewer' });
    const token = await mailedToken(t.app, mail);
    // The shared password rule; a refused password leaves the link usable.
    const weak = await accept(token, 'short');
    expect(weak.status).toBe(400);
    expect(weak.body.errors).toEqual([{ field: 'password', msgKey: 'errors.passwordRule' }]);

    const ok = await accept(token);
    expect(ok.body).toMatchObject({ code: 200, data: { mail } });
    const again = await accept(token, 'Another123');
    expect(again.status).toBe(400);
    expect(again.body.msgKey).toBe('errors.invitationInvalid');

    const signedIn = await login(mail);
    expect(signedIn.body.data.user).toMatchObject({ role: 'reviewer', mail });
    expect((await login(mail, 'Another123')).status).toBe(400);
    const page = await call(t.app, 'GET', '/manager/staff/page', { token: admin.token, query: { pageSize: '100' } });
    expect(page.body.data.list.find((m: { id: number }) => m.id === body.data.id)).toMatchObject({
      state: 'active',
      lastSignInAt: expect.any(String),
    });
    expect((await auditOf(body.data.id)).at(-1)).toMatchObject({
      staff_id: body.data.id,
      action: 'acceptInvitation',
      before: { state: 'invited' },
      after: { state: 'active' },
    });
  });

  it('should refuse an expired link, and an unknown one', async () => {
    const mail = uniqueMail('late');
    const { body } = await invite({ email: mail, role: 'reviewer' });
    const token = await mailedToken(t.app, mail);
    await t.sql.query("UPDATE staff_invitations SET expires_at = now() - interval '1 second' WHERE account_id = $1", [
      body.data.id,
    ]);
    expect((await accept(token)).body).toMatchObject({ code: 400, msgKey: 'errors.invitationInvalid' });
    expect((await accept('x'.repeat(43))).body.msgKey).toBe('errors.invitationInvalid');
    expect((await login(mail)).status).toBe(400);
  });
});

describe('the staff list', () => {
  it('should list staff only, paged, with role and state', async () => {
    const page = await call(t.app, 'GET', '/manager/staff/page', { token: admin.token, query: { pageSize: '2' } });
    expect(page.body.data).toMatchObject({ pageNum: 1, pageSize: 2 });
    expect(page.body.data.list).toHaveLength(2);
    const [newer, older] = page.body.data.list as { id: number }[];
    expect(newer?.id).toBeGreaterThan(older?.id ?? Number.POSITIVE_INFINITY);
    const { rows } = await t.sql.query("SELECT count(*)::int AS n FROM accounts WHERE role <> 'creator'");
    expect(page.body.data.total).toBe(rows[0].n);
    const all = await call(t.app, 'GET', '/manager/staff/page', { token: admin.token, query: { pageSize: '100' } });
    expect(all.body.data.list.every((m: { role: string }) => m.role !== ('creator' as string))).toBe(true);
    expect(all.body.data.list.find((m: { id: number }) => m.id === admin.id)).toMatchObject({
      mail: admin.mail,
      role: 'admin',
      state: 'active',
    });
  });
});

describe('changing a role', () => {
  it('should take effect on the next request and be audited', async () => {
    const member = await invitedMember('reviewer');
    expect((await call(t.app, 'GET', '/manager/works/page', { token: member.token })).status).toBe(200);
    const res = await put('role', { id: member.id, role: 'support' });
    expect(res.body.data).toMatchObject({ role: 'support', state: 'active' });
    expect((await call(t.app, 'GET', '/manager/works/page', { token: member.token })).status).toBe(403);
    expect((await auditOf(member.id)).at(-1)).toMatchObject({
      staff_id: admin.id,
      action: 'role',
      before: { role: 'reviewer', state: 'active' },
      after: { role: 'support', state: 'active' },
    });
    expect((await put('role', { id: 999_999, role: 'admin' })).body.msgKey).toBe('errors.staffNotExist');
    const creator = await newCreator(t.app);
    expect((await put('role', { id: creator.customId, role: 'admin' })).body.msgKey).toBe('errors.staffNotExist');
  });
});

describe('disabling', () => {
  it("should end the member's sessions and sockets at once, and refuse their sign-in until enabled", async () => {
    const member = await invitedMember('support');
    const socket = await connectChat(t.app, member.token);
    sockets.push(socket);
    const kicked = nextEvent(socket, 'kickedOut');

    const res = await put('disable', { id: member.id });
    expect(res.body.data).toMatchObject({ id: member.id, state: 'disabled' });
    expect((await kicked).reason).toBe('disabled');
    const refused = await call(t.app, 'GET', '/web/custom/info', { token: member.token });
    expect(refused.body).toMatchObject({ code: 500, errorCode: SESSION_INVALID_ERROR_CODE });

    const signIn = await login(member.mail);
    expect(signIn.status).toBe(403);
    expect(signIn.body.msgKey).toBe('errors.accountDisabled');
    // A wrong password is still just wrong: only the owner learns the account is disabled.
    expect((await login(member.mail, 'Wrong12345')).body.msgKey).toBe('errors.wrongCredentials');

    expect((await put('enable', { id: member.id })).body.data.state).toBe('active');
    expect((await login(member.mail)).status).toBe(200);
    expect((await auditOf(member.id)).slice(-2)).toMatchObject([
      { action: 'disable', before: { state: 'active' }, after: { state: 'disabled' } },
      { action: 'enable', before: { state: 'disabled' }, after: { state: 'active' } },
    ]);
  });

  it('should not let an admin disable or demote themselves', async () => {
    for (const [path, body] of [
      ['disable', { id: admin.id }],
      ['role', { id: admin.id, role: 'reviewer' }],
    ] as const) {
      const res = await put(path, body);
      expect(res.status).toBe(409);
      expect(res.body.msgKey).toBe('errors.staffSelf');
    }
    expect((await call(t.app, 'GET', '/web/custom/info', { token: admin.token })).status).toBe(200);
  });

  it('should never leave the install without an active admin, even when two admins disable each other at once', async () => {
    const a = await newStaff(t.app, t.url, 'admin');
    const b = await newStaff(t.app, t.url, 'admin');
    // Only these two remain active admins.
    await t.sql.query("UPDATE accounts SET disabled_at = now() WHERE role = 'admin' AND id <> ALL($1)", [[a.id, b.id]]);
    const results = await Promise.all([put('disable', { id: b.id }, a.token), put('disable', { id: a.id }, b.token)]);
    // The loser is refused as the last admin, or, if the winner committed before its request was
    // even authenticated, as a disabled account's ended session.
    const [won, lost] = results[0].status === 200 ? results : [results[1], results[0]];
    expect(won?.status).toBe(200);
    expect(['errors.lastAdmin', 'errors.sessionInvalid']).toContain(lost?.body.msgKey);
    const { rows } = await t.sql.query(
      "SELECT count(*)::int AS n FROM accounts WHERE role = 'admin' AND disabled_at IS NULL",
    );
    expect(rows[0].n).toBe(1);
    await t.sql.query('UPDATE accounts SET disabled_at = NULL WHERE id = $1', [admin.id]);
  });
});
