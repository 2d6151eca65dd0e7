import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PlayerMedia } from '@stringer/shared/schemas/files';
import { logIn, signUp } from '@stringer/test-support/accounts';
import { call } from '@stringer/test-support/api';
import { newStaff } from '@stringer/test-support/staff';
import { uploadReady } from '@stringer/test-support/uploads';
import { publishWorkOf } from '@stringer/test-support/works';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeS3, s3Env, startFakeS3 } from '../../../test/s3-server';
import { connectChat } from '../../../test/sockets';
import { createTestApp, RENDERS, type TestApp } from '../../../test/test-app';
import { ffprobePath } from '../../platform/media';
import { BACKFILL_QUEUE } from './renditions.service';

/** Queues a job as its schedule or a start would. */
async function sendJob(url: string, queue: string) {
  const boss = new PgBoss(url);
  await boss.start();
  await boss.send(queue, {}, { singletonKey: 'backfill' });
  await boss.stop({ graceful: false, close: true });
}

import { ffprobeJson, fixtureDir, hevcRotated, meanLuma } from '@stringer/test-support/media';

const fixtures = fixtureDir();
/** A video's media with its addresses' signatures taken out. */
const unsigned = (media: unknown) => JSON.parse(JSON.stringify(media).replace(/\?exp=\d+&sig=[\w-]+/g, ''));
const phoneClip = readFileSync(hevcRotated(fixtures));

