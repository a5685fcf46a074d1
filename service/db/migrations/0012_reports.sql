ALTER TABLE "merchants" ADD COLUMN "business_time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "business_day_cutoff" text DEFAULT '00:00' NOT NULL;--> statement-breakpoint
CREATE INDEX "ledger_merchant_currency_created_idx" ON "ledger_entries" USING btree ("merchant_id","currency","date_created_gmt");