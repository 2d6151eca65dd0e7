CREATE TABLE "fingerprint_bands" (
	"band" integer NOT NULL,
	"fingerprint_id" integer NOT NULL,
	CONSTRAINT "fingerprint_bands_band_fingerprint_id_pk" PRIMARY KEY("band","fingerprint_id")
);
--> statement-breakpoint
CREATE TABLE "video_fingerprints" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "video_fingerprints_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"file_id" text NOT NULL,
	"sha256" text NOT NULL,
	"frames" text NOT NULL,
	"made_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_fingerprints_file_id_unique" UNIQUE("file_id")
);
--> statement-breakpoint
ALTER TABLE "fingerprint_bands" ADD CONSTRAINT "fingerprint_bands_fingerprint_id_video_fingerprints_id_fk" FOREIGN KEY ("fingerprint_id") REFERENCES "public"."video_fingerprints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_fingerprints" ADD CONSTRAINT "video_fingerprints_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fingerprint_bands_fingerprint_idx" ON "fingerprint_bands" USING btree ("fingerprint_id");--> statement-breakpoint
CREATE INDEX "video_fingerprints_sha256_idx" ON "video_fingerprints" USING btree ("sha256");