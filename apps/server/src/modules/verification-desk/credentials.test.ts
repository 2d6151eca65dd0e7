import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PublicWorkDetail } from '@stringer/shared/schemas/public-works';
import type { VerificationDesk } from '@stringer/shared/schemas/verification-desk';
import { WorkAuditStatus } from '@stringer/shared/statuses';
import { logIn, signUp } from '@stringer/test-support/accounts';
import { call, dataOf } from '@stringer/test-support/api';
import { ffmpeg, fixtureDir, pattern, tone, x264 } from '@stringer/test-support/media';
import { newStaff } from '@stringer/test-support/staff';
import { uploadReady } from '@stringer/test-support/uploads';
import { publishWorkOf } from '@stringer/test-support/works';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSigner, signVideo } from '../../../test/c2pa-signing';
import { createTestApp, type TestApp } from '../../../test/test-app';

const fixtures = fixtureDir();

/** A short clip with sound, in an MP4 or (as phones write) a MOV. */
function clip(name: string) {
  const out = path.join(fixtures, name);
  ffmpeg(...pattern('640x360', 25, 3), ...tone(3), ...x264, ...['-c:a', 'aac', '-shortest', out]);
  return out;
}

/** The signed file with one byte of its picture changed: what an edit after signing does. */
function tampered(signed: string) {
  const bytes = readFileSync(signed);
  const at = Math.floor(bytes.length * 0.6);
  bytes[at] = (bytes[at] ?? 0) ^ 0x01;
  const out = path.join(fixtures, 'tampered.mp4');
  writeFileSync(out, bytes);
  return out;
}

describe('Content Credentials (issue 39, decision 0082)', () => {
  let t: TestApp;
  let base: string;
  let creator: string;
  let reviewer: string;
  const works = { trusted: 0, stranger: 0, tampered: 0, unsigned: 0 };

  beforeAll(async () => {
    // Two cameras: one whose authority the install trusts, and one it has never heard of.
    const trusted = await makeSigner('Newsroom Test Cam');
    const stranger = await makeSigner('Unknown Test Cam');
    const anchors = path.join(fixtures, 'anchors.pem');
    writeFileSync(anchors, trusted.anchorPem);
    t = await createTestApp({ C2PA_TRUST_ANCHORS: anchors });
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    creator = await logIn(t.app, (await signUp(t.app, { realName: 'Zhao Min' })).mail);
    reviewer = (await newStaff(t.app, t.url, 'reviewer')).token;
    const signed = await signVideo(clip('a.mp4'), path.join(fixtures, 'signed.mp4'), 'video/mp4', trusted);
    const send = async (file: string, name: string) =>
      publishWorkOf(t.app, base, creator, [
        await uploadReady(t.app, base, creator, readFileSync(file), { kind: 'video', filename: name }),
      ]);
    works.trusted = await send(signed, 'signed.mp4');
    works.stranger = await send(
      await signVideo(clip('b.mov'), path.join(fixtures, 'signed.mov'), 'video/quicktime', stranger),
      'signed.mov',
    );
    works.tampered = await send(tampered(signed), 'tampered.mp4');
    works.unsigned = await send(clip('c.mp4'), 'plain.mp4');
  }, 120_000);
  afterAll(() => t.close());

  const credentialsOf = async (worksId: number) => {
    const res = await call(t.app, 'GET', `/manager/works/${worksId}/verification`, { token: reviewer });
    expect(res.status).toBe(200);
    return (res.body.data as VerificationDesk).files[0]?.credentials;
  };

  it('reads a signed video: valid from a trusted signer, with its signer, generator and actions', async () => {
    expect(await credentialsOf(works.trusted)).toEqual({
      state: 'valid',
      signer: 'Newsroom Test Cam (Stringer tests)',
      signedAt: null,
      claimGenerator: 'Stringer Test Camera 2.1',
      actions: [
        { action: 'c2pa.created', softwareAgent: null, sourceType: 'digitalCapture', when: '2026-11-20T08:30:00Z' },
        { action: 'c2pa.cropped', softwareAgent: 'Test Editor 5', sourceType: null, when: null },
      ],
      failures: [],
    });
  });

  it('says a sound signature from a signer it does not trust is from an unknown signer (a MOV too)', async () => {
    expect(await credentialsOf(works.stranger)).toMatchObject({
      state: 'unknownSigner',
      signer: 'Unknown Test Cam (Stringer tests)',
      failures: ['signingCredential.untrusted'],
    });
  });

  it('calls the same file with one byte changed invalid, and says which check failed', async () => {
    const found = await credentialsOf(works.tampered);
    expect(found?.state).toBe('invalid');
    expect(found?.failures).toContain('assertion.bmffHash.mismatch');
    // What the manifest claims is still shown, beside the failure.
    expect(found?.signer).toBe('Newsroom Test Cam (Stringer tests)');
  });

  it('shows valid credentials, and only valid ones, on the share page and the public video page', async () => {
    const shown = [works.trusted, works.stranger, works.tampered];
    await t.sql.query('UPDATE works SET audit_status = $2, public_at = now() WHERE id = ANY($1)', [
      shown,
      WorkAuditStatus.Passed,
    ]);
    const share = async (id: number, language = 'en') =>
      (await fetch(`${base}/v/${id}`, { headers: { 'accept-language': language } })).text();
    expect(await share(works.trusted)).toContain(
      '<p id="credentials">Content Credentials: valid, signed by Newsroom Test Cam (Stringer tests)</p>',
    );
    expect(await share(works.trusted, 'zh-CN')).toContain('内容凭证：有效，签名者 Newsroom Test Cam (Stringer tests)');
    for (const id of [works.stranger, works.tampered]) expect(await share(id)).not.toContain('id="credentials"');
    const detail = (id: number) =>
      dataOf<PublicWorkDetail>(t.app, 'GET', '/web/works/public/detail', { query: { id: String(id) } });
    expect((await detail(works.trusted)).credentials).toEqual({
      signer: 'Newsroom Test Cam (Stringer tests)',
      claimGenerator: 'Stringer Test Camera 2.1',
    });
    expect((await detail(works.tampered)).credentials).toBeNull();
  });

  it('has none for a video without a manifest, and keeps what it read', async () => {
    expect(await credentialsOf(works.unsigned)).toBeNull();
    const { rows } = await t.sql.query<{ n: number; none: number }>(
      'SELECT count(*)::int AS n, count(*) FILTER (WHERE credentials IS NULL)::int AS none FROM content_credentials',
    );
    expect(rows[0]).toEqual({ n: 4, none: 1 });
  });
});
