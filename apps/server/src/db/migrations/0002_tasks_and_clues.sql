CREATE TABLE "clue_files" (
	"clue_id" integer NOT NULL,
	"file_id" text NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "clue_files_clue_id_file_id_pk" PRIMARY KEY("clue_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "clues" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clues_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"happened_on" date NOT NULL,
	"country_id" integer NOT NULL,
	"province_id" integer,
	"city_id" integer,
	"place" text,
	"disk_link" text,
	"source" text DEFAULT 'own' NOT NULL,
	"source_link" text,
	"audit_status" smallint DEFAULT 0 NOT NULL,
	"review_reason" text,
	"reviewed_at" timestamp with time zone,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_offers" (
	"task_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	CONSTRAINT "task_offers_task_id_account_id_pk" PRIMARY KEY("task_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"title_zh" text NOT NULL,
	"brief" text DEFAULT '' NOT NULL,
	"brief_zh" text DEFAULT '' NOT NULL,
	"cover_path" text NOT NULL,
	"points" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"listing" text DEFAULT 'listed' NOT NULL,
	"scope" text DEFAULT 'useful' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "works" ADD COLUMN "task_id" integer;--> statement-breakpoint
ALTER TABLE "works" ADD COLUMN "reward_status" text DEFAULT 'submitted' NOT NULL;--> statement-breakpoint
ALTER TABLE "works" ADD COLUMN "score" integer;--> statement-breakpoint
ALTER TABLE "works" ADD COLUMN "points" integer;--> statement-breakpoint
ALTER TABLE "works" ADD COLUMN "payout_status" text DEFAULT 'unpaid' NOT NULL;--> statement-breakpoint
ALTER TABLE "clue_files" ADD CONSTRAINT "clue_files_clue_id_clues_id_fk" FOREIGN KEY ("clue_id") REFERENCES "public"."clues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clue_files" ADD CONSTRAINT "clue_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clues" ADD CONSTRAINT "clues_owner_id_accounts_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_offers" ADD CONSTRAINT "task_offers_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_offers" ADD CONSTRAINT "task_offers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clues_owner_idx" ON "clues" USING btree ("owner_id","submitted_at");--> statement-breakpoint
CREATE INDEX "task_offers_account_idx" ON "task_offers" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "tasks_scope_idx" ON "tasks" USING btree ("scope","ends_at");--> statement-breakpoint
ALTER TABLE "works" ADD CONSTRAINT "works_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "works_task_idx" ON "works" USING btree ("task_id");