-- list_counts is kept by the database itself, in the transaction that changes the rows: every
-- writer (services, the console, a cascade from a deleted account, a hand-run UPDATE) keeps it
-- true. Statement triggers with transition tables add one upsert per statement, however many
-- rows it touches (docs/decisions/0022).

-- The lists a work is counted in, by owner and status.
CREATE FUNCTION work_list_keys(w works) RETURNS TABLE (list text, owner_id integer, status smallint)
LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT 'works', w.owner_id, w.audit_status
  UNION ALL
  SELECT 'participation', w.owner_id, w.audit_status WHERE w.activity_id IS NOT NULL OR w.task_id IS NOT NULL
  UNION ALL
  SELECT 'public_works', 0, w.audit_status WHERE w.public_at IS NOT NULL AND w.audit_status = 1
$$;
--> statement-breakpoint
CREATE FUNCTION clue_list_keys(c clues) RETURNS TABLE (list text, owner_id integer, status smallint)
LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT 'clues', c.owner_id, c.audit_status
$$;
--> statement-breakpoint
-- TG_ARGV[0] names the function mapping a row to its keys. Rows whose keys did not change (an
-- edit of a title) net to zero and leave list_counts untouched, so they take no lock on it.
CREATE FUNCTION count_list_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT k.*, 1 AS d FROM new_rows r, %1$s(r) k'
    WHEN 'DELETE' THEN 'SELECT k.*, -1 AS d FROM old_rows r, %1$s(r) k'
    ELSE 'SELECT k.*, 1 AS d FROM new_rows r, %1$s(r) k UNION ALL SELECT k.*, -1 FROM old_rows r, %1$s(r) k'
  END;
BEGIN
  -- Keys in a fixed order, so two statements upserting the same rows cannot deadlock.
  EXECUTE format(
    'INSERT INTO list_counts AS c (list, owner_id, status, n)
       SELECT list, owner_id, status, sum(d) FROM (' || changes || ') x
       GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
     ON CONFLICT (list, owner_id, status) DO UPDATE SET n = c.n + excluded.n',
    TG_ARGV[0]);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- works_count_insert … clues_count_delete: each table's three triggers, on its keys function.
DO $$
DECLARE
  item text;
BEGIN
  FOREACH item IN ARRAY ARRAY['work', 'clue'] LOOP
    EXECUTE format('CREATE TRIGGER %1$ss_count_insert AFTER INSERT ON %1$ss REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION count_list_rows(%2$L)', item, item || '_list_keys');
    EXECUTE format('CREATE TRIGGER %1$ss_count_update AFTER UPDATE ON %1$ss
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION count_list_rows(%2$L)', item, item || '_list_keys');
    EXECUTE format('CREATE TRIGGER %1$ss_count_delete AFTER DELETE ON %1$ss REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION count_list_rows(%2$L)', item, item || '_list_keys');
  END LOOP;
END $$;
--> statement-breakpoint
-- The rows that exist already; the triggers above hold the tables' write lock until this commits.
INSERT INTO list_counts (list, owner_id, status, n)
  SELECT k.list, k.owner_id, k.status, count(*) FROM works r, work_list_keys(r) k GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO list_counts (list, owner_id, status, n)
  SELECT k.list, k.owner_id, k.status, count(*) FROM clues r, clue_list_keys(r) k GROUP BY 1, 2, 3;
