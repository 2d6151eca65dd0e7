import { ClueAuditStatus, WorkAuditStatus } from '@stringer/shared/statuses';

/**
 * Lists full enough for the planner's choices to be real, set-based: bench/api.ts's 10,000
 * creators, 1,000,000 works and 100,000 clues by default, and the EXPLAIN test's smaller set.
 * One creator, BIG_CREATOR_MAIL, holds `bigWorks` works and `bigClues` clues.
 */

export const BIG_CREATOR_MAIL = 'bench.big@example.com';

export interface ListSizes {
  creators: number;
  works: number;
  bigWorks: number;
  clues: number;
  bigClues: number;
}

const BENCH: ListSizes = { creators: 10_000, works: 1_000_000, bigWorks: 100_000, clues: 100_000, bigClues: 10_000 };

/** The statuses works and clues take in turn (`g % 6`, `g % 4`): half of the works passed, every status held. */
const W = WorkAuditStatus;
const WORK_STATUSES = [W.Passed, W.Pending, W.Passed, W.Rejected, W.Passed, W.SendBack].join(', ');
const C = ClueAuditStatus;
const CLUE_STATUSES = [C.Accepted, C.Pending, C.Unaccepted, C.SendBack].join(', ');

export const seedListsSql = ({ creators, works, bigWorks, clues, bigClues }: ListSizes = BENCH) => {
  const others = creators - 1;
  return `
BEGIN;
INSERT INTO accounts (account, mail, real_name, nick_name)
  SELECT 'benchbig', '${BIG_CREATOR_MAIL}', 'Bench Big', 'Big';
INSERT INTO accounts (account, mail, real_name, nick_name)
  SELECT 'bench' || g, 'bench.' || g || '@example.com', 'Bench ' || g, 'Creator ' || g
  FROM generate_series(1, ${others}) g;
CREATE TEMP TABLE bench_creators AS
  SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM accounts
  WHERE mail LIKE 'bench.%@example.com' AND mail <> '${BIG_CREATOR_MAIL}';
CREATE TEMP TABLE bench_big AS SELECT id FROM accounts WHERE mail = '${BIG_CREATOR_MAIL}';

INSERT INTO files (id, owner_id, kind, original_name, mime, size, storage_key, state)
  SELECT 'bench-cover-' || id, id, 'cover', 'cover.jpg', 'image/jpeg', 1000, 'bench/cover-' || id, 'ready'
  FROM accounts WHERE mail LIKE 'bench.%@example.com';

-- Half of every creator's works passed review, a tenth of those are public, a fifth answer a task.
INSERT INTO works (owner_id, title, description, cover_file_id, task_id, audit_status, public_at, submitted_at)
  SELECT CASE WHEN g <= ${bigWorks} THEN b.id ELSE c.id END, 'Work ' || g, 'A benchmark work',
    'bench-cover-' || CASE WHEN g <= ${bigWorks} THEN b.id ELSE c.id END,
    CASE WHEN g % 5 = 0 THEN (SELECT min(id) FROM tasks) END,
    (ARRAY[${WORK_STATUSES}])[1 + g % 6],
    CASE WHEN g % 6 IN (0, 2, 4) AND g % 10 = 0 THEN now() - g * interval '7 seconds' END,
    now() - g * interval '31 seconds'
  FROM generate_series(1, ${works}) g
  CROSS JOIN bench_big b
  JOIN bench_creators c ON c.n = g % ${others};

INSERT INTO work_tags (work_id, tag_id)
  SELECT w.id, t.ids[1 + w.id % array_length(t.ids, 1)]
  FROM works w, (SELECT array_agg(id) AS ids FROM tags WHERE kind = 'works') t
  WHERE w.title LIKE 'Work %';
-- Rendered and measured, as a public work's videos are: a start queues every video without a
-- rendition state for rendering and measures every rendered one without a size, and the bench's
-- server would spend its run doing that for these.
INSERT INTO files (id, owner_id, kind, original_name, mime, size, storage_key, state, rendition_state, rendition_bytes)
  SELECT 'bench-video-' || id, owner_id, 'video', 'video.mp4', 'video/mp4', 1000000, 'bench/video-' || id, 'ready', 'ready', 2000000
  FROM works WHERE public_at IS NOT NULL AND title LIKE 'Work %';
INSERT INTO work_files (work_id, file_id, role, position)
  SELECT id, 'bench-video-' || id, 'video', 0 FROM works WHERE public_at IS NOT NULL AND title LIKE 'Work %';

INSERT INTO clues (owner_id, title, description, happened_on, country_id, audit_status, submitted_at)
  SELECT CASE WHEN g <= ${bigClues} THEN b.id ELSE c.id END,
    'Clue ' || g, 'A benchmark clue', current_date - (g % 700), (SELECT min(id) FROM countries),
    (ARRAY[${CLUE_STATUSES}])[1 + g % 4], now() - g * interval '301 seconds'
  FROM generate_series(1, ${clues}) g
  CROSS JOIN bench_big b
  JOIN bench_creators c ON c.n = g % ${others};
COMMIT;
`;
};
