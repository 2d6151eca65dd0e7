ALTER TABLE "accounts" ADD COLUMN "google_sub" text;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_google_sub_key" ON "accounts" USING btree ("google_sub");