import { logIn, signUp } from '@stringer/test-support/accounts';
import { call } from '@stringer/test-support/api';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp();

describe('GET /web/custom/{id}/info', () => {
  it("should show only another creator's public fields", async () => {
    const other = await signUp(t.app);
    const me = await signUp(t.app);
    const token = await logIn(t.app, me.mail);
    const res = await call(t.app, 'GET', `/web/custom/${other.user.customId}/info`, { token });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data).sort()).toEqual(['avatarUrl', 'customId', 'intro', 'nickName']);
    expect(JSON.stringify(res.body)).not.toContain(other.mail);
  });

  it('should not show staff accounts or ids that do not exist', async () => {
    const staff = await signUp(t.app);
    await t.sql.query("UPDATE accounts SET role = 'admin' WHERE mail = $1", [staff.mail]);
    expect((await call(t.app, 'GET', `/web/custom/${staff.user.customId}/info`)).status).toBe(404);
    expect((await call(t.app, 'GET', '/web/custom/999999/info')).body.msgKey).toBe('errors.notFound');
    expect((await call(t.app, 'GET', '/web/custom/abc/info')).status).toBe(400);
  });
});
