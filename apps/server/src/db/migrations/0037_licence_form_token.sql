ALTER TABLE "licence_requests" ADD COLUMN "form_token" text;--> statement-breakpoint
CREATE UNIQUE INDEX "licence_requests_form_token_idx" ON "licence_requests" USING btree ("form_token");