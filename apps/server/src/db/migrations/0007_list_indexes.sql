CREATE TABLE "list_counts" (
	"list" text NOT NULL,
	"owner_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "list_counts_list_owner_id_status_pk" PRIMARY KEY("list","owner_id","status")
);
--> statement-breakpoint
DROP INDEX "works_status_idx";--> statement-breakpoint
DROP INDEX "clues_owner_idx";--> statement-breakpoint
DROP INDEX "works_owner_idx";--> statement-breakpoint
DROP INDEX "works_public_idx";--> statement-breakpoint
CREATE INDEX "certifications_review_idx" ON "certifications" USING btree ("status","submitted_at","id");--> statement-breakpoint
CREATE INDEX "clues_owner_status_idx" ON "clues" USING btree ("owner_id","audit_status","submitted_at","id");--> statement-breakpoint
CREATE INDEX "clues_review_idx" ON "clues" USING btree ("audit_status","submitted_at","id");--> statement-breakpoint
CREATE INDEX "works_owner_status_idx" ON "works" USING btree ("owner_id","audit_status","submitted_at","id");--> statement-breakpoint
CREATE INDEX "works_participation_idx" ON "works" USING btree ("owner_id","submitted_at","id") WHERE "works"."activity_id" IS NOT NULL OR "works"."task_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "works_review_idx" ON "works" USING btree ("audit_status","submitted_at","id");--> statement-breakpoint
CREATE INDEX "works_activity_idx" ON "works" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "clues_owner_idx" ON "clues" USING btree ("owner_id","submitted_at","id");--> statement-breakpoint
CREATE INDEX "works_owner_idx" ON "works" USING btree ("owner_id","submitted_at","id");--> statement-breakpoint
CREATE INDEX "works_public_idx" ON "works" USING btree ("public_at","id") WHERE "works"."public_at" IS NOT NULL AND "works"."audit_status" = 1;