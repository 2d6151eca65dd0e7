CREATE TABLE "list_versions" (
	"list" text NOT NULL,
	"owner_id" integer NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "list_versions_list_owner_id_pk" PRIMARY KEY("list","owner_id")
);

--> statement-breakpoint
-- Hand-written from here (keep it when migrations are renumbered).
-- Each list's version changes with every statement that adds a row to it, removes one, moves one
-- (its sort key changed) or changes one's status: a value from this sequence, never reused even
-- when the writing transaction rolls back (docs/decisions/0037).
CREATE SEQUENCE list_versions_seq;
--> statement-breakpoint
-- The keys functions now also say where a row sorts in each list, so a moved row changes its version.
DROP FUNCTION work_list_keys(works);
--> statement-breakpoint
DROP FUNCTION clue_list_keys(clues);
--> statement-breakpoint
CREATE FUNCTION work_list_keys(w works) RETURNS TABLE (list text, owner_id integer, status smallint, sort_at timestamptz)
LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT 'works', w.owner_id, w.audit_status, w.submitted_at
  UNION ALL
  SELECT 'participation', w.owner_id, w.audit_status, w.submitted_at WHERE w.activity_id IS NOT NULL OR w.task_id IS NOT NULL
  UNION ALL
  SELECT 'public_works', 0, w.audit_status, w.public_at WHERE w.public_at IS NOT NULL AND w.audit_status = 1
$$;
--> statement-breakpoint
CREATE FUNCTION clue_list_keys(c clues) RETURNS TABLE (list text, owner_id integer, status smallint, sort_at timestamptz)
LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT 'clues', c.owner_id, c.audit_status, c.submitted_at
$$;
--> statement-breakpoint
-- As in 0008, plus the versions: an entry (list, owner, status, sort key, id) whose +1 and -1 do not
-- cancel is a row added, removed, moved or re-statused. Counts first, then versions, each in key
-- order, so two statements take their row locks in the same order and cannot deadlock.
CREATE OR REPLACE FUNCTION count_list_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT k.*, r.id, 1 AS d FROM new_rows r, %1$s(r) k'
    WHEN 'DELETE' THEN 'SELECT k.*, r.id, -1 AS d FROM old_rows r, %1$s(r) k'
    ELSE 'SELECT k.*, r.id, 1 AS d FROM new_rows r, %1$s(r) k UNION ALL SELECT k.*, r.id, -1 FROM old_rows r, %1$s(r) k'
  END;
BEGIN
  EXECUTE format(
    'INSERT INTO list_counts AS c (list, owner_id, status, n)
       SELECT list, owner_id, status, sum(d) FROM (' || changes || ') x
       GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
     ON CONFLICT (list, owner_id, status) DO UPDATE SET n = c.n + excluded.n',
    TG_ARGV[0]);
  EXECUTE format(
    'INSERT INTO list_versions AS v (list, owner_id, version)
       SELECT list, owner_id, nextval(''list_versions_seq'') FROM (
         SELECT DISTINCT list, owner_id FROM (' || changes || ') x
         GROUP BY list, owner_id, status, sort_at, id HAVING sum(d) <> 0
       ) moved ORDER BY 1, 2
     ON CONFLICT (list, owner_id) DO UPDATE SET version = excluded.version',
    TG_ARGV[0]);
  RETURN NULL;
END $$;
