CREATE TABLE "agreement_versions" (
	"type" text NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"title_zh" text NOT NULL,
	"content" text NOT NULL,
	"content_zh" text NOT NULL,
	"author_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agreement_versions_type_version_pk" PRIMARY KEY("type","version")
);
--> statement-breakpoint
ALTER TABLE "agreement_versions" ADD CONSTRAINT "agreement_versions_author_id_accounts_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;