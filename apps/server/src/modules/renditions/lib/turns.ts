import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { tellMoved } from './renditions.events';

/**
 * Creators take turns on the renditions queues (decision 0081). pg-boss fetches by priority, then
 * by when a job was queued; each step has its band of priorities, first frames above any later
 * step (and in their own lane), and within it a job loses one for each other video its creator
 * already has waiting at that step: creator A's ten clips get 3000, 2999, …, creator B's one
 * clip, sent after them, 3000, and runs right after A's first.
 */

/**
 * A video's first step has a lane of its own (decision 0081): each worker runs it beside whatever
 * later step it is on, so that a new upload's first frame never waits for another video's ladder.
 */
export const FIRST_QUEUE = 'media.renditions.first';
/** Every later step: the ranges, their join, the ladder. */
export const RENDITIONS_QUEUE = 'media.renditions';

export type TurnStep = 'first' | 'range' | 'join' | 'ladder';

/** The queue a step's jobs go to: where the service sends them and where their turns are counted. */
export const queueOf = (step: TurnStep) => (step === 'first' ? FIRST_QUEUE : RENDITIONS_QUEUE);

/**
 * Each step's band: the top of it, a creator's first waiting video at that step. A join (a video's
 * ranges put together) shares the ranges' band, as their priority did.
 */
export const STEP_BASE: Record<TurnStep, number> = { first: 3000, range: 2000, join: 2000, ladder: 1000 };
/** A creator's waiting jobs counted at most this many: the bands never overlap. */
export const MAX_BEHIND = 999;

/** pg-boss's states of a job that waits for a worker (a retry waits out its delay first). */
const WAITING = sql`j.state IN ('created', 'retry')`;

/**
 * The priority a new job of `step` for this video gets: its step's base, less the creator's (the
 * file's owner's) other videos with a job of the same step waiting on the queue. Videos, not jobs:
 * a video's several jobs of one step (its ranges) take one turn together. Two of one creator's
 * videos queued at the same instant may get the same priority: they then run in the order they
 * were queued, which is all the turn asks.
 */
export async function priorityFor(db: Db, fileId: string, step: TurnStep): Promise<number> {
  const { rows } = await db.execute<{ waiting: number }>(sql`
    SELECT count(DISTINCT j.data->>'fileId')::int AS waiting
    FROM pgboss.job j
    JOIN files f ON f.id = j.data->>'fileId'
    WHERE j.name = ${queueOf(step)} AND ${WAITING} AND j.data->>'step' = ${step}
      AND j.data->>'fileId' <> ${fileId}
      AND f.owner_id = (SELECT owner_id FROM files WHERE id = ${fileId})`);
  return STEP_BASE[step] - Math.min(rows[0]?.waiting ?? 0, MAX_BEHIND);
}

export interface PlacesOptions {
  /**
   * Jobs the fleet runs at once: WORKER_CONCURRENCY of one worker by default. Never fewer than the
   * jobs running now; 0 (or none) and nothing running: no estimate (etaS null).
   */
  workers?: number;
  /**
   * Seconds of a first step's work per second of media: 0.35 on the machine it was measured on
   * (a stream copied in seconds, the preview encoded after it); one figure for every video.
   */
  ratio?: number;
}

/** What a first step's work is taken to be, when nothing better is known. */
export const DEFAULT_RATIO = 0.35;

/**
 * Each video waiting for its first step: its place (how many first steps run or wait before it,
 * in pg-boss's fetch order) and about how long until its turn (the media seconds of those before
 * it times `ratio`, less what a running one has done already, shared among the workers), stored
 * on its row; every video whose place or estimate moved is told live, and a video no longer
 * waiting has them cleared. To be called when a job is queued, starts and ends. Returns the ids told.
 */
export async function tellPlaces(
  db: Db,
  log: { warn(obj: object, msg: string): void },
  { workers = 0, ratio = DEFAULT_RATIO }: PlacesOptions = {},
): Promise<string[]> {
  const { rows } = await db.execute<{ id: string }>(sql`
    WITH firsts AS (
      SELECT j.data->>'fileId' AS file_id, j.state::text AS state, j.priority, j.created_on, j.started_on,
        coalesce(f.duration_s, 0) * ${ratio}::float8 AS work_s
      FROM pgboss.job j LEFT JOIN files f ON f.id = j.data->>'fileId'
      WHERE j.name = ${FIRST_QUEUE} AND j.data->>'step' = 'first' AND j.state IN ('created', 'retry', 'active')
    ),
    running AS (
      SELECT count(*)::int AS n,
        coalesce(sum(greatest(0, work_s - extract(epoch FROM now() - coalesce(started_on, now())))), 0) AS left_s
      FROM firsts WHERE state = 'active'
    ),
    queued AS (
      SELECT file_id,
        (row_number() OVER turn - 1)::int AS before,
        coalesce(sum(work_s) OVER (turn ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS before_s
      FROM firsts WHERE state <> 'active'
      WINDOW turn AS (ORDER BY priority DESC, created_on)
    ),
    places AS (
      SELECT q.file_id, q.before + r.n AS ahead,
        CASE WHEN greatest(${workers}::int, r.n) > 0
          THEN round((q.before_s + r.left_s) / greatest(${workers}::int, r.n))::real END AS eta_s
      FROM queued q CROSS JOIN running r
    ),
    moved AS (
      UPDATE files f SET rendition_ahead = p.ahead, rendition_eta_s = p.eta_s
      FROM (
        SELECT file_id AS id, ahead, eta_s FROM places
        UNION ALL
        -- Placed before, in line no more: a video in line is pending (or failed, waiting for a
        -- retry), one taken up processing; the state's index keeps this off the whole table.
        SELECT id, NULL, NULL FROM files
        WHERE rendition_state IN ('pending', 'processing', 'failed') AND rendition_ahead IS NOT NULL
          AND id NOT IN (SELECT file_id FROM places WHERE file_id IS NOT NULL)
      ) p
      WHERE f.id = p.id
        AND (f.rendition_ahead IS DISTINCT FROM p.ahead OR f.rendition_eta_s IS DISTINCT FROM p.eta_s)
      RETURNING f.id
    )
    SELECT id FROM moved`);
  const ids = rows.map((r) => r.id);
  for (const id of ids) await tellMoved(db, id, false, log);
  return ids;
}
