CREATE TABLE "instances" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"version" text NOT NULL,
	"host" text NOT NULL,
	"pid" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"runs" text[] DEFAULT '{}' NOT NULL,
	"sockets" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "rendition_bytes" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "instances_last_seen_idx" ON "instances" USING btree ("last_seen_at");