import { logIn, newCreator, PASSWORD, readMail } from '@stringer/test-support/accounts';
import { call, dataOf } from '@stringer/test-support/api';
import { newStaff } from '@stringer/test-support/staff';
import { afterEach, describe, expect, it } from 'vitest';
import { addressOf, type ChatSocket, connectChat, connectWith, nextEvent } from '../../../test/sockets';
import { useTestApp } from '../../../test/test-app';
import { stepAt, totpCodeAt } from './lib/totp';

const t = useTestApp();

const setPolicy = (token: string, staffSecondFactorRequired: boolean) =>
  call(t.app, 'PUT', '/manager/security/policy', { token, body: { staffSecondFactorRequired } });

/** Sets up and confirms an authenticator app for a signed-in account; its recovery codes. */
async function enrolTotp({ token, password }: { token: string; password: string }) {
  const { secret } = await dataOf<{ secret: string }>(t.app, 'POST', '/web/account/factors/totp', {
    token,
    body: { password },
  });
  const { recoveryCodes } = await dataOf<{ recoveryCodes: string[] }>(
    t.app,
    'POST',
    '/web/account/factors/totp/confirm',
    {
      token,
      body: { code: totpCodeAt(secret, stepAt(Date.now())) },
    },
  );
  return recoveryCodes;
}

/** A session signed in through both steps, the second with a recovery code. */
async function signInWith(member: { mail: string; password: string }, recoveryCode: string) {
  const first = await call(t.app, 'POST', '/web/account/email/login', {
    body: { email: member.mail, password: member.password },
  });
  const proof = { method: 'recovery', code: recoveryCode };
  return (
    await dataOf<{ token: string }>(t.app, 'POST', '/web/account/login/second-step', {
      body: { challenge: first.body.data.challenge, proof },
    })
  ).token;
}

/** The reason a socket is closed for, once the server closes it (or an error after 5 s, so the test ends). */
const closedBy = (socket: ChatSocket) =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the socket is still open')), 5000);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });

/** What a request with an ended session gets: code 500, errorCode 11012. */
const answerTo = async (token: string) => (await call(t.app, 'GET', '/web/account/factors', { token })).body;
const ENDED = { code: 500, errorCode: 11012 };

// Tests that turn the policy on leave the next ones without it, whatever their outcome.
afterEach(() => t.sql.query('UPDATE security_policy SET staff_second_factor_required = false'));

