import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { type FileInfo, type FileMoved, fileMoved } from '@stringer/shared/schemas/files';
import { logIn, signUp } from '@stringer/test-support/accounts';
import { call, dataOf } from '@stringer/test-support/api';
import {
  audioOnly,
  fixtureDir,
  hevcRotated,
  makeJpeg,
  makeVideo,
  sha256,
  truncated,
  variableRate,
} from '@stringer/test-support/media';
import { newStaff } from '@stringer/test-support/staff';
import { refusedSend, tusSend, waitForFile } from '@stringer/test-support/uploads';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeS3, s3Env, startFakeS3 } from '../../../test/s3-server';
import { connectChat } from '../../../test/sockets';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** Every test runs against both stores: local disk (the default) and an S3-compatible bucket. */
function s3Store() {
  let s3: FakeS3 | undefined;
  return {
    name: 'an S3-compatible bucket',
    async env(): Promise<Record<string, string>> {
      s3 = await startFakeS3();
      return s3Env(s3);
    },
    objects: () => [...(s3?.objects.keys() ?? [])],
    /** Takes an object's bytes away behind the server's back (as an operator's mistake would). */
    drop: async (_dataDir: string, key: string) => void s3?.objects.delete(key),
    close: async () => s3?.close(),
  };
}
const localStore = {
  name: 'local disk',
  env: async (): Promise<Record<string, string>> => ({}),
  objects: () => [] as string[],
  drop: (dataDir: string, key: string) => rm(path.join(dataDir, 'files', key)),
  close: async () => {},
};

