import { CertificationStatus } from '@stringer/shared/statuses';
import { newCreator, someRegion } from '@stringer/test-support/accounts';
import { call } from '@stringer/test-support/api';
import { makeJpeg, makePdf } from '@stringer/test-support/media';
import { uploadReady } from '@stringer/test-support/uploads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let base: string;
let region: Awaited<ReturnType<typeof someRegion>>;

async function body(token: string, extra: Record<string, unknown> = {}) {
  return {
    email: 'ann.li@example.com',
    name: 'Ann Li',
    birthDate: '1990-05-17',
    resumeFileId: await uploadReady(t.app, base, token, makePdf(), { kind: 'resume', filename: 'resume.pdf' }),
    ...region,
    ...extra,
  };
}
const submit = async (who: { token: string }, extra: Record<string, unknown> = {}) =>
  call(t.app, 'POST', '/web/custom/certification', { token: who.token, body: await body(who.token, extra) });
const mine = async (who: { token: string }) =>
  (await call(t.app, 'GET', '/web/custom/certification', { token: who.token })).body.data;
const review = (accountId: number, status: CertificationStatus, reason: string | null = null) =>
  t.sql.query(
    `WITH c AS (UPDATE certifications SET status = $2, reason = $3, reviewed_at = now()
       WHERE id = (SELECT max(id) FROM certifications WHERE account_id = $1) RETURNING account_id)
     UPDATE accounts SET certification_status = $2 WHERE id IN (SELECT account_id FROM c)`,
    [accountId, status, reason],
  );

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  region = await someRegion(t.app);
});
afterAll(() => t.close());

describe('certification', () => {
  it('should go from not submitted to submitted, then failed with the reason, and take a new submission', async () => {
    const me = await newCreator(t.app);
    expect(await mine(me)).toEqual({ status: CertificationStatus.NotSubmitted, latest: null });
    const res = await submit(me);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      status: CertificationStatus.Submitted,
      latest: { status: CertificationStatus.Submitted, reason: null },
    });
    expect((await call(t.app, 'GET', '/web/custom/info', { token: me.token })).body.data.certificationStatus).toBe(
      CertificationStatus.Submitted,
    );
    // One at a time: not again while it is reviewed.
    expect((await submit(me)).body).toMatchObject({ code: 409, msgKey: 'errors.certificationPending' });

    await review(me.customId, CertificationStatus.Failed, 'The resume is unreadable');
    expect(await mine(me)).toMatchObject({
      status: CertificationStatus.Failed,
      latest: { status: CertificationStatus.Failed, reason: 'The resume is unreadable' },
    });
    expect((await submit(me)).body.data).toMatchObject({
      status: CertificationStatus.Submitted,
      latest: { status: CertificationStatus.Submitted, reason: null },
    });
  });

  it('should hand back what was sent, so that a resubmission after a fail starts from it', async () => {
    const me = await newCreator(t.app);
    const sent = await body(me.token);
    await call(t.app, 'POST', '/web/custom/certification', { token: me.token, body: sent });
    await review(me.customId, CertificationStatus.Failed, 'The name does not match the resume');
    const { latest } = await mine(me);
    expect(latest).toMatchObject({
      email: sent.email,
      name: sent.name,
      birthDate: sent.birthDate,
      resume: { fileId: sent.resumeFileId, name: 'resume.pdf', state: 'ready' },
      ...region,
    });
    // The same resume file goes again, with the one field corrected.
    const again = await call(t.app, 'POST', '/web/custom/certification', {
      token: me.token,
      body: { ...sent, name: 'Ann Li-Wong' },
    });
    expect(again.body.data).toMatchObject({
      status: CertificationStatus.Submitted,
      latest: { name: 'Ann Li-Wong', resume: { fileId: sent.resumeFileId } },
    });
  });

  it('should keep a passed certification while a recertification is reviewed', async () => {
    const me = await newCreator(t.app);
    await submit(me);
    await review(me.customId, CertificationStatus.Passed);
    expect((await submit(me)).body.data).toMatchObject({
      status: CertificationStatus.Passed,
      latest: { status: CertificationStatus.Submitted },
    });
  });

  it('should refuse a resume that is not a doc, txt or pdf of mine', async () => {
    const me = await newCreator(t.app);
    const other = await newCreator(t.app);
    const photo = await uploadReady(t.app, base, me.token, makeJpeg('me.jpg'), { kind: 'cover', filename: 'me.jpg' });
    const theirs = await uploadReady(t.app, base, other.token, makePdf(), { kind: 'resume', filename: 'cv.pdf' });
    for (const resumeFileId of [photo, theirs]) {
      expect((await submit(me, { resumeFileId })).body).toMatchObject({
        errors: [{ field: 'resumeFileId', msgKey: 'errors.fileNotExist' }],
      });
    }
    expect(await mine(me)).toEqual({ status: CertificationStatus.NotSubmitted, latest: null });
  });

  it.each([
    ['email', { email: 'not-an-email' }, 'errors.emailFormat'],
    ['name', { name: '' }, 'errors.nameRequired'],
    ['birthDate', { birthDate: '17/05/1990' }, 'errors.birthDateInvalid'],
    ['birthDate', { birthDate: '2999-01-01' }, 'errors.birthDateInvalid'],
    ['resumeFileId', { resumeFileId: '' }, 'errors.resumeRequired'],
    ['countryId', { countryId: undefined }, 'errors.regionRequired'],
  ])('should refuse a bad %s with its key, writing nothing', async (field, change, msgKey) => {
    const me = await newCreator(t.app);
    const res = await submit(me, change);
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ field, msgKey });
    expect(await mine(me)).toEqual({ status: CertificationStatus.NotSubmitted, latest: null });
  });
});
