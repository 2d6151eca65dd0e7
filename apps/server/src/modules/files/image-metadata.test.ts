import { rm } from 'node:fs/promises';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { WorkAuditStatus } from '@stringer/shared/statuses';
import { newCreator } from '@stringer/test-support/accounts';
import { call, dataOf } from '@stringer/test-support/api';
import { newStaff } from '@stringer/test-support/staff';
import { refusedSend, uploadReady } from '@stringer/test-support/uploads';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromNow } from '../../../test/catalog';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let base: string;
let creator: { token: string; customId: number };
let admin: { token: string };

/** 64 wide, 32 high as stored, shown 32 × 64 (orientation 6: turn clockwise); a phone's GPS, owner and caption in it. */
const PRIVATE_WORDS = ['Ann Lee', '12 Harbour Road'];
const taggedJpeg = () =>
  sharp({ create: { width: 64, height: 32, channels: 3, background: '#c04020' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Artist: 'Ann Lee', ImageDescription: 'At home, 12 Harbour Road' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '22/1 32/1 1234/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '114/1 3/1 0/1',
      },
    })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="Ann Lee"/></rdf:RDF></x:xmpmeta>',
    )
    .toBuffer();

/** A PNG with a tEXt chunk (what screenshot tools and editors write) right after its header. */
async function textPng() {
  const png = await sharp({ create: { width: 40, height: 20, channels: 4, background: '#2060c0' } })
    .png()
    .toBuffer();
  const body = Buffer.concat([Buffer.from('tEXt'), Buffer.from('Comment\0Ann Lee, 12 Harbour Road')]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length - 4);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  // Signature (8) and IHDR (25) first, as PNG requires.
  return Buffer.concat([png.subarray(0, 33), length, body, crc, png.subarray(33)]);
}

/** Fetches a picture over HTTP and says what metadata it carries. */
async function served(url: string) {
  const res = await fetch(new URL(url, base));
  expect(res.status, url).toBe(200);
  const bytes = Buffer.from(await res.arrayBuffer());
  const meta = await sharp(bytes).metadata();
  return {
    type: res.headers.get('content-type'),
    width: meta.width,
    height: meta.height,
    orientation: meta.orientation,
    exif: meta.exif,
    xmp: meta.xmp,
    iptc: meta.iptc,
    comments: meta.comments,
    private: PRIVATE_WORDS.filter((w) => bytes.includes(w)),
  };
}
const clean = { exif: undefined, xmp: undefined, iptc: undefined, comments: undefined, private: [] };
const upright = { ...clean, width: 32, height: 64, orientation: undefined };

const upload = async (token: string, kind: string, bytes: Buffer, filename = 'photo.jpg') =>
  uploadReady(t.app, base, token, bytes, { kind, filename });

/** A work as review leaves it, public, with `coverId` as its cover. */
async function publicWork(coverId: string) {
  const { rows } = await t.sql.query(
    `INSERT INTO works (owner_id, title, description, cover_file_id, shooting_date, audit_status, public_at)
     VALUES ($1, 'Harbour at dawn', 'Boats', $2, '2026-03-01', ${WorkAuditStatus.Passed}, now()) RETURNING id`,
    [creator.customId, coverId],
  );
  return rows[0].id as number;
}

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  creator = await newCreator(t.app);
  admin = await newStaff(t.app, t.url, 'admin');
});
afterAll(() => t.close());

