CREATE TABLE "agreements" (
	"type" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"title_zh" text NOT NULL,
	"content" text NOT NULL,
	"content_zh" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "articles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"title_zh" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"summary_zh" text DEFAULT '' NOT NULL,
	"cover_path" text,
	"body" text NOT NULL,
	"body_zh" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"listing" text DEFAULT 'listed' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "banners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"title_zh" text NOT NULL,
	"image_path" text NOT NULL,
	"link_url" text,
	"position" integer DEFAULT 0 NOT NULL,
	"listing" text DEFAULT 'listed' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "works" ADD COLUMN "public_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "articles_published_idx" ON "articles" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "works_public_idx" ON "works" USING btree ("public_at");