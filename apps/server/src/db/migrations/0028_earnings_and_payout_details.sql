CREATE TABLE "payout_details" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"country" text NOT NULL,
	"key_id" text NOT NULL,
	"nonce" text NOT NULL,
	"sealed" text NOT NULL,
	"masked" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "pay_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "pay_per" text DEFAULT 'work' NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "pay_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "works" ADD COLUMN "amount" integer;--> statement-breakpoint
ALTER TABLE "works" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "works" ADD COLUMN "issued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "works" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payout_details" ADD CONSTRAINT "payout_details_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;