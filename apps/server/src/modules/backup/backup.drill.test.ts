import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { WorkAuditStatus } from '@stringer/shared/statuses';
import { logIn, newCreator, PASSWORD, signUp } from '@stringer/test-support/accounts';
import { call } from '@stringer/test-support/api';
import { makeJpeg, makeVideo, sha256 } from '@stringer/test-support/media';
import { newStaff, withAppDatabase } from '@stringer/test-support/staff';
import { adminQuery, dropDatabase, withDatabase } from '@stringer/test-support/test-database';
import { tusSend, uploadReady, waitForFile } from '@stringer/test-support/uploads';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, RENDERS, type TestApp } from '../../../test/test-app';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { runBackup } from './backup.service';
import { localOriginal, type ObjectEntry } from './lib/backup-objects';
import { openTarget } from './lib/backup-target';
import { type RestoreReport, restoreBackup } from './restore.service';

/**
 * The drill: an install in use is backed up while uploads and chat go on, restored into a fresh
 * database and data folder, and checked row by row, byte by byte, and by a creator who signs in.
 */
let source: TestApp;
let base: string;
let backupDir: string;
const restored = { name: `stringer_r_${randomBytes(5).toString('hex')}`, dataDir: '', url: '' };
let app: FastifyInstance | undefined;

const text = (body: string) => ({ clientMsgId: randomUUID(), kind: 'text', text: body });
const target = () => openTarget({ dir: backupDir });
const restoreInto = (force: boolean) =>
  withAppDatabase(restored.url, async (database) =>
    restoreBackup({ database, originals: { dataDir: restored.dataDir }, target: await target(), force }),
  );
const countRows = async (sql: pg.Pool | pg.Client, tables: string[]) => {
  const counts: Record<string, number> = {};
  for (const t of tables) counts[t] = Number((await sql.query(`SELECT count(*) AS n FROM "${t}"`)).rows[0].n);
  return counts;
};

beforeAll(async () => {
  source = await createTestApp(RENDERS);
  base = await source.app.listen({ host: '127.0.0.1', port: 0 });
  backupDir = await mkdtemp(path.join(tmpdir(), 'stringer-backups-'));
  restored.dataDir = await mkdtemp(path.join(tmpdir(), 'stringer-restored-'));
  await adminQuery(inject('adminUrl'), `CREATE DATABASE ${restored.name}`);
  restored.url = withDatabase(inject('adminUrl'), restored.name);
});
afterAll(async () => {
  await app?.close();
  await source.close();
  await dropDatabase(inject('adminUrl'), restored.name);
  for (const dir of [backupDir, restored.dataDir]) await rm(dir, { recursive: true, force: true });
});

/** A creator with a published work (two videos and a cover, their renditions made), passed and rewarded. */
async function anInstallInUse() {
  const admin = await newStaff(source.app, source.url, 'admin');
  const creator = await signUp(source.app);
  const token = await logIn(source.app, creator.mail);
  const video = makeVideo('drill.mp4', 1);
  const ready = (bytes: Buffer, kind: string, filename: string) =>
    uploadReady(source.app, base, token, bytes, { kind, filename });
  const tags = (await call(source.app, 'GET', '/web/tag/works/select/list')).body.data;
  const activities = (await call(source.app, 'GET', '/web/activity/effective/list')).body.data;
  const body = {
    title: 'Flood in the old town',
    description: 'Full footage',
    tags: [tags[0].id],
    activityId: activities[0].id,
    coverFileId: await ready(makeJpeg('drill-cover.jpg'), 'cover', 'cover.jpg'),
    videoFileIds: [await ready(video, 'video', 'a.mp4'), await ready(makeVideo('drill-b.mp4', 2), 'video', 'b.mp4')],
  };
  const published = await call(source.app, 'POST', '/web/works', { token, body });
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  const workId = published.body.data.worksId as number;
  await expect
    .poll(
      async () =>
        (await source.sql.query("SELECT count(*)::int AS n FROM files WHERE rendition_state = 'ready'")).rows[0].n,
      { timeout: 120_000, interval: 500 },
    )
    .toBe(2);
  // Passed as review leaves a work (review.test.ts covers that path), then rewarded by an admin: audited.
  await source.sql.query(
    `UPDATE works SET audit_status = ${WorkAuditStatus.Passed}, reviewed_at = now(), score = 7 WHERE id = $1`,
    [workId],
  );
  const issued = await call(source.app, 'PUT', '/manager/reward/status', {
    token: admin.token,
    body: { workIds: [workId], rewardStatus: 'issued' },
  });
  expect(issued.status, JSON.stringify(issued.body)).toBe(200);
  for (const line of ['Hello', 'Is my upload fine?']) {
    expect((await call(source.app, 'POST', '/web/message', { token, body: text(line) })).status).toBe(200);
  }
  return { creator, token, video, workId, videoIds: body.videoFileIds };
}

describe('the backup drill', () => {
  let world: Awaited<ReturnType<typeof anInstallInUse>>;
  let half: { url: string; fileId: string };
  let halfBytes: Buffer;
  let manifestCounts: Record<string, number>;
  let before: Record<string, number>;
  let report: RestoreReport;
  let originals: ObjectEntry[];

  it('should back up an install while uploads and chat go on', async () => {
    world = await anInstallInUse();
    halfBytes = makeVideo('drill-half.mp4', 3);
    half = await tusSend(base, world.token, halfBytes, {
      kind: 'video',
      filename: 'half.mp4',
      chunkSize: 8 * 1024,
      stopAfter: Math.floor(halfBytes.length / 2),
    });
    const tables = (
      await source.sql.query("SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'backups'")
    ).rows.map((r) => r.tablename as string);
    before = await countRows(source.sql, tables);

    let backingUp = true;
    const chatter = (async () => {
      const other = await newCreator(source.app);
      let sent = 0;
      while (backingUp || sent < 3) {
        await call(source.app, 'POST', '/web/message', { token: other.token, body: text(`during ${sent}`) });
        await tusSend(base, other.token, makeJpeg(`during-${sent}.jpg`, '64x64'), { kind: 'cover', filename: 'c.jpg' });
        sent++;
      }
      return sent;
    })();
    const { manifest } = await withAppDatabase(source.url, async (database) =>
      runBackup({ database, originals: { dataDir: source.dataDir }, target: await target(), keep: 3 }),
    ).finally(() => {
      backingUp = false;
    });
    manifestCounts = Object.fromEntries(manifest.tables.map((t) => [t.name, t.rows]));
    originals = manifest.objects;
    expect(manifest.unfinished).toContainEqual({ fileId: half.fileId, bytes: expect.any(Number) });
    expect(manifest.objects.map((o) => o.fileId)).toEqual(expect.arrayContaining(world.videoIds));
    expect(await chatter).toBeGreaterThanOrEqual(3);
    const after = await countRows(source.sql, Object.keys(manifestCounts));
    // The snapshot lies between what was there before and what was there after.
    for (const table of Object.keys(manifestCounts)) {
      expect(manifestCounts[table], table).toBeGreaterThanOrEqual(Math.min(before[table] ?? 0, after[table] ?? 0));
      expect(manifestCounts[table], table).toBeLessThanOrEqual(Math.max(before[table] ?? 0, after[table] ?? 0));
    }
    expect(after.messages).toBeGreaterThan(before.messages ?? 0);
    const { rows } = await source.sql.query(
      'SELECT ok, error, bytes::float8 AS bytes FROM backups WHERE finished_at IS NOT NULL',
    );
    expect(rows).toEqual([{ ok: true, error: null, bytes: expect.any(Number) }]);
  }, 300_000);

  it('should restore into a fresh database and data folder: every row, every original byte-equal', async () => {
    report = await restoreInto(false);
    const counts = await withAppDatabase(restored.url, (database) =>
      countRows(database.pool, Object.keys(manifestCounts)),
    );
    expect(counts).toEqual(manifestCounts);
    expect(report).toMatchObject({ missing: [], damaged: [], gone: [] });
    expect(report.resumable).toContain(half.fileId);
    expect(report.rows).toEqual(manifestCounts);
    expect(report.verified).toBe(originals.length);
    expect(originals.length).toBeGreaterThanOrEqual(3);
    for (const { fileId, key } of originals) {
      const copy = await readFile(localOriginal(restored.dataDir, key));
      expect(sha256(copy), fileId).toBe(sha256(await readFile(localOriginal(source.dataDir, key))));
    }
    expect(sha256(await readFile(localOriginal(restored.dataDir, world.videoIds[0] as string)))).toBe(
      sha256(world.video),
    );
  }, 120_000);

  it('should refuse to restore over a database that has accounts', async () => {
    await expect(restoreInto(false)).rejects.toThrow(/not empty/);
  });

  it('should let the creator sign in and play the video, and the half-way upload resume', async () => {
    const config = loadConfig({
      DATABASE_URL: restored.url,
      DATA_DIR: restored.dataDir,
      LOG_LEVEL: 'silent',
      MAX_EVENT_LOOP_DELAY_MS: '0',
    });
    app = await buildApp(config, false);
    const restoredBase = await app.listen({ host: '127.0.0.1', port: 0 });
    const token = await logIn(app, world.creator.mail, PASSWORD);
    const detail = await call(app, 'GET', '/web/works/detail', { token, query: { id: String(world.workId) } });
    expect(detail.status, JSON.stringify(detail.body)).toBe(200);
    const played = await fetch(`${restoredBase}${detail.body.data.videos[0].url}`);
    expect(played.status).toBe(200);
    expect(sha256(Buffer.from(await played.arrayBuffer()))).toBe(sha256(world.video));

    const resumed = await tusSend(restoredBase, token, halfBytes, {
      kind: 'video',
      filename: 'half.mp4',
      uploadUrl: `${restoredBase}/web/files/${half.fileId}`,
    });
    expect(resumed.fileId).toBe(half.fileId);
    await waitForFile(app, token, half.fileId, ['ready']);
    expect(sha256(await readFile(localOriginal(restored.dataDir, half.fileId)))).toBe(sha256(halfBytes));

    // Never a ready row without its bytes; and the renditions are made again from the originals.
    const sql = new pg.Client({ connectionString: restored.url });
    await sql.connect();
    try {
      const ready = await sql.query("SELECT id, storage_key, size::float8 AS size FROM files WHERE state = 'ready'");
      for (const row of ready.rows) {
        expect((await stat(localOriginal(restored.dataDir, row.storage_key))).size, row.id).toBe(row.size);
      }
      await expect
        .poll(
          async () =>
            (
              await sql.query("SELECT count(*)::int AS n FROM files WHERE id = ANY($1) AND rendition_state = 'ready'", [
                world.videoIds,
              ])
            ).rows[0].n,
          { timeout: 180_000, interval: 500 },
        )
        .toBe(2);
    } finally {
      await sql.end();
    }
  }, 300_000);
});
