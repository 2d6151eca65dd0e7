ALTER TABLE "files" ADD COLUMN "rendition_state" text;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "rendition_progress" real;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "rendition_error_key" text;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "rendition_error_at_s" real;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "rendition_parts" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "frame_rate" real;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "technical" jsonb;--> statement-breakpoint
CREATE INDEX "files_rendition_idx" ON "files" USING btree ("rendition_state");