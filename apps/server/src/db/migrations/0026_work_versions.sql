CREATE TABLE "work_version_files" (
	"work_id" integer NOT NULL,
	"version" integer NOT NULL,
	"file_id" text NOT NULL,
	"role" text NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "work_version_files_work_id_version_file_id_pk" PRIMARY KEY("work_id","version","file_id")
);
--> statement-breakpoint
CREATE TABLE "work_versions" (
	"work_id" integer NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"cover_file_id" text NOT NULL,
	"activity_id" integer,
	"task_id" integer,
	"location" text,
	"shooting_date" date,
	"tag_ids" integer[] NOT NULL,
	"review_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"replaced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_versions_work_id_version_pk" PRIMARY KEY("work_id","version")
);
--> statement-breakpoint
ALTER TABLE "works" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "work_version_files" ADD CONSTRAINT "work_version_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_version_files" ADD CONSTRAINT "work_version_files_work_id_version_work_versions_work_id_version_fk" FOREIGN KEY ("work_id","version") REFERENCES "public"."work_versions"("work_id","version") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_versions" ADD CONSTRAINT "work_versions_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_versions" ADD CONSTRAINT "work_versions_cover_file_id_files_id_fk" FOREIGN KEY ("cover_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_versions" ADD CONSTRAINT "work_versions_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_versions" ADD CONSTRAINT "work_versions_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "work_version_files_file_idx" ON "work_version_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "work_versions_cover_idx" ON "work_versions" USING btree ("cover_file_id");