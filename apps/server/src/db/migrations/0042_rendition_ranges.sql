CREATE TABLE "rendition_ranges" (
	"file_id" text NOT NULL,
	"index" integer NOT NULL,
	"count" integer NOT NULL,
	"lines" text NOT NULL,
	CONSTRAINT "rendition_ranges_file_id_index_pk" PRIMARY KEY("file_id","index")
);
--> statement-breakpoint
ALTER TABLE "rendition_ranges" ADD CONSTRAINT "rendition_ranges_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;