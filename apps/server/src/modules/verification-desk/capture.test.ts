import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { TOKEN_NAME } from '@stringer/shared/constants';
import type { PlayerMedia } from '@stringer/shared/schemas/files';
import type { VerificationDesk } from '@stringer/shared/schemas/verification-desk';
import { WorkAuditStatus } from '@stringer/shared/statuses';
import { newCreator } from '@stringer/test-support/accounts';
import { call, dataOf } from '@stringer/test-support/api';
import { IPHONE, iphoneLike, lavfReencode, withoutMetadata } from '@stringer/test-support/capture-media';
import { ffmpeg, ffprobeJson, fixtureDir, pattern, x264 } from '@stringer/test-support/media';
import { newStaff } from '@stringer/test-support/staff';
import { uploadReady } from '@stringer/test-support/uploads';
import { publishWorkOf } from '@stringer/test-support/works';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, RENDERS, type TestApp } from '../../../test/test-app';

const fixtures = fixtureDir();

/** What the original carries and no public copy may: its place, device and capture time. */
const PRIVATE = [/31\.2304/, /121\.4737/, /iPhone 15/, /com\.apple\.quicktime/, /2024-05-01/, /14:03:22/];

describe('capture facts and keyframes (verification desk, decision 0082)', () => {
  let t: TestApp;
  let base: string;
  let creator: { token: string; customId: number };
  let reviewer: string;
  let admin: string;
  let worksId: number;
  let otherWorksId: number;
  const files = {} as Record<'iphone' | 'reencoded' | 'bare' | 'other' | 'android', string>;
  let placeWorksId: number;

  beforeAll(async () => {
    t = await createTestApp({ ...RENDERS });
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    creator = await newCreator(t.app);
    reviewer = (await newStaff(t.app, t.url, 'reviewer')).token;
    admin = (await newStaff(t.app, t.url, 'admin')).token;
    const original = iphoneLike(fixtures);
    const send = (file: string, filename: string) =>
      uploadReady(t.app, base, creator.token, readFileSync(file), { kind: 'video', filename });
    files.iphone = await send(original, 'IMG_0001.MOV');
    files.reencoded = await send(lavfReencode(fixtures, original), 'edited.mp4');
    files.bare = await send(withoutMetadata(fixtures), 'chat-video.mp4');
    files.other = await send(withoutMetadata(fixtures, 'other.mp4'), 'other.mp4');
    worksId = await publishWorkOf(t.app, base, creator.token, [files.iphone, files.reencoded, files.bare]);
    otherWorksId = await publishWorkOf(t.app, base, creator.token, [files.other]);
    // An Android-like clip filmed in Beijing: its place in the `location` (©xyz) tag, ISO 6709, and
    // the handler name Android's muxer writes (no ffmpeg writer tag: `+bitexact`; the stream's
    // encoder tag, which ffmpeg always writes, renamed as iphoneLike does).
    const android = path.join(fixtures, 'VID_20240501_140322.mp4');
    ffmpeg(
      ...pattern('320x240', 25, 2),
      ...x264,
      ...['-fflags', '+bitexact', '-metadata:s:v', 'handler_name=VideoHandle', '-metadata:s:v', 'encoder=AVC'],
      ...['-metadata', 'location=+39.9042+116.4074/'],
      android,
    );
    files.android = await send(android, 'VID_20240501_140322.mp4');
    placeWorksId = await publishWorkOf(t.app, base, creator.token, [files.android]);
    // The creator's claim: filmed on 4 May 2024 in Shanghai.
    await t.sql.query("UPDATE works SET shooting_date = '2024-05-04', location = 'Shanghai' WHERE id = $1", [worksId]);
  }, 120_000);
  afterAll(() => t.close());

  const desk = (token: string, id = worksId) => call(t.app, 'GET', `/manager/works/${id}/verification`, { token });
  const keyframes = (token: string, id: number, fileId: string) =>
    fetch(new URL(`/manager/works/${id}/files/${fileId}/keyframes.zip`, base), { headers: { [TOKEN_NAME]: token } });

  it('should read the tags at the probe, before anyone asks', async () => {
    const { rows } = await t.sql.query('SELECT file_id, tags FROM capture_facts WHERE file_id = $1', [files.iphone]);
    expect(rows[0]?.tags.format['com.apple.quicktime.model']).toBe('iPhone 15 Pro');
  });

  it("should give each video's capture facts and their flags against the claim, to reviewers and admins", async () => {
    const { status, body } = await desk(reviewer);
    expect(status).toBe(200);
    const byId = new Map((body.data as VerificationDesk).files.map((f) => [f.fileId, f]));
    expect(byId.get(files.iphone)).toMatchObject({
      capturedAt: IPHONE.creationDate,
      location: { lat: 31.2304, lon: 121.4737 },
      device: { make: 'Apple', model: 'iPhone 15 Pro', software: '17.4.1' },
      encoder: { writer: 'apple' },
      // Filmed in Shanghai, as the work says: 2 km from the package's point for the city.
      statedPlace: { level: 'city', name: 'Shanghai, China', nameZh: '中国上海', lat: 31.22222, lon: 121.45806 },
      distanceKm: 2,
      flags: [
        { key: 'filmedBefore', values: { days: 3 }, level: 'warning' },
        { key: 'filmedNear', values: { km: 2, place: 'Shanghai, China', placeZh: '中国上海' }, level: 'note' },
      ],
    });
    expect(byId.get(files.reencoded)).toMatchObject({
      location: null,
      device: null,
      encoder: { writer: 'ffmpeg', name: expect.stringMatching(/^Lavf/) },
    });
    expect(byId.get(files.reencoded)?.flags.map((f) => f.key)).toEqual([
      'reencoded',
      'noCaptureMetadata',
      'noRecordedPlace',
    ]);
    expect(byId.get(files.reencoded)).toMatchObject({ distanceKm: null, statedPlace: { name: 'Shanghai, China' } });
    expect(byId.get(files.bare)).toMatchObject({ capturedAt: null, location: null, device: null });
    expect(byId.get(files.bare)?.flags.map((f) => f.key)).toContain('noCaptureMetadata');
    expect((await desk(admin)).status).toBe(200);
  });

  it('should flag a video filmed far from the stated city with its distance in km, and say which side is absent', async () => {
    const stated = async (location: string | null) => {
      await t.sql.query('UPDATE works SET location = $2 WHERE id = $1', [placeWorksId, location]);
      const { body } = await desk(reviewer, placeWorksId);
      const [file] = (body.data as VerificationDesk).files;
      return file as VerificationDesk['files'][number];
    };
    // Filmed in Beijing, said to be Shanghai (in Chinese): 1,068 km by hand (lib/place.test.ts).
    expect(await stated('上海市')).toMatchObject({
      location: { lat: 39.9042, lon: 116.4074 },
      encoder: { writer: 'android' },
      statedPlace: { level: 'city', name: 'Shanghai, China', lat: 31.22222, lon: 121.45806 },
      distanceKm: 1068,
      flags: [
        { key: 'filmedFar', values: { km: 1068, place: 'Shanghai, China', placeZh: '中国上海' }, level: 'warning' },
      ],
    });
    // Said to be Beijing: the package's point for the city is 0.9 km from where it was filmed.
    const beijing = await stated('Beijing, China');
    expect(beijing).toMatchObject({ statedPlace: { name: 'Beijing, China' }, distanceKm: 1 });
    expect(beijing.flags).toEqual([
      { key: 'filmedNear', values: { km: 1, place: 'Beijing, China', placeZh: '中国北京' }, level: 'note' },
    ]);
    // A province alone: its centre, as a note.
    expect((await stated('Anhui')).flags).toEqual([
      { key: 'filmedFromProvince', values: { km: 1044, place: 'Anhui, China', placeZh: '中国安徽' }, level: 'note' },
    ]);
    // No place stated, or one the lists do not know: said, nothing measured.
    expect(await stated(null)).toMatchObject({
      statedPlace: null,
      distanceKm: null,
      flags: [{ key: 'noStatedPlace', values: {}, level: 'note' }],
    });
    expect(await stated('Narnia')).toMatchObject({
      statedPlace: null,
      distanceKm: null,
      flags: [{ key: 'statedPlaceUnknown', values: { place: 'Narnia' }, level: 'note' }],
    });
    // A name many places share, none in the creator's country (China): not guessed.
    expect(await stated('Springfield')).toMatchObject({
      statedPlace: null,
      distanceKm: null,
      flags: [{ key: 'statedPlaceAmbiguous', values: { place: 'Springfield', places: 23 }, level: 'note' }],
    });
    // The creator's own country settles a shared name when the words give no country.
    const france = "(SELECT id FROM countries WHERE iso_code = 'FR')";
    const china = "(SELECT id FROM countries WHERE iso_code = 'CN')";
    await t.sql.query(`UPDATE accounts SET country_id = ${france} WHERE id = $1`, [creator.customId]);
    try {
      expect(await stated('Paris')).toMatchObject({
        statedPlace: { level: 'city', name: expect.stringMatching(/^Paris, .+, France$/) },
        flags: [{ key: 'filmedFar', level: 'warning' }],
      });
    } finally {
      await t.sql.query(`UPDATE accounts SET country_id = ${china} WHERE id = $1`, [creator.customId]);
    }
  });

  it("should keep a video's capture facts from its creator and from anyone, and know no work that is not there", async () => {
    expect((await desk(creator.token)).status).toBe(403);
    expect((await desk(reviewer, 999_999)).status).toBe(404);
    const res = await fetch(new URL(`/manager/works/${worksId}/verification`, base));
    expect(res.status).toBe(401);
  });

  it("should zip a video's distinct keyframes as JPEGs, for reviewers and admins alone", async () => {
    const res = await keyframes(reviewer, worksId, files.iphone);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="work-\d+-keyframes\.zip"$/);
    const file = path.join(fixtures, 'keyframes.zip');
    writeFileSync(file, Buffer.from(await res.arrayBuffer()));
    const listed = execFileSync('unzip', ['-l', file]).toString();
    expect(listed).toContain('keyframe-01-00m00.0s.jpg');
    const names = JSON.parse(
      execFileSync('python3', [
        '-c',
        'import sys,zipfile,json; print(json.dumps(zipfile.ZipFile(sys.argv[1]).namelist()))',
        file,
      ]).toString(),
    ) as string[];
    expect(names.length).toBeGreaterThanOrEqual(1);
    expect(names.length).toBeLessThanOrEqual(20);
    // A keyframe carries none of the original's capture tags.
    execFileSync('unzip', ['-o', '-q', file, '-d', path.join(fixtures, 'keyframes')]);
    const jpeg = readFileSync(path.join(fixtures, 'keyframes', names[0] as string));
    for (const pattern of PRIVATE) expect(jpeg.toString('latin1')).not.toMatch(pattern);
    expect((await keyframes(admin, worksId, files.iphone)).status).toBe(200);
  });

  it("should refuse keyframes of a video that is not that work's, of no work, and to a creator", async () => {
    expect((await keyframes(reviewer, worksId, files.other)).status).toBe(404);
    expect((await keyframes(reviewer, otherWorksId, files.iphone)).status).toBe(404);
    expect((await keyframes(reviewer, 999_999, files.iphone)).status).toBe(404);
    expect((await keyframes(creator.token, worksId, files.iphone)).status).toBe(403);
  });

  describe('never in public', () => {
    const media = async (fileId: string): Promise<PlayerMedia> =>
      (await call(t.app, 'GET', `/web/files/${fileId}/info`, { token: creator.token })).body.data.media;
    const get = async (url: string, from = base) => Buffer.from(await (await fetch(new URL(url, from))).arrayBuffer());

    /** Every file a playlist names, fetched (a master playlist's variants too): [url, bytes]. */
    async function crawl(playlistUrl: string): Promise<[string, Buffer][]> {
      const url = new URL(playlistUrl, base).toString();
      const text = (await get(url)).toString();
      // The init segment (`#EXT-X-MAP:URI=`) first, then the segments in order.
      const named = [
        ...[...text.matchAll(/URI="([^"]+)"/g)].map((m) => m[1] as string),
        ...text.split('\n').filter((l) => l && !l.startsWith('#')),
      ];
      const found: [string, Buffer][] = [[url, Buffer.from(text)]];
      for (const name of named) {
        const next = new URL(name, url).toString();
        if (/\.m3u8(\?|$)/.test(next)) found.push(...(await crawl(next)));
        else found.push([next, await get(next)]);
      }
      return found;
    }

    it('should carry no GPS, device or capture time into any rendition, the share page or its card', async () => {
      await t.sql.query('UPDATE works SET audit_status = $1, public_at = now() WHERE id = $2', [
        WorkAuditStatus.Passed,
        worksId,
      ]);
      await expect
        .poll(async () => (await media(files.iphone)).state, { timeout: 120_000, interval: 500 })
        .toBe('ready');
      const done = await media(files.iphone);
      const parts: [string, Buffer][] = [
        ...(await crawl(done.streamUrl as string)),
        ...(await crawl(done.hlsUrl as string)),
        [done.previewUrl as string, await get(done.previewUrl as string)],
        [done.posterUrl as string, await get(done.posterUrl as string)],
      ];
      const board = (await get(done.storyboardUrl as string)).toString();
      for (const sprite of board.split('\n').filter((l) => /\.jpg/.test(l))) {
        const name = sprite.split('#')[0] as string;
        parts.push([name, await get(new URL(name, new URL(done.storyboardUrl as string, base)).toString())]);
      }
      expect(parts.length).toBeGreaterThan(5);
      // The patterns do find what the original carries.
      const original = readFileSync(path.join(fixtures, 'IMG_0001.MOV')).toString('latin1');
      for (const pattern of PRIVATE.slice(0, 4)) expect(original).toMatch(pattern);
      for (const [url, bytes] of parts)
        for (const pattern of PRIVATE)
          expect(`${url}: ${pattern} ${pattern.test(bytes.toString('latin1'))}`).toMatch(/false$/);
      // ffprobe reads no capture tag in the preview nor in the stream's init segment with a segment.
      const preview = path.join(fixtures, 'preview.mp4');
      writeFileSync(preview, parts.find(([u]) => u === done.previewUrl)?.[1] as Buffer);
      const streamParts = parts.filter(([u]) => !/\.m3u8/.test(u)).filter(([u]) => /\/stream\//.test(u));
      const stream = path.join(fixtures, 'stream.mp4');
      writeFileSync(stream, Buffer.concat(streamParts.slice(0, 2).map(([, b]) => b)));
      expect(streamParts.length).toBeGreaterThanOrEqual(2);
      for (const file of [preview, stream]) {
        const probed = JSON.stringify(ffprobeJson(file));
        for (const pattern of PRIVATE) expect(probed).not.toMatch(pattern);
      }
      // The public share page and its card.
      const page = await fetch(new URL(`/v/${worksId}`, base));
      expect(page.status).toBe(200);
      const html = await page.text();
      const card = await get(`/v/${worksId}/poster`);
      for (const pattern of PRIVATE) {
        expect(html).not.toMatch(pattern);
        expect(card.toString('latin1')).not.toMatch(pattern);
      }
      const detail = await dataOf<unknown>(t.app, 'GET', '/web/works/public/detail', {
        query: { id: String(worksId) },
      });
      for (const pattern of PRIVATE) expect(JSON.stringify(detail)).not.toMatch(pattern);
    }, 180_000);
  });
});
