CREATE TABLE "capture_facts" (
	"file_id" text PRIMARY KEY NOT NULL,
	"tags" jsonb,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "capture_facts" ADD CONSTRAINT "capture_facts_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;