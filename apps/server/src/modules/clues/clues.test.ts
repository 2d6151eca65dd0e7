import { ClueAuditStatus } from '@stringer/shared/statuses';
import { newCreator, someRegion } from '@stringer/test-support/accounts';
import { call } from '@stringer/test-support/api';
import { makeJpeg } from '@stringer/test-support/media';
import { uploadReady } from '@stringer/test-support/uploads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let base: string;
let ann: { token: string; customId: number };
let bob: { token: string; customId: number };
let region: { countryId: number; provinceId: number; cityId: number };

async function clueBody(token: string, extra: Record<string, unknown> = {}) {
  return {
    title: 'Bridge closed after flooding',
    description: 'The river rose overnight; police closed the bridge at 6 am.',
    happenedOn: '2026-11-20',
    ...region,
    place: 'Old bridge, east bank',
    mediaFileIds: [
      await uploadReady(t.app, base, token, makeJpeg('photo.jpg'), { kind: 'clue_media', filename: 'photo.jpg' }),
    ],
    diskLink: 'https://pan.example.com/s/bridge',
    ...extra,
  };
}

const countClues = async () => (await t.sql.query('SELECT count(*)::int AS n FROM clues')).rows[0].n as number;
const setStatus = (id: number, status: ClueAuditStatus, reason: string | null = null) =>
  t.sql.query('UPDATE clues SET audit_status = $2, review_reason = $3, reviewed_at = now() WHERE id = $1', [
    id,
    status,
    reason,
  ]);

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  ann = await newCreator(t.app);
  bob = await newCreator(t.app);
  region = await someRegion(t.app);
});
afterAll(() => t.close());

describe('clues', () => {
  it('should take a clue with a photo, list it Pending, and show its details with the photo', async () => {
    const body = await clueBody(ann.token);
    const created = await call(t.app, 'POST', '/web/clue', { token: ann.token, body });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const { id } = created.body.data;

    const page = await call(t.app, 'GET', '/web/clue/page', {
      token: ann.token,
      query: { customId: String(ann.customId) },
    });
    expect(page.body.data).toMatchObject({ total: 1, pageNum: 1, pageSize: 10 });
    expect(page.body.data.list[0]).toMatchObject({
      id,
      title: body.title,
      auditStatus: ClueAuditStatus.Pending,
      reviewReason: null,
    });

    const detail = await call(t.app, 'GET', '/web/clue/detail', { token: ann.token, query: { id: String(id) } });
    const { mediaFileIds, ...fields } = body;
    expect(detail.body.data).toMatchObject({
      ...fields,
      source: 'own',
      sourceLink: null,
      media: [{ fileId: mediaFileIds[0], kind: 'clue_media', state: 'ready' }],
    });
    const photo = await fetch(`${base}${detail.body.data.media[0].url}`);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
  });

  it('should edit while Pending or Send Back (back to Pending), and not once accepted', async () => {
    const { id } = (await call(t.app, 'POST', '/web/clue', { token: ann.token, body: await clueBody(ann.token) })).body
      .data;
    const edited = await call(t.app, 'PUT', '/web/clue', {
      token: ann.token,
      body: { ...(await clueBody(ann.token)), id, title: 'Bridge reopened', mediaFileIds: [] },
    });
    expect(edited.body.data).toMatchObject({
      id,
      title: 'Bridge reopened',
      media: [],
      auditStatus: ClueAuditStatus.Pending,
    });

    await setStatus(id, ClueAuditStatus.SendBack, 'Which bridge? Add the street name.');
    const sentBack = await call(t.app, 'GET', '/web/clue/detail', { token: ann.token, query: { id: String(id) } });
    expect(sentBack.body.data).toMatchObject({
      auditStatus: ClueAuditStatus.SendBack,
      reviewReason: 'Which bridge? Add the street name.',
    });
    const again = await call(t.app, 'PUT', '/web/clue', {
      token: ann.token,
      body: { ...(await clueBody(ann.token)), id, place: 'Heping Bridge, Jiefang Road' },
    });
    expect(again.body.data).toMatchObject({
      auditStatus: ClueAuditStatus.Pending,
      place: 'Heping Bridge, Jiefang Road',
    });

    await setStatus(id, ClueAuditStatus.Accepted);
    const final = await call(t.app, 'PUT', '/web/clue', {
      token: ann.token,
      body: { ...(await clueBody(ann.token)), id },
    });
    expect(final.body).toMatchObject({ code: 409, msgKey: 'errors.clueFinal' });
  });

  it('should filter by status and page', async () => {
    const me = await newCreator(t.app);
    const made: number[] = [];
    for (let i = 0; i < 3; i++) {
      made.push(
        (await call(t.app, 'POST', '/web/clue', { token: me.token, body: await clueBody(me.token) })).body.data.id,
      );
    }
    await setStatus(made[0] as number, ClueAuditStatus.Unaccepted);
    const query = (q: Record<string, string>) =>
      call(t.app, 'GET', '/web/clue/page', { token: me.token, query: { customId: String(me.customId), ...q } });
    expect(
      (await query({ auditStatus: String(ClueAuditStatus.Unaccepted) })).body.data.list.map(
        (c: { id: number }) => c.id,
      ),
    ).toEqual([made[0]]);
    expect((await query({ auditStatus: String(ClueAuditStatus.Pending) })).body.data.total).toBe(2);
    const second = await query({ pageNum: '2', pageSize: '2' });
    expect(second.body.data).toMatchObject({ total: 3, pageNum: 2, pageSize: 2 });
    expect(second.body.data.list).toHaveLength(1);
    const bads: Record<string, string>[] = [{ auditStatus: '4' }, { pageSize: '101' }, { pageNum: '0' }];
    for (const bad of bads) {
      expect((await query(bad)).status, JSON.stringify(bad)).toBe(400);
    }
  });

  it("should not show, list or change another creator's clue", async () => {
    const { id } = (await call(t.app, 'POST', '/web/clue', { token: ann.token, body: await clueBody(ann.token) })).body
      .data;
    expect(
      (await call(t.app, 'GET', '/web/clue/detail', { token: bob.token, query: { id: String(id) } })).body,
    ).toMatchObject({ code: 404, msgKey: 'errors.clueNotExist' });
    const list = await call(t.app, 'GET', '/web/clue/page', {
      token: bob.token,
      query: { customId: String(ann.customId) },
    });
    expect(list.status).toBe(403);
    const edit = await call(t.app, 'PUT', '/web/clue', {
      token: bob.token,
      body: { ...(await clueBody(bob.token)), id },
    });
    expect(edit.body).toMatchObject({ code: 404, msgKey: 'errors.clueNotExist' });
    // Nor attach another creator's upload.
    const annPhoto = await uploadReady(t.app, base, ann.token, makeJpeg('mine.jpg'), {
      kind: 'clue_media',
      filename: 'a.jpg',
    });
    const borrowed = await call(t.app, 'POST', '/web/clue', {
      token: bob.token,
      body: await clueBody(bob.token, { mediaFileIds: [annPhoto] }),
    });
    expect(borrowed.body).toMatchObject({
      code: 404,
      errors: [{ field: 'mediaFileIds', msgKey: 'errors.fileNotExist' }],
    });
    expect((await call(t.app, 'POST', '/web/clue', { body: {} })).status).toBe(401);
  });
});

