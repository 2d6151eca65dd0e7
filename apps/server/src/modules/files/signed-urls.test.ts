import { createHmac } from 'node:crypto';
import { WorkAuditStatus } from '@stringer/shared/statuses';
import { newCreator } from '@stringer/test-support/accounts';
import { call, dataOf } from '@stringer/test-support/api';
import { newStaff } from '@stringer/test-support/staff';
import { publishWorkWithVideos } from '@stringer/test-support/works';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { RENDERS, useTestApp } from '../../../test/test-app';

/**
 * A signed address opens a file without a session: how far ahead it may reach is bounded, and
 * one handed out by a public page stops as soon as the work is no longer public.
 */
const t = useTestApp(RENDERS);
let base: string;
let creator: { token: string };
let staff: { token: string };
let work: { worksId: number; videoFileIds: string[] };

const status = async (url: string) => (await fetch(new URL(url, base))).status;
const publicDetail = (id: number) =>
  dataOf<{
    cover: { url: string };
    videos: { media: { hlsUrl: string; previewUrl: string; posterUrl: string } }[];
  } | null>(t.app, 'GET', '/web/works/public/detail', { query: { id: String(id) } });
const setPublic = async (isPublic: boolean) => {
  const res = await call(t.app, 'PUT', '/manager/works/public', {
    token: staff.token,
    body: { worksId: work.worksId, public: isPublic },
  });
  expect(res.body, JSON.stringify(res.body)).toMatchObject({ code: 200 });
};
/** Every address a public page hands out for the work: the cover, and the video's HLS, preview and poster. */
async function publicAddresses() {
  const detail = await publicDetail(work.worksId);
  const media = detail?.videos[0]?.media;
  if (!detail || !media) throw new Error('the work is not on the public page');
  return [detail.cover.url, media.hlsUrl, media.previewUrl, media.posterUrl];
}
/** What the file-urls secret signs, as platform/storage does: a file's own scope, or its renditions'. */
async function forge(scope: string, exp: number) {
  const { rows } = await t.sql.query("SELECT value FROM app_secrets WHERE name = 'file-urls'");
  return createHmac('sha256', rows[0].value).update(`${scope}:${exp}`).digest('base64url');
}

beforeAll(async () => {
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  creator = await newCreator(t.app);
  staff = await newStaff(t.app, t.url, 'reviewer');
  work = await publishWorkWithVideos(t.app, base, creator.token);
  // Passed as review leaves a work (review.test.ts covers that path); public once its preview is made.
  await t.sql.query(`UPDATE works SET audit_status = ${WorkAuditStatus.Passed}, reviewed_at = now() WHERE id = $1`, [
    work.worksId,
  ]);
  await vi.waitFor(
    async () => {
      const { rows } = await t.sql.query('SELECT rendition_state FROM files WHERE id = $1', [work.videoFileIds[0]]);
      if (rows[0].rendition_state !== 'ready') throw new Error('renditions not made yet');
    },
    { timeout: 120_000, interval: 500 },
  );
  await setPublic(true);
}, 180_000);

describe('the expiry of a signed address', () => {
  it('should refuse one signed for ten years ahead, and take one signed for the longest the server signs', async () => {
    const fileId = work.videoFileIds[0] as string;
    const now = Math.floor(Date.now() / 1000);
    const tenYears = now + 10 * 365 * 86_400;
    expect(await status(`/web/files/${fileId}/content?exp=${tenYears}&sig=${await forge(fileId, tenYears)}`)).toBe(404);
    const poster = `/web/files/${fileId}/renditions/poster.jpg`;
    expect(await status(`${poster}?exp=${tenYears}&sig=${await forge(`renditions/${fileId}`, tenYears)}`)).toBe(404);
    // A chat file's day, rounded up to the step, still opens.
    const aDay = now + 86_400 + 600;
    expect(await status(`/web/files/${fileId}/content?exp=${aDay}&sig=${await forge(fileId, aDay)}`)).toBe(200);
  });
});

describe("a public page's addresses", () => {
  it('should open the cover, HLS, preview and poster while the work is public', async () => {
    for (const url of await publicAddresses()) expect(await status(url), url).toBe(200);
  });

  it("should stop at once when the work is made private, while the owner's and staff's keep opening", async () => {
    const handedOut = await publicAddresses();
    const own = await dataOf<{ cover: { url: string }; videos: { url: string; media: { hlsUrl: string } }[] }>(
      t.app,
      'GET',
      '/web/works/detail',
      { token: creator.token, query: { id: String(work.worksId) } },
    );
    await setPublic(false);
    for (const url of handedOut) expect(await status(url), url).toBe(404);
    expect(await status(`/v/${work.worksId}`)).toBe(404);
    expect(await status(`/v/${work.worksId}/poster`)).toBe(404);
    // The evidence stays reachable by those signed in to see it.
    for (const url of [own.cover.url, own.videos[0]?.url, own.videos[0]?.media.hlsUrl] as string[]) {
      expect(await status(url), url).toBe(200);
    }
  });

  it('should open again once the work is public again, and stop for good once it is deleted', async () => {
    await setPublic(true);
    const handedOut = await publicAddresses();
    for (const url of handedOut) expect(await status(url), url).toBe(200);
    // What erasing its creator's account does to a work (the only way a passed work goes): its files outlive it here.
    await t.sql.query('DELETE FROM works WHERE id = $1', [work.worksId]);
    for (const url of handedOut) expect(await status(url), url).toBe(404);
  });
});