describe.each([localStore, s3Store()])('files on $name', (store) => {
  let t: TestApp;
  let base: string;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp(await store.env());
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { mail } = await signUp(t.app);
    token = await logIn(t.app, mail);
  });
  afterAll(async () => {
    await t.close();
    await store.close();
  });

  const waitForState = (fileId: string, states: FileInfo['state'][], as = token) =>
    waitForFile(t.app, as, fileId, states);

  /** A 3-second MP4 whose upload stops (as a dropped connection would) after `stopAfter` bytes. */
  async function interruptedUpload(name: string, stopAfter: number) {
    const video = makeVideo(name, 3, '640x480');
    const sent = await tusSend(base, token, video, { kind: 'video', filename: name, chunkSize: 16 * 1024, stopAfter });
    return { video, ...sent };
  }

  describe('uploads', () => {
    it('should store a real MP4 sent in chunks, interrupted and resumed, byte for byte, then probe it', async () => {
      const video = makeVideo('clip.mp4', 3, '640x480');
      expect(video.length).toBeGreaterThan(4 * 16 * 1024);
      const first = await tusSend(base, token, video, {
        kind: 'video',
        filename: 'clip.mp4',
        chunkSize: 16 * 1024,
        stopAfter: 16 * 1024,
      });
      expect(first.stopped).toBe(true);
      const head = await fetch(first.url, {
        method: 'HEAD',
        headers: { 'stringer-token': token, 'tus-resumable': '1.0.0' },
      });
      expect(Number(head.headers.get('upload-offset'))).toBeGreaterThanOrEqual(16 * 1024);
      expect(Number(head.headers.get('upload-offset'))).toBeLessThan(video.length);

      await tusSend(base, token, video, {
        kind: 'video',
        filename: 'clip.mp4',
        chunkSize: 16 * 1024,
        uploadUrl: first.url,
      });
      const info = await waitForState(first.fileId, ['ready', 'refused']);
      expect(info).toMatchObject({ state: 'ready', mime: 'video/mp4', width: 640, height: 480 });
      expect(info.durationS).toBeCloseTo(3, 0);

      const stored = Buffer.from(await (await fetch(`${base}${info.url}`)).arrayBuffer());
      expect(sha256(stored)).toBe(sha256(video));
    });

    it('should finish an upload begun before the server restarted', async () => {
      const { video, ...first } = await interruptedUpload('restart.mp4', 32 * 1024);
      base = await t.restart();
      const resumed = await tusSend(base, token, video, {
        kind: 'video',
        filename: 'restart.mp4',
        chunkSize: 16 * 1024,
        uploadUrl: first.url.replace(/^http:\/\/[^/]+/, base),
      });
      expect(resumed.fileId).toBe(first.fileId);
      const info = await waitForState(first.fileId, ['ready']);
      expect(sha256(Buffer.from(await (await fetch(`${base}${info.url}`)).arrayBuffer()))).toBe(sha256(video));
    });

    it('should refuse a video longer than an hour once probed, and delete its bytes', async () => {
      const long = makeVideo('long.mp4', 3605, '32x32', 1);
      const { fileId } = await tusSend(base, token, long, {
        kind: 'video',
        filename: 'long.mp4',
        chunkSize: 1024 * 1024,
      });
      expect(await waitForState(fileId, ['refused', 'ready'])).toMatchObject({
        state: 'refused',
        refusedKey: 'errors.videoTooLong',
      });
    });

    it('should refuse a "video" with no picture in it (sound only), saying so', async () => {
      const { fileId } = await tusSend(base, token, readFileSync(audioOnly(fixtureDir())), {
        kind: 'video',
        filename: 'voice-memo.mp4',
      });
      expect(await waitForState(fileId, ['refused', 'ready'])).toMatchObject({
        state: 'refused',
        refusedKey: 'errors.videoNoStream',
      });
    });

    it('should refuse a video cut in half (its index whole, its frames half gone), saying where it ends', async () => {
      const { fileId } = await tusSend(base, token, readFileSync(truncated(fixtureDir(), 10)), {
        kind: 'video',
        filename: 'half.mp4',
      });
      const info = await waitForState(fileId, ['refused', 'ready']);
      expect(info).toMatchObject({ state: 'refused', refusedKey: 'errors.videoCutShort', durationS: 10 });
      expect(info.refusedAtS).toBeGreaterThan(4);
      expect(info.refusedAtS).toBeLessThan(6);
    });

    it("should push each upload's verdict to its owner's socket, as the file's details say it: a video ready with its media on its way or refused with why, a picture ready", async () => {
      const owner = await connectChat(t.app, token, base);
      const staff = await connectChat(t.app, (await newStaff(t.app, t.url, 'reviewer')).token, base);
      const heard: FileMoved[] = [];
      const heardByStaff: string[] = [];
      owner.on('media', (moved) => heard.push(fileMoved.parse(moved)));
      staff.on('media', (moved) => heardByStaff.push(moved.fileId));
      // A video's place in line is pushed too (decision 0081, `changed: false`): the verdict is the change.
      const verdictOf = (fileId: string) => heard.find((m) => m.fileId === fileId && m.changed);
      const verdict = async (fileId: string) => {
        await expect.poll(() => verdictOf(fileId), { timeout: 30_000 }).toBeDefined();
        return verdictOf(fileId);
      };
      /** Its place in line moves on its own: the rest is what the details say. */
      const placeless = (moved: FileMoved | undefined) =>
        moved && { ...moved, media: moved.media && { ...moved.media, waiting: null } };
      try {
        const ok = await tusSend(base, token, makeVideo('pushed.mp4', 3, '320x240'), {
          kind: 'video',
          filename: 'pushed.mp4',
        });
        const cut = await tusSend(base, token, readFileSync(truncated(fixtureDir(), 10)), {
          kind: 'video',
          filename: 'pushed-half.mp4',
        });
        const cover = await tusSend(base, token, makeJpeg('pushed.jpg'), { kind: 'cover', filename: 'pushed.jpg' });
        // No renditions are made here: the probed video's media waits in line.
        const ready = await verdict(ok.fileId);
        expect(ready).toMatchObject({ state: 'ready', refusedKey: null, changed: true, media: { state: 'pending' } });
        const info = await dataOf<FileInfo>(t.app, 'GET', `/web/files/${ok.fileId}/info`, { token });
        // The same words as the details' (the schema keeps a push's fields of them).
        expect(placeless(ready)).toEqual(placeless(fileMoved.parse({ ...info, changed: true })));
        const refused = await verdict(cut.fileId);
        expect(refused).toMatchObject({
          state: 'refused',
          refusedKey: 'errors.videoCutShort',
          durationS: 10,
          media: null,
        });
        expect(refused?.refusedAtS).toBeGreaterThan(4);
        expect(await verdict(cover.fileId)).toMatchObject({ state: 'ready', media: null });
        // Staff follow the processing of videos they may open (a work's, a clue's: see
        // renditions-retry.test.ts); one only uploaded is its owner's alone, as is every verdict:
        // the push carries signed addresses.
        expect(heardByStaff).not.toContain(ok.fileId);
        expect(heardByStaff).not.toContain(cut.fileId);
        expect(heardByStaff).not.toContain(cover.fileId);
      } finally {
        owner.close();
        staff.close();
      }
    });

    it('should take whole videos a browser may not play: HEVC in MOV, a variable frame rate', async () => {
      const dir = fixtureDir();
      for (const [name, file] of [
        ['phone.mov', hevcRotated(dir)],
        ['vfr.mp4', variableRate(dir)],
      ] as const) {
        const { fileId } = await tusSend(base, token, readFileSync(file), { kind: 'video', filename: name });
        expect(await waitForState(fileId, ['refused', 'ready'])).toMatchObject({ state: 'ready', refusedAtS: null });
      }
    });

    it('should serve ranges of a stored video, as players ask for them', async () => {
      const video = makeVideo('range.mp4', 1);
      const { fileId } = await tusSend(base, token, video, { kind: 'video', filename: 'range.mp4' });
      const url = (await waitForState(fileId, ['ready'])).url as string;
      const res = await fetch(`${base}${url}`, { headers: { range: 'bytes=100-199' } });
      expect(res.status).toBe(206);
      expect(res.headers.get('content-range')).toBe(`bytes 100-199/${video.length}`);
      expect(Buffer.from(await res.arrayBuffer())).toEqual(video.subarray(100, 200));
      const forged = await fetch(`${base}${url.replace(/sig=[^&]+/, 'sig=forged')}`);
      expect(forged.status).toBe(404);
      // The same URL on the next call, so the browser's cache can serve it again.
      expect((await waitForState(fileId, ['ready'])).url).toBe(url);
    });

    it('should return a JPEG frame of a stored video', async () => {
      const { fileId } = await tusSend(base, token, makeVideo('frame.mp4', 2), {
        kind: 'video',
        filename: 'frame.mp4',
      });
      await waitForState(fileId, ['ready']);
      const res = await t.app.inject({
        url: `/manager/s3/bucket/${fileId}/videoFrame?time=1`,
        headers: { 'stringer-token': token },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    });

    it('should refuse an oversize or wrongly named file when the upload is created, storing nothing', async () => {
      const before = await t.sql.query('SELECT count(*)::int AS n FROM files');
      const huge = await fetch(`${base}/web/files`, {
        method: 'POST',
        headers: {
          'stringer-token': token,
          'tus-resumable': '1.0.0',
          'upload-length': String(31 * 1024 ** 3),
          'upload-metadata': `kind ${Buffer.from('video').toString('base64')},filename ${Buffer.from('big.mp4').toString('base64')}`,
        },
      });
      expect(huge.status).toBe(413);
      expect(((await huge.json()) as { msgKey: string }).msgKey).toBe('errors.fileTooLarge');
      const exe = await refusedSend(base, token, Buffer.from('MZ'), { kind: 'video', filename: 'tool.exe' });
      expect(exe).toMatchObject({ status: 415, body: { msgKey: 'errors.fileType' } });
      const bigCover = await refusedSend(base, token, Buffer.alloc(5 * 1024 * 1024), {
        kind: 'cover',
        filename: 'c.jpg',
      });
      expect(bigCover).toMatchObject({ status: 413 });
      expect((await t.sql.query('SELECT count(*)::int AS n FROM files')).rows[0]).toEqual(before.rows[0]);
    });

    it('should refuse bytes that are not what the name says, and keep none of them', async () => {
      const fake = Buffer.concat([Buffer.from('This is not a video at all. '), Buffer.alloc(20_000, 0x41)]);
      const err = await refusedSend(base, token, fake, { kind: 'video', filename: 'fake.mp4', chunkSize: 8192 });
      expect(err.status).toBeGreaterThanOrEqual(400);
      const { rows } = await t.sql.query("SELECT id, state, refused_key FROM files WHERE original_name = 'fake.mp4'");
      expect(rows[0]).toMatchObject({ state: 'refused', refused_key: 'errors.fileMismatch' });
      expect(store.objects().filter((key) => key.startsWith(rows[0].id))).toEqual([]);
    });

    it('should take a cover image, mark it ready at once and serve its clean copy', async () => {
      const jpeg = makeJpeg('cover.jpg');
      const { fileId } = await tusSend(base, token, jpeg, { kind: 'cover', filename: 'cover.jpg' });
      const info = await waitForState(fileId, ['ready']);
      expect(info).toMatchObject({ mime: 'image/jpeg', kind: 'cover' });
      // Re-encoded without metadata (shown-pictures.ts; image-metadata.test.ts reads what it drops).
      const served = await fetch(`${base}${info.url}`);
      expect(served.headers.get('content-type')).toBe('image/jpeg');
      expect(sha256(Buffer.from(await served.arrayBuffer()))).not.toBe(sha256(jpeg));
    });

    it("should not let anyone else see, resume or frame a creator's file", async () => {
      const { fileId, url } = await tusSend(base, token, makeJpeg('mine.jpg'), { kind: 'cover', filename: 'mine.jpg' });
      const other = await logIn(t.app, (await signUp(t.app)).mail);
      expect((await call(t.app, 'GET', `/web/files/${fileId}/info`, { token: other })).status).toBe(404);
      const head = await fetch(url, { method: 'HEAD', headers: { 'stringer-token': other, 'tus-resumable': '1.0.0' } });
      expect(head.status).toBe(404);
      const noToken = await fetch(`${base}/web/files`, {
        method: 'POST',
        headers: { 'tus-resumable': '1.0.0', 'upload-length': '10' },
      });
      expect(noToken.status).toBe(401);
    });
  });

  describe('evidence', () => {
    const terminate = (fileId: string) =>
      fetch(`${base}/web/files/${fileId}`, {
        method: 'DELETE',
        headers: { 'stringer-token': token, 'tus-resumable': '1.0.0' },
      });

    it('should keep the files of a submitted work: deleting them is a 409, and their bytes stay', async () => {
      const video = await tusSend(base, token, makeVideo('evidence.mp4', 1), { kind: 'video', filename: 'e.mp4' });
      const cover = await tusSend(base, token, makeJpeg('evidence.jpg'), { kind: 'cover', filename: 'e.jpg' });
      const { url } = await waitForState(video.fileId, ['ready']);
      const tags = (await call(t.app, 'GET', '/web/tag/works/select/list')).body.data;
      const work = await call(t.app, 'POST', '/web/works', {
        token,
        body: {
          title: 'Kept',
          description: 'As sent',
          tags: [tags[0].id],
          coverFileId: cover.fileId,
          videoFileIds: [video.fileId],
        },
      });
      expect(work.status, JSON.stringify(work.body)).toBe(200);
      for (const fileId of [video.fileId, cover.fileId]) {
        const res = await terminate(fileId);
        expect(res.status).toBe(409);
        expect(await res.json()).toMatchObject({ code: 409, msgKey: 'errors.fileInUse' });
      }
      expect((await fetch(`${base}${url}`)).status).toBe(200);
      // A file nothing uses is still the uploader's to drop.
      const loose = await tusSend(base, token, makeJpeg('loose.jpg'), { kind: 'cover', filename: 'l.jpg' });
      expect((await terminate(loose.fileId)).status).toBe(204);
    });

    it('should answer 410 in the envelope, never 500, for a file whose bytes are gone', async () => {
      const { fileId } = await tusSend(base, token, makeVideo('gone.mp4', 1), { kind: 'video', filename: 'g.mp4' });
      const { url } = await waitForState(fileId, ['ready']);
      const { rows } = await t.sql.query('SELECT storage_key FROM files WHERE id = $1', [fileId]);
      await store.drop(t.dataDir, rows[0].storage_key);
      for (const range of [undefined, 'bytes=0-99']) {
        const res = await fetch(`${base}${url}`, { headers: range ? { range } : {} });
        expect(res.status, range).toBe(410);
        expect(await res.json()).toMatchObject({ code: 410, msgKey: 'errors.fileGone' });
      }
      const frame = await t.app.inject({
        url: `/manager/s3/bucket/${fileId}/videoFrame?time=0.5`,
        headers: { 'stringer-token': token },
      });
      expect(frame.statusCode).toBe(410);
      expect(frame.json()).toMatchObject({ msgKey: 'errors.fileGone' });
    });
  });

  describe('clean-up', () => {
    it('should remove uploads abandoned for 3 days, with their bytes, and keep finished files', async () => {
      const abandoned = await interruptedUpload('abandoned.mp4', 16 * 1024);
      const kept = await tusSend(base, token, makeJpeg('kept.jpg'), { kind: 'cover', filename: 'kept.jpg' });
      await t.sql.query("UPDATE files SET updated_at = now() - interval '4 days' WHERE id = ANY($1)", [
        [abandoned.fileId, kept.fileId],
      ]);
      // The hourly job, queued now through pg-boss as its schedule would.
      const boss = new PgBoss(t.url);
      await boss.start();
      await boss.send('files.cleanup', {});
      await boss.stop({ graceful: false, close: true });
      const rowsOf = async (id: string) => (await t.sql.query('SELECT id FROM files WHERE id = $1', [id])).rows;
      await expect.poll(() => rowsOf(abandoned.fileId), { timeout: 10_000 }).toEqual([]);
      const { rows } = await t.sql.query('SELECT id FROM files WHERE id = ANY($1)', [[abandoned.fileId, kept.fileId]]);
      expect(rows.map((r) => r.id)).toEqual([kept.fileId]);
      const head = await fetch(abandoned.url, {
        method: 'HEAD',
        headers: { 'stringer-token': token, 'tus-resumable': '1.0.0' },
      });
      expect(head.status).toBe(404);
    });
  });
});