describe.each(['local disk', 'an S3-compatible bucket'])('renditions on %s', (store) => {
  let t: TestApp;
  let s3: FakeS3 | undefined;
  let base: string;
  let creator: { token: string };
  let reviewer: { token: string };

  beforeAll(async () => {
    s3 = store === 'local disk' ? undefined : await startFakeS3();
    const env: Record<string, string> = s3 ? { ...RENDERS, ...s3Env(s3) } : { ...RENDERS };
    t = await createTestApp(env);
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { mail } = await signUp(t.app);
    creator = { token: await logIn(t.app, mail) };
    reviewer = await newStaff(t.app, t.url, 'reviewer');
  });
  afterAll(async () => {
    await t.close();
    await s3?.close();
  });

  const info = async (fileId: string) =>
    (await call(t.app, 'GET', `/web/files/${fileId}/info`, { token: creator.token })).body.data;
  const media = async (fileId: string, state: PlayerMedia['state'] = 'ready'): Promise<PlayerMedia> => {
    await expect.poll(async () => (await info(fileId)).media?.state, { timeout: 90_000, interval: 250 }).toBe(state);
    return (await info(fileId)).media;
  };
  const get = (url: string) => fetch(new URL(url, base));
  const download = async (url: string, name: string) => {
    const file = path.join(fixtures, `${store.length}-${name}`);
    writeFileSync(file, Buffer.from(await (await get(url)).arrayBuffer()));
    return file;
  };

  let fileId: string;
  let ready: PlayerMedia;

  /** What a video's renditions take in the store, counted there, and what the database says they take. */
  const storedBytes = (id: string) => {
    if (s3)
      return [...s3.objects.entries()]
        .filter(([k]) => k.startsWith(`renditions/${id}/`))
        .reduce((total, [, o]) => total + o.body.length, 0);
    const folder = path.join(t.dataDir, 'renditions', id);
    return readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .reduce((total, e) => total + statSync(path.join(e.parentPath, e.name)).size, 0);
  };
  const countedBytes = async (id: string) =>
    Number((await t.sql.query('SELECT rendition_bytes FROM files WHERE id = $1', [id])).rows[0].rendition_bytes);

  it('should make a phone clip (HEVC .mov, rotated) watchable: poster, preview, storyboard, HLS, told live', async () => {
    const socket = await connectChat(t.app, creator.token, base);
    const staffSocket = await connectChat(t.app, reviewer.token, base);
    const events: (PlayerMedia | null)[] = [];
    const heardByStaff: (string | undefined)[] = [];
    socket.on('media', (e) => events.push(e.media));
    staffSocket.on('media', (e) => heardByStaff.push(e.media?.state));
    fileId = await uploadReady(t.app, base, creator.token, phoneClip, { kind: 'video', filename: 'IMG_0001.MOV' });
    ready = await media(fileId);
    await expect.poll(() => events.at(-1)?.state, { timeout: 5000 }).toBe('ready');
    socket.close();
    staffSocket.close();
    // In no work or clue yet: staff may not open it, so its signed addresses are not pushed to them.
    expect(heardByStaff).toEqual([]);
    expect(events.some((e) => e?.state === 'processing' && e.progress !== null)).toBe(true);
    // Each push carries the media whole: the last is what the details say (signed afresh when the
    // signatures' ten-minute window turned between the two, which the run may cross).
    expect(unsigned(events.at(-1))).toEqual(unsigned(ready));
    expect(ready.frameRate).toBe(15);
    for (const url of [ready.hlsUrl, ready.previewUrl, ready.posterUrl, ready.storyboardUrl])
      expect(url).toMatch(/sig=/);

    const preview = await download(ready.previewUrl as string, 'preview.mp4');
    const probed = ffprobeJson(preview);
    const video = probed.streams.find((s) => s.codec_type === 'video');
    expect(video?.codec_name).toBe('h264');
    // Turned upright: the phone held it portrait.
    expect(Number(video?.height)).toBeGreaterThan(Number(video?.width));
    expect(JSON.stringify(probed.format)).not.toMatch(/location|creation_time/);
    expect(meanLuma(preview, 0.5)).toBeGreaterThan(40);
    expect((await get(ready.posterUrl as string)).headers.get('content-type')).toBe('image/jpeg');
  });

  it('should hand the signature on from the master playlist to every rung and segment, and the storyboard to its sprites', async () => {
    const master = new URL(ready.hlsUrl as string, base);
    const masterText = await (await fetch(master)).text();
    const rungs = masterText.split('\n').filter((l) => l && !l.startsWith('#'));
    expect(rungs.length).toBeGreaterThan(0);
    for (const rung of rungs) expect(rung).toMatch(/^\d+p\/index\.m3u8\?exp=\d+&sig=/);
    const playlist = new URL(rungs[0] as string, master);
    const segments = (await (await fetch(playlist)).text()).split('\n').filter((l) => l && !l.startsWith('#'));
    const segment = await fetch(new URL(segments[0] as string, playlist));
    expect(segment.status).toBe(200);
    expect(segment.headers.get('content-type')).toBe('video/mp2t');

    const vtt = new URL(ready.storyboardUrl as string, base);
    const cues = (await (await fetch(vtt)).text()).split('\n').filter((l) => l.includes('#xywh='));
    expect(cues[0]).toMatch(/^sprite-1\.jpg\?exp=\d+&sig=[^#]+#xywh=\d+,\d+,\d+,\d+$/);
    expect((await fetch(new URL(cues[0] as string, vtt))).headers.get('content-type')).toBe('image/jpeg');
  });

  it("should open renditions with their own signature only: not a forged one, not the original's", async () => {
    const original = new URL((await info(fileId)).url, base);
    const renditionQuery = new URL(ready.previewUrl as string, base).search;
    expect((await get(`/web/files/${fileId}/renditions/preview.mp4${original.search}`)).status).toBe(404);
    expect((await get(`/web/files/${fileId}/content${renditionQuery}`)).status).toBe(404);
    const forged = (ready.previewUrl as string).replace(/sig=[^&]+/, 'sig=AAAA');
    const refused = await get(forged);
    expect(refused.status).toBe(404);
    expect(((await refused.json()) as { msgKey: string }).msgKey).toBe('errors.fileNotExist');
    expect((await get(`/web/files/${fileId}/renditions/../content${renditionQuery}`)).status).toBe(404);
  });

  it("should show reviewers a work's video's technical facts, the container's place included, and let them run it again", async () => {
    const worksId = await publishWorkOf(t.app, base, creator.token, [fileId], {
      title: 'Phone clip',
      description: 'As shot',
    });
    const facts = await call(t.app, 'GET', `/manager/files/${fileId}/technical`, { token: reviewer.token });
    expect(facts.body.data).toMatchObject({
      videoCodec: 'hevc',
      rotation: 90,
      audioCodec: 'aac',
      variableFrameRate: false,
    });
    expect(facts.body.data.location).toMatch(/^\d+\.\d+, -?\d+\.\d+$/);
    expect((await call(t.app, 'GET', `/manager/files/${fileId}/technical`, { token: creator.token })).status).toBe(403);

    const retried = await call(t.app, 'POST', `/manager/files/${fileId}/renditions/retry`, { token: reviewer.token });
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    const audit = await t.sql.query("SELECT * FROM audit_log WHERE action = 'renditionsRetry' AND entity_id = $1", [
      worksId,
    ]);
    expect(audit.rows).toHaveLength(1);
    // My works says the work's videos are being processed, and stops saying so once they are done.
    const customId = (await call(t.app, 'GET', '/web/custom/info', { token: creator.token })).body.data.customId;
    const listed = async () =>
      (
        await call(t.app, 'GET', '/web/works/page', {
          token: creator.token,
          query: { customId: String(customId), pageNum: '1', pageSize: '10' },
        })
      ).body.data.list[0];
    // ...and which of them, so that the socket's figures for them move it without a refetch.
    expect(await listed()).toMatchObject({ videosProcessing: expect.any(Number), videosInProcess: [fileId] });
    await media(fileId);
    expect(await listed()).toMatchObject({ videosProcessing: null, videosInProcess: [] });
    // Made again, counted once: the storage the system page shows is what the store holds.
    expect(await countedBytes(fileId)).toBe(storedBytes(fileId));
  });

  it('should give videos stored before renditions existed theirs, in the background, once', async () => {
    await t.sql.query("UPDATE files SET rendition_state = NULL, rendition_parts = '{}' WHERE id = $1", [fileId]);
    // On its way, nothing to show yet, as any video not yet processed.
    expect((await info(fileId)).media).toMatchObject({ state: 'pending', posterUrl: null, previewUrl: null });
    await sendJob(t.url, BACKFILL_QUEUE);
    await media(fileId);
    expect(await countedBytes(fileId)).toBe(storedBytes(fileId));
  });

  it('should measure renditions made before their bytes were counted', async () => {
    await t.sql.query('UPDATE files SET rendition_bytes = 0 WHERE id = $1', [fileId]);
    await sendJob(t.url, BACKFILL_QUEUE);
    await expect.poll(() => countedBytes(fileId), { timeout: 10_000 }).toBe(storedBytes(fileId));
    expect(storedBytes(fileId)).toBeGreaterThan(0);
  });

  it("should take a deleted upload's renditions with it", async () => {
    const other = await uploadReady(t.app, base, creator.token, phoneClip, { kind: 'video', filename: 'two.mov' });
    await media(other);
    const stored = () =>
      s3
        ? [...s3.objects.keys()].some((k) => k.startsWith(`renditions/${other}/`))
        : existsSync(path.join(t.dataDir, 'renditions', other));
    expect(stored()).toBe(true);
    const res = await fetch(`${base}/web/files/${other}`, {
      method: 'DELETE',
      headers: { 'stringer-token': creator.token, 'tus-resumable': '1.0.0' },
    });
    expect(res.status).toBe(204);
    await expect.poll(stored, { timeout: 10_000 }).toBe(false);
  });
});

it('should read the preview with the system ffprobe it was checked with', () => {
  expect(execFileSync(ffprobePath(), ['-version']).toString()).toMatch(/ffprobe version/);
});
