ALTER TABLE "cities" ALTER COLUMN "id" DROP IDENTITY;--> statement-breakpoint
ALTER TABLE "countries" ALTER COLUMN "id" DROP IDENTITY;--> statement-breakpoint
ALTER TABLE "provinces" ALTER COLUMN "id" DROP IDENTITY;