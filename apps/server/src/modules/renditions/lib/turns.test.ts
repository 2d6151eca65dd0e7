import { randomUUID } from 'node:crypto';
import { logIn, signUp } from '@stringer/test-support/accounts';
import { call } from '@stringer/test-support/api';
import { drizzle } from 'drizzle-orm/node-postgres';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectChat } from '../../../../test/sockets';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import * as schema from '../../../db/schema';
import { FIRST_QUEUE, MAX_BEHIND, priorityFor, queueOf, RENDITIONS_QUEUE, type TurnStep, tellPlaces } from './turns';

/**
 * Creators take turns (decision 0081), on real pg-boss and PostgreSQL. No worker runs here (the
 * test app's WEB_WORKER=false): jobs are queued as the renditions service queues them, with the
 * priority `priorityFor` gives, and taken by this test's own pg-boss in the order any worker would.
 */
describe('creators take turns on the renditions queues', () => {
  let t: TestApp;
  let base: string;
  let boss: PgBoss;
  let db: ReturnType<typeof drizzle<typeof schema>>;
  const log = { warn() {} };
  type Creator = { id: number; token: string };
  let a: Creator;
  let b: Creator;

  beforeAll(async () => {
    t = await createTestApp();
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    db = drizzle({ client: t.sql, schema });
    const creator = async (): Promise<Creator> => {
      const { mail } = await signUp(t.app);
      const { rows } = await t.sql.query('SELECT id FROM accounts WHERE mail = $1', [mail]);
      return { id: rows[0].id, token: await logIn(t.app, mail) };
    };
    a = await creator();
    b = await creator();
    boss = new PgBoss({ connectionString: t.url, max: 2 });
    boss.on('error', () => {});
    await boss.start();
  });
  afterAll(async () => {
    await boss?.stop({ graceful: false });
    await t?.close();
  });

  /** A probed video of `owner`'s, `durationS` long, pending its renditions. */
  const video = async (owner: number, durationS: number) => {
    const id = randomUUID();
    await t.sql.query(
      `INSERT INTO files (id, owner_id, kind, original_name, mime, size, storage_key, state, duration_s, rendition_state)
       VALUES ($1, $2, 'video', 'clip.mp4', 'video/mp4', 1000, 'videos/' || $1, 'ready', $3, 'pending')`,
      [id, owner, durationS],
    );
    return id;
  };
  /** Queued as the service queues a step, with the priority of its creator's turn. */
  const queue = async (fileId: string, step: TurnStep = 'first') => {
    const priority = await priorityFor(db, fileId, step);
    await boss.send(queueOf(step), { fileId, step }, { priority, singletonKey: `${fileId}:${step}` });
    return priority;
  };
  /** The next `n` jobs a worker would take from a lane, one fetch each (a batch's jobs come in no order). */
  const take = async (n: number, lane = FIRST_QUEUE) => {
    const taken: string[] = [];
    for (let i = 0; i < n; i++)
      for (const job of await boss.fetch<{ fileId: string }>(lane)) taken.push(job.data.fileId);
    return taken;
  };
  const placeOf = async (fileId: string) =>
    (await call(t.app, 'GET', `/web/files/${fileId}/info`, { token: b.token })).body.data.media.waiting;
  const columns = async (fileId: string) =>
    (await t.sql.query('SELECT rendition_ahead AS ahead, rendition_eta_s AS eta FROM files WHERE id = $1', [fileId]))
      .rows[0];

  it("should run a creator's one video right after the first of another's three, each told its place live", async () => {
    const theirs = [await video(a.id, 40), await video(a.id, 40), await video(a.id, 40)] as const;
    const [first, second, third] = theirs;
    expect([await queue(first), await queue(second), await queue(third)]).toEqual([3000, 2999, 2998]);
    // Their ladder waiting lowers only their ladder, in the other lane, in a band below every first step.
    expect(await queue(first, 'ladder')).toBe(1000);
    expect(await queue(second, 'ladder')).toBe(999);
    const mine = await video(b.id, 20);
    const socket = await connectChat(t.app, b.token, base);
    const heard: unknown[] = [];
    socket.on('media', (e) => {
      if (e.fileId === mine) heard.push(e.media?.waiting);
    });
    try {
      expect(await queue(mine)).toBe(3000);
      // 40 s of media at 0.35 s of work per second is 14 s; one worker.
      const told = await tellPlaces(db, log, { workers: 1 });
      expect(told.sort()).toEqual([...theirs, mine].sort());
      expect(await columns(first)).toEqual({ ahead: 0, eta: 0 });
      expect(await columns(mine)).toEqual({ ahead: 1, eta: 14 });
      expect(await columns(second)).toEqual({ ahead: 2, eta: 21 });
      expect(await columns(third)).toEqual({ ahead: 3, eta: 35 });
      expect(await placeOf(mine)).toEqual({ ahead: 1, etaS: 14 });
      await expect.poll(() => heard.at(-1), { timeout: 5000 }).toEqual({ ahead: 1, etaS: 14 });
      // Nothing moved: nobody is told again.
      expect(await tellPlaces(db, log, { workers: 1 })).toEqual([]);

      // The first of theirs starts: it leaves the line, the others keep their places.
      expect(await take(1)).toEqual([first]);
      await t.sql.query("UPDATE files SET rendition_state = 'processing' WHERE id = $1", [first]);
      await tellPlaces(db, log, { workers: 1 });
      expect(await columns(first)).toEqual({ ahead: null, eta: null });
      expect((await columns(mine)).ahead).toBe(1);
      expect((await columns(mine)).eta).toBeLessThanOrEqual(14);
      expect((await columns(second)).ahead).toBe(2);

      // Then mine, before their other two; their ladders in the other lane, in turn too.
      expect(await take(1)).toEqual([mine]);
      expect(await take(10)).toEqual([second, third]);
      expect(await take(10, RENDITIONS_QUEUE)).toEqual([first, second]);
    } finally {
      socket.close();
    }
  });

  it('should keep an estimate unsaid when no worker is known, and never leave its band', async () => {
    await t.sql.query('DELETE FROM pgboss.job WHERE name = $1', [FIRST_QUEUE]);
    const one = await video(a.id, 10);
    await queue(one);
    await tellPlaces(db, log);
    expect(await columns(one)).toEqual({ ahead: 0, eta: null });
    // However many videos a creator has waiting, a first step stays above every later step.
    await t.sql.query(
      `INSERT INTO files (id, owner_id, kind, original_name, mime, size, storage_key, state, rendition_state)
       SELECT 'many-' || g, $1, 'video', 'clip.mp4', 'video/mp4', 1000, 'videos/many-' || g, 'ready', 'pending'
       FROM generate_series(1, 1200) g`,
      [a.id],
    );
    await t.sql.query(
      `INSERT INTO pgboss.job (name, data, state)
       SELECT $1, json_build_object('fileId', 'many-' || g, 'step', 'first'), 'created' FROM generate_series(1, 1200) g`,
      [FIRST_QUEUE],
    );
    const other = await video(a.id, 10);
    expect(await priorityFor(db, other, 'first')).toBe(3000 - MAX_BEHIND);
  });

  it("should count a video's several jobs of one step (its ranges) as one turn", async () => {
    await t.sql.query('DELETE FROM pgboss.job WHERE name = $1', [RENDITIONS_QUEUE]);
    const long = await video(b.id, 600);
    for (const range of [0, 1, 2])
      await boss.send(RENDITIONS_QUEUE, { fileId: long, step: 'range', range }, { priority: 2000 });
    expect(await priorityFor(db, await video(b.id, 60), 'range')).toBe(1999);
    expect(await priorityFor(db, long, 'range')).toBe(2000);
  });
});