describe('bad input', () => {
  const long = (n: number) => 'x'.repeat(n + 1);
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['title empty', { title: '  ' }, 'title', 'errors.clueTitleRequired'],
    ['title missing', { title: undefined }, 'title', 'errors.clueTitleRequired'],
    ['title too long', { title: long(100) }, 'title', 'errors.tooLong'],
    ['title a number', { title: 42 }, 'title', 'errors.invalidType'],
    ['description empty', { description: '' }, 'description', 'errors.clueDescriptionRequired'],
    ['description too long', { description: long(5000) }, 'description', 'errors.tooLong'],
    ['date missing', { happenedOn: undefined }, 'happenedOn', 'errors.happenedOnRequired'],
    ['date malformed', { happenedOn: '20/11/2026' }, 'happenedOn', 'errors.dateInvalid'],
    ['date in the future', { happenedOn: '2099-01-01' }, 'happenedOn', 'errors.happenedInFuture'],
    ['country missing', { countryId: undefined }, 'countryId', 'errors.regionRequired'],
    ['country a string', { countryId: 'China' }, 'countryId', 'errors.invalidType'],
    ['place too long', { place: long(200) }, 'place', 'errors.tooLong'],
    ['disk link not a link', { diskLink: 'pan.example.com' }, 'diskLink', 'errors.linkFormat'],
    ['disk link too long', { diskLink: `https://${long(500)}` }, 'diskLink', 'errors.tooLong'],
    ['media not a list', { mediaFileIds: 'abc' }, 'mediaFileIds', 'errors.invalidType'],
    [
      'too much media',
      { mediaFileIds: Array.from({ length: 21 }, (_, i) => `f${i}`) },
      'mediaFileIds',
      'errors.tooManyFiles',
    ],
    ['source unknown', { source: 'rumour' }, 'source', 'errors.invalidValue'],
    ['tip without its link', { source: 'tip', sourceLink: '' }, 'sourceLink', 'errors.sourceLinkRequired'],
  ];

  it.each(cases)('should refuse %s with its key and write nothing', async (_name, change, field, msgKey) => {
    const before = await countClues();
    const body = { ...(await clueBody(ann.token)), ...change };
    const res = await call(t.app, 'POST', '/web/clue', { token: ann.token, body });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ field, msgKey });
    expect(await countClues()).toBe(before);
  });

  it('should refuse a region that is not one, and a body that is not an object', async () => {
    const before = await countClues();
    const wrongCity = await call(t.app, 'POST', '/web/clue', {
      token: ann.token,
      body: await clueBody(ann.token, { cityId: 1 }),
    });
    expect(wrongCity.body).toMatchObject({ code: 400, errors: [{ field: 'cityId', msgKey: 'errors.regionRequired' }] });
    expect((await call(t.app, 'POST', '/web/clue', { token: ann.token, body: [] })).status).toBe(400);
    expect(await countClues()).toBe(before);
  });
});
