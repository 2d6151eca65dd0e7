ALTER TABLE "files" ADD COLUMN "rendition_ahead" integer;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "rendition_eta_s" real;