-- Every row so far was a staff action: the column's default fills them in as such (the backfill).
ALTER TABLE "audit_log" ALTER COLUMN "staff_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "entity_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "actor_kind" text DEFAULT 'staff' NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_kind","at");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_staff_actor" CHECK ((actor_kind = 'staff') = (staff_id IS NOT NULL));