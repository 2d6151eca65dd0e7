ALTER TABLE "cities" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "lon" double precision;--> statement-breakpoint
ALTER TABLE "provinces" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "provinces" ADD COLUMN "lon" double precision;--> statement-breakpoint
CREATE INDEX "cities_name_idx" ON "cities" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "cities_name_zh_idx" ON "cities" USING btree ("name_zh") WHERE "cities"."name_zh" IS NOT NULL;