DROP INDEX "works_owner_idx";--> statement-breakpoint
DROP INDEX "works_owner_status_idx";--> statement-breakpoint
DROP INDEX "works_participation_idx";--> statement-breakpoint
DROP INDEX "works_review_idx";--> statement-breakpoint
DROP INDEX "works_task_review_idx";--> statement-breakpoint
DROP INDEX "works_activity_review_idx";--> statement-breakpoint
ALTER TABLE "works" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "works_owner_idx" ON "works" USING btree ("owner_id","submitted_at","id") WHERE "works"."withdrawn_at" IS NULL;--> statement-breakpoint
CREATE INDEX "works_owner_status_idx" ON "works" USING btree ("owner_id","audit_status","submitted_at","id") WHERE "works"."withdrawn_at" IS NULL;--> statement-breakpoint
CREATE INDEX "works_participation_idx" ON "works" USING btree ("owner_id","submitted_at","id") WHERE ("works"."activity_id" IS NOT NULL OR "works"."task_id" IS NOT NULL) AND "works"."withdrawn_at" IS NULL;--> statement-breakpoint
CREATE INDEX "works_review_idx" ON "works" USING btree ("audit_status","submitted_at","id") WHERE "works"."withdrawn_at" IS NULL;--> statement-breakpoint
CREATE INDEX "works_task_review_idx" ON "works" USING btree ("task_id","audit_status","submitted_at","id") WHERE "works"."withdrawn_at" IS NULL;--> statement-breakpoint
CREATE INDEX "works_activity_review_idx" ON "works" USING btree ("activity_id","audit_status","submitted_at","id") WHERE "works"."withdrawn_at" IS NULL;
--> statement-breakpoint
-- Hand-written from here (keep it when migrations are renumbered).
-- A withdrawn work leaves the creator's lists (their counts and versions with it) and stays in
-- the public one only as it was: withdrawing is allowed only before a work passes, so never.
CREATE OR REPLACE FUNCTION work_list_keys(w works) RETURNS TABLE (list text, owner_id integer, status smallint, sort_at timestamptz)
LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT 'works', w.owner_id, w.audit_status, w.submitted_at WHERE w.withdrawn_at IS NULL
  UNION ALL
  SELECT 'participation', w.owner_id, w.audit_status, w.submitted_at
    WHERE (w.activity_id IS NOT NULL OR w.task_id IS NOT NULL) AND w.withdrawn_at IS NULL
  UNION ALL
  SELECT 'public_works', 0, w.audit_status, w.public_at WHERE w.public_at IS NOT NULL AND w.audit_status = 1
$$;
