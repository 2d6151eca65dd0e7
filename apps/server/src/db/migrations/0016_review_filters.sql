CREATE TABLE "reject_reasons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reject_reasons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"text" text NOT NULL,
	"text_zh" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "works_task_idx";--> statement-breakpoint
DROP INDEX "works_activity_idx";--> statement-breakpoint
DROP INDEX "certifications_account_idx";--> statement-breakpoint
CREATE INDEX "reject_reasons_order_idx" ON "reject_reasons" USING btree ("position","id");--> statement-breakpoint
CREATE INDEX "accounts_name_prefix_idx" ON "accounts" USING btree (lower("real_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "certifications_country_review_idx" ON "certifications" USING btree ("country_id","status","submitted_at","id");--> statement-breakpoint
CREATE INDEX "clues_country_review_idx" ON "clues" USING btree ("country_id","audit_status","submitted_at","id");--> statement-breakpoint
CREATE INDEX "work_files_file_idx" ON "work_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "works_task_review_idx" ON "works" USING btree ("task_id","audit_status","submitted_at","id");--> statement-breakpoint
CREATE INDEX "works_activity_review_idx" ON "works" USING btree ("activity_id","audit_status","submitted_at","id");--> statement-breakpoint
CREATE INDEX "certifications_account_idx" ON "certifications" USING btree ("account_id","status","submitted_at","id");--> statement-breakpoint
-- Hand-written (keep it when migrations are renumbered): a starting list of reasons, so reviewers
-- have one on a new install; admins change it in the console.
INSERT INTO "reject_reasons" ("text", "text_zh", "position") VALUES
  ('The footage is not original', '素材非原创', 10),
  ('The video quality is too low', '视频画质过低', 20),
  ('The content breaks the community rules', '内容违反社区规范', 30),
  ('The work does not match the activity or task', '作品与活动或任务不符', 40);