describe("the admins' second-factor policy", () => {
  it('should hold staff without a factor to enrolment until they have one, and leave creators be', async () => {
    const admin = await newStaff(t.app, t.url, 'admin');
    const reviewer = await newStaff(t.app, t.url, 'reviewer');
    const creator = await newCreator(t.app);
    expect((await call(t.app, 'GET', '/manager/works/page', { token: reviewer.token })).status).toBe(200);

    expect((await setPolicy(admin.token, true)).body.data).toEqual({ staffSecondFactorRequired: true });
    const held = await call(t.app, 'GET', '/manager/works/page', { token: reviewer.token });
    expect(held.status).toBe(403);
    expect(held.body).toMatchObject({ code: 403, msgKey: 'factors.errors.required' });
    // What the console needs to send them to enrolment still answers.
    expect((await call(t.app, 'GET', '/manager/profile', { token: reviewer.token })).status).toBe(200);
    expect(await dataOf(t.app, 'GET', '/web/account/factors', { token: reviewer.token })).toMatchObject({
      required: true,
    });
    expect(await dataOf(t.app, 'GET', '/web/account/factors', { token: creator.token })).toMatchObject({
      required: false,
    });
    expect((await call(t.app, 'GET', '/web/custom/info', { token: creator.token })).status).toBe(200);
    // The admin too: the policy itself is under /manager.
    expect((await call(t.app, 'GET', '/manager/security/policy', { token: admin.token })).status).toBe(403);

    await enrolTotp(reviewer);
    expect((await call(t.app, 'GET', '/manager/works/page', { token: reviewer.token })).status).toBe(200);

    const { rows } = await t.sql.query(
      "SELECT staff_id, action, before, after FROM audit_log WHERE entity = 'securityPolicy'",
    );
    expect(rows).toEqual([
      {
        staff_id: admin.id,
        action: 'update',
        before: { secondFactorRequired: false },
        after: { secondFactorRequired: true },
      },
    ]);
    await enrolTotp(admin);
    expect((await setPolicy(admin.token, false)).status).toBe(200);
  });

  it('should give staff without a factor no chat, neither a signature nor a socket, and leave creators theirs', async () => {
    const admin = await newStaff(t.app, t.url, 'admin');
    const support = await newStaff(t.app, t.url, 'support');
    const creator = await newCreator(t.app);
    const signedBefore = (await call(t.app, 'GET', '/web/message/signature', { token: support.token })).body.data;
    const openBefore = await connectChat(t.app, support.token);
    const creatorSocket = await connectChat(t.app, creator.token);
    try {
      const closed = closedBy(openBefore);
      await setPolicy(admin.token, true);
      // A socket opened before the policy hears the support inbox no more.
      expect(await closed).toBe('io server disconnect');
      const refused = await call(t.app, 'GET', '/web/message/signature', { token: support.token });
      expect(refused.status).toBe(403);
      expect(refused.body.msgKey).toBe('factors.errors.required');
      // A signature from before the policy opens no socket either.
      await expect(connectWith(await addressOf(t.app), { token: support.token, ...signedBefore })).rejects.toThrow(
        'A second factor is required',
      );
      expect(creatorSocket.connected).toBe(true);
      (await connectChat(t.app, creator.token)).close();
    } finally {
      openBefore.close();
      creatorSocket.close();
    }

    await enrolTotp(support);
    const enrolled = await connectChat(t.app, support.token);
    try {
      // Removing the last factor holds the session back again, its socket with it.
      const closed = closedBy(enrolled);
      await dataOf(t.app, 'POST', '/web/account/factors/totp/remove', {
        token: support.token,
        body: { password: support.password },
      });
      expect(await closed).toBe('io server disconnect');
    } finally {
      enrolled.close();
    }
  });

  it('should let a session from before the policy step up by enrolling in it, and end the others', async () => {
    const admin = await newStaff(t.app, t.url, 'admin');
    const reviewer = await newStaff(t.app, t.url, 'reviewer');
    const elsewhere = await logIn(t.app, reviewer.mail, reviewer.password);
    await setPolicy(admin.token, true);
    for (const token of [reviewer.token, elsewhere])
      expect((await call(t.app, 'GET', '/manager/works/page', { token })).status).toBe(403);

    const [code] = await enrolTotp(reviewer);
    expect((await call(t.app, 'GET', '/manager/works/page', { token: reviewer.token })).status).toBe(200);
    expect(await answerTo(elsewhere)).toMatchObject(ENDED);
    const stepped = await signInWith(reviewer, code as string);
    expect((await call(t.app, 'GET', '/manager/works/page', { token: stepped })).status).toBe(200);
  });

  it("should end a staff session that never proved its member's factor, and leave a creator's be", async () => {
    const reviewer = await newStaff(t.app, t.url, 'reviewer');
    const creator = await newCreator(t.app);
    await enrolTotp(reviewer);
    await enrolTotp({ token: creator.token, password: PASSWORD });
    // As every session opened before sessions recorded the proof: the password alone.
    await t.sql.query('UPDATE sessions SET factor_proved_at = NULL');
    expect(await answerTo(reviewer.token)).toMatchObject(ENDED);
    expect((await call(t.app, 'GET', '/web/custom/info', { token: creator.token })).status).toBe(200);
  });

  it('should be set by admins only', async () => {
    const reviewer = await newStaff(t.app, t.url, 'reviewer');
    expect((await setPolicy(reviewer.token, true)).status).toBe(403);
    expect((await call(t.app, 'GET', '/manager/security/policy', { token: reviewer.token })).status).toBe(403);
  });
});

describe("an admin resetting a staff member's factors", () => {
  it('should remove them with the recovery codes, end all their sessions, audited, and tell the member by mail', async () => {
    const admin = await newStaff(t.app, t.url, 'admin');
    const support = await newStaff(t.app, t.url, 'support');
    const [code] = await enrolTotp(support);
    const elsewhere = await signInWith(support, code as string);
    const socket = await connectChat(t.app, support.token);
    const kicked = nextEvent(socket, 'kickedOut');
    try {
      const reset = await call(t.app, 'POST', '/manager/staff/factors/reset', {
        token: admin.token,
        body: { staffId: support.id },
      });
      expect(reset.status, JSON.stringify(reset.body)).toBe(200);
      expect(await kicked).toEqual({ reason: 'factorsChanged' });
    } finally {
      socket.close();
    }
    for (const token of [support.token, elsewhere]) expect(await answerTo(token)).toMatchObject(ENDED);
    const after = await call(t.app, 'POST', '/web/account/email/login', {
      body: { email: support.mail, password: support.password },
    });
    expect(after.status).toBe(200);
    expect(await dataOf(t.app, 'GET', '/web/account/factors', { token: after.body.data.token })).toMatchObject({
      totp: false,
      recoveryCodesLeft: 0,
    });
    const { rows } = await t.sql.query(
      "SELECT staff_id, entity_id, before, after FROM audit_log WHERE action = 'resetFactors'",
    );
    expect(rows).toEqual([
      { staff_id: admin.id, entity_id: support.id, before: { factor: 'set' }, after: { factor: 'none' } },
    ]);
    const mail = await readMail(t.app, support.mail);
    expect(mail.subject).toContain('Your second factors were reset');
    expect(mail.text).toContain('#/console/profile');
  });

  it('should refuse a creator and an unknown account', async () => {
    const admin = await newStaff(t.app, t.url, 'admin');
    const creator = await newCreator(t.app);
    const me = await call(t.app, 'GET', '/web/custom/info', { token: creator.token });
    for (const staffId of [me.body.data.customId, 999_999]) {
      const res = await call(t.app, 'POST', '/manager/staff/factors/reset', { token: admin.token, body: { staffId } });
      expect(res.status).toBe(404);
      expect(res.body.msgKey).toBe('errors.staffNotExist');
    }
  });
});