describe('pictures served without their metadata', () => {
  it('should carry GPS, owner, caption and orientation in the picture sent (the premise)', async () => {
    const meta = await sharp(await taggedJpeg()).metadata();
    expect(meta).toMatchObject({ width: 64, height: 32, orientation: 6 });
    expect(meta.exif?.includes('Ann Lee')).toBe(true);
    expect(meta.xmp).toBeDefined();
    expect((await sharp(await textPng()).metadata()).comments).toEqual([
      { keyword: 'Comment', text: 'Ann Lee, 12 Harbour Road' },
    ]);
  });

  it("should serve a public work's cover, by its signed URL and as the poster, upright and without metadata", async () => {
    const id = await publicWork(await upload(creator.token, 'cover', await taggedJpeg()));
    const detail = await dataOf<{ cover: { url: string }; posterUrl: string }>(
      t.app,
      'GET',
      '/web/works/public/detail',
      {
        query: { id: String(id) },
      },
    );
    expect(await served(detail.cover.url)).toMatchObject({ ...upright, type: 'image/jpeg' });
    expect(await served(`/v/${id}/poster`)).toMatchObject({ ...upright, type: 'image/jpeg' });
    // The creator's own work and the reviewer's view of it sign the same content route.
    const query = { id: String(id) };
    const mine = await dataOf<{ cover: { url: string } }>(t.app, 'GET', '/web/works/detail', {
      token: creator.token,
      query,
    });
    expect(await served(mine.cover.url)).toMatchObject(upright);
    const reviewer = await newStaff(t.app, t.url, 'reviewer');
    const judged = await dataOf<{ cover: { url: string } }>(t.app, 'GET', '/manager/works/detail', {
      token: reviewer.token,
      query,
    });
    expect(await served(judged.cover.url)).toMatchObject(upright);
  });

  it("should serve the catalog's pictures (activity cover, banner) upright and without metadata, PNG as PNG", async () => {
    const activity = await call(t.app, 'POST', '/manager/activity/create', {
      token: admin.token,
      body: {
        title: 'Harvest season',
        titleZh: '丰收季',
        description: 'Fields and farmers',
        descriptionZh: '田野与农民',
        cover: await upload(admin.token, 'cover', await taggedJpeg()),
        minScore: 10,
        maxScore: 90,
        startTime: daysFromNow(-1),
        deadline: daysFromNow(30),
      },
    });
    expect(activity.status, JSON.stringify(activity.body)).toBe(200);
    expect(await served(activity.body.data.cover)).toMatchObject({ ...upright, type: 'image/jpeg' });
    const banner = await call(t.app, 'POST', '/manager/banner/create', {
      token: admin.token,
      body: {
        title: 'Night market',
        titleZh: '夜市',
        image: await upload(admin.token, 'cover', await textPng(), 'banner.png'),
        linkUrl: '/task/usefultask',
        position: 0,
      },
    });
    expect(banner.status, JSON.stringify(banner.body)).toBe(200);
    expect(await served(banner.body.data.image)).toMatchObject({ ...clean, type: 'image/png', width: 40, height: 20 });
  });

  it('should serve avatars, the one set and an upload not yet set, upright and without metadata', async () => {
    const fileId = await upload(creator.token, 'avatar', await taggedJpeg());
    expect(await served(`/web/avatars/${fileId}`)).toMatchObject({ ...upright, type: 'image/jpeg' });
    const set = await call(t.app, 'PUT', '/api/user/avatar', {
      token: creator.token,
      body: { customId: creator.customId, fileId },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(await served(set.body.data.avatarUrl)).toMatchObject({ ...clean, type: 'image/jpeg', width: 200 });
  });

  it('should make the clean copy of a picture stored before copies were made, on its first request', async () => {
    const coverId = await upload(creator.token, 'cover', await taggedJpeg());
    const id = await publicWork(coverId);
    await rm(path.join(t.dataDir, 'renditions', coverId), { recursive: true });
    expect(await served(`/v/${id}/poster`)).toMatchObject(upright);
    // A range request reads the copy too, at the copy's size.
    const { cover } = await dataOf<{ cover: { url: string } }>(t.app, 'GET', '/web/works/public/detail', {
      query: { id: String(id) },
    });
    const whole = await fetch(new URL(cover.url, base));
    const size = Number(whole.headers.get('content-length'));
    const tail = await fetch(new URL(cover.url, base), { headers: { range: 'bytes=-10' } });
    expect(tail.status).toBe(206);
    expect(tail.headers.get('content-range')).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
  });

  it('should refuse a cover whose bytes say JPEG but do not decode, rather than keep what it cannot clean', async () => {
    const broken = Buffer.concat([(await taggedJpeg()).subarray(0, 200), Buffer.alloc(5000, 0x41)]);
    const { body } = await refusedSend(base, creator.token, broken, { kind: 'cover', filename: 'broken.jpg' });
    expect(body.msgKey).toBe('errors.fileMismatch');
  });

  it('should serve the demo covers without metadata', async () => {
    expect(await served('/web/seed/covers/morning-market.jpg')).toMatchObject(clean);
  });
});
