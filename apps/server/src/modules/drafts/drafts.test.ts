import { newCreator } from '@stringer/test-support/accounts';
import { call } from '@stringer/test-support/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let me: { token: string; customId: number };

beforeAll(async () => {
  t = await createTestApp();
  me = await newCreator(t.app);
});
afterAll(() => t.close());

const draftOf = async (token: string) => (await call(t.app, 'GET', '/web/draft', { token })).body.data;

describe('the draft', () => {
  it('should keep one draft per creator, its fields passed through at the top level with when it was saved', async () => {
    expect(await draftOf(me.token)).toBeNull();
    const form = { title: 'Draft', tags: [1], videos: [{ fileId: 'x', name: 'a.mp4' }] };
    const before = Date.now();
    await call(t.app, 'POST', '/web/draft', { token: me.token, body: form });
    await call(t.app, 'PUT', '/web/draft', { token: me.token, body: { ...form, title: 'Draft 2', updatedAt: 'mine' } });
    const draft = await draftOf(me.token);
    const { updatedAt, ...fields } = draft;
    expect(fields).toEqual({ ...form, title: 'Draft 2' });
    // The server's time of the last save, whatever a field of that name said.
    expect(Date.parse(updatedAt)).toBeGreaterThanOrEqual(before - 1000);
    const { rows } = await t.sql.query('SELECT count(*)::int AS n FROM drafts WHERE owner_id = $1', [me.customId]);
    expect(rows[0].n).toBe(1);
  });

  it('should refuse a draft too large or not an object, keeping the one saved', async () => {
    const other = await newCreator(t.app);
    await call(t.app, 'PUT', '/web/draft', { token: other.token, body: { title: 'Kept' } });
    const big = await call(t.app, 'PUT', '/web/draft', { token: other.token, body: { big: 'x'.repeat(70_000) } });
    expect(big.status).toBe(413);
    expect(big.body.msgKey).toBe('errors.draftTooLarge');
    expect((await call(t.app, 'POST', '/web/draft', { token: other.token, body: [1, 2] })).status).toBe(400);
    expect(await draftOf(other.token)).toMatchObject({ title: 'Kept' });
  });

  it("should discard only the caller's own draft, and answer the same when there is none", async () => {
    const other = await newCreator(t.app);
    await call(t.app, 'PUT', '/web/draft', { token: me.token, body: { title: 'Mine' } });
    await call(t.app, 'PUT', '/web/draft', { token: other.token, body: { title: 'Theirs' } });
    expect((await call(t.app, 'DELETE', '/web/draft', { token: me.token })).body).toMatchObject({ code: 200 });
    expect(await draftOf(me.token)).toBeNull();
    expect(await draftOf(other.token)).toMatchObject({ title: 'Theirs' });
    expect((await call(t.app, 'DELETE', '/web/draft', { token: me.token })).status).toBe(200);
  });

  it('should be reachable signed in only', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      expect((await call(t.app, method, '/web/draft', method === 'PUT' ? { body: {} } : {})).status).toBe(401);
    }
  });
});
