-- Bank reconciliation (docs/reconciliation.md): bank accounts, statements voided and fingerprinted, line resolutions,
-- sticky unmatch, tolerance adjustments, bank holidays, the queue's account and statement, month sign-offs.
CREATE TABLE "recon_bank_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"account_number" text NOT NULL,
	"bank_name" text,
	"carries" text DEFAULT 'BOTH' NOT NULL,
	"created_by" text NOT NULL,
	"date_created_gmt" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recon_sign_offs" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"bank_account_id" text NOT NULL,
	"month" text NOT NULL,
	"signed_by" text NOT NULL,
	"note" text,
	"figures" jsonb NOT NULL,
	"date_created_gmt" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "recon_statements_hash_idx";--> statement-breakpoint
ALTER TABLE "recon_exceptions" ADD COLUMN "bank_account_id" text;--> statement-breakpoint
ALTER TABLE "recon_exceptions" ADD COLUMN "statement_id" text;--> statement-breakpoint
ALTER TABLE "recon_lines" ADD COLUMN "bank_account_id" text;--> statement-breakpoint
ALTER TABLE "recon_lines" ADD COLUMN "hold_auto" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "recon_lines" ADD COLUMN "resolution" text;--> statement-breakpoint
ALTER TABLE "recon_lines" ADD COLUMN "resolution_note" text;--> statement-breakpoint
ALTER TABLE "recon_lines" ADD COLUMN "resolved_by" text;--> statement-breakpoint
ALTER TABLE "recon_lines" ADD COLUMN "resolved_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "recon_matches" ADD COLUMN "adjustment" text;--> statement-breakpoint
ALTER TABLE "recon_settings" ADD COLUMN "amount_tolerance" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "recon_settings" ADD COLUMN "tolerance_adjustment" text DEFAULT 'ROUNDING' NOT NULL;--> statement-breakpoint
ALTER TABLE "recon_settings" ADD COLUMN "bank_holidays" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "recon_statements" ADD COLUMN "bank_account_id" text;--> statement-breakpoint
ALTER TABLE "recon_statements" ADD COLUMN "fingerprint" text;--> statement-breakpoint
ALTER TABLE "recon_statements" ADD COLUMN "continuity" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "recon_statements" ADD COLUMN "voided_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "recon_statements" ADD COLUMN "voided_by" text;--> statement-breakpoint
ALTER TABLE "recon_statements" ADD COLUMN "void_reason" text;--> statement-breakpoint
CREATE UNIQUE INDEX "recon_bank_accounts_number_idx" ON "recon_bank_accounts" USING btree ("merchant_id","account_number","currency");--> statement-breakpoint
CREATE INDEX "recon_sign_offs_month_idx" ON "recon_sign_offs" USING btree ("merchant_id","bank_account_id","month","date_created_gmt");--> statement-breakpoint
CREATE INDEX "recon_exceptions_queue_idx" ON "recon_exceptions" USING btree ("merchant_id","status","since","id");--> statement-breakpoint
CREATE UNIQUE INDEX "recon_statements_fingerprint_idx" ON "recon_statements" USING btree ("merchant_id","fingerprint") WHERE "recon_statements"."voided_at" is null;--> statement-breakpoint
CREATE INDEX "recon_statements_account_idx" ON "recon_statements" USING btree ("bank_account_id","last_date");--> statement-breakpoint
CREATE UNIQUE INDEX "recon_statements_hash_idx" ON "recon_statements" USING btree ("merchant_id","sha256") WHERE "recon_statements"."voided_at" is null;