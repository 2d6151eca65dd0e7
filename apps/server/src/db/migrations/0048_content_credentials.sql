CREATE TABLE "content_credentials" (
	"file_id" text PRIMARY KEY NOT NULL,
	"credentials" jsonb,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_credentials" ADD CONSTRAINT "content_credentials_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;