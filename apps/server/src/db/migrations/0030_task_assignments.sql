ALTER TABLE "task_offers" ADD COLUMN "status" text DEFAULT 'offered' NOT NULL;--> statement-breakpoint
ALTER TABLE "task_offers" ADD COLUMN "offered_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "task_offers" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "task_offers" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "answer_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "offers_closed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "task_offers_due_idx" ON "task_offers" USING btree ("task_id") WHERE status = 'offered' OR (status = 'accepted' AND reminded_at IS NULL);