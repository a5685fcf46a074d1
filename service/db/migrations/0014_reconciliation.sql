CREATE TABLE "recon_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"action" text NOT NULL,
	"subject_id" text NOT NULL,
	"actor" text NOT NULL,
	"client_id" text,
	"reason" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"date_created_gmt" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recon_csv_mappings" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"name" text NOT NULL,
	"mapping" jsonb NOT NULL,
	"date_created_gmt" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recon_exceptions" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"kind" text NOT NULL,
	"line_id" text,
	"transaction_id" text,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"difference" bigint,
	"since" date NOT NULL,
	"owner" text,
	"note" text,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"resolution" text,
	"resolved_by" text,
	"resolved_at" timestamp (3) with time zone,
	"date_created_gmt" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"date_updated_gmt" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recon_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"statement_id" text NOT NULL,
	"line_number" integer NOT NULL,
	"value_date" date NOT NULL,
	"booking_date" date,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"reference" text,
	"description" text,
	"counterparty" text,
	"status" text DEFAULT 'UNMATCHED' NOT NULL,
	"note" text,
	"date_created_gmt" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recon_matches" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"line_id" text NOT NULL,
	"transaction_id" text NOT NULL,
	"method" text NOT NULL,
	"rule" text,
	"difference" bigint DEFAULT 0 NOT NULL,
	"created_by" text NOT NULL,
	"reason" text,
	"date_created_gmt" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"unmatched_at" timestamp (3) with time zone,
	"unmatched_by" text,
	"unmatch_reason" text
);
--> statement-breakpoint
CREATE TABLE "recon_settings" (
	"merchant_id" text PRIMARY KEY NOT NULL,
	"date_tolerance_days" integer DEFAULT 2 NOT NULL,
	"missing_after_business_days" integer DEFAULT 3 NOT NULL,
	"date_updated_gmt" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recon_statements" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"format" text NOT NULL,
	"file_name" text NOT NULL,
	"sha256" text NOT NULL,
	"account" text,
	"bank_statement_id" text,
	"currency" text,
	"opening_balance" bigint,
	"closing_balance" bigint,
	"line_count" integer NOT NULL,
	"credit_total" bigint NOT NULL,
	"debit_total" bigint NOT NULL,
	"first_date" date,
	"last_date" date,
	"imported_by" text NOT NULL,
	"date_created_gmt" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "recon_audit_subject_idx" ON "recon_audit" USING btree ("merchant_id","subject_id","id");--> statement-breakpoint
CREATE INDEX "recon_audit_merchant_idx" ON "recon_audit" USING btree ("merchant_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "recon_csv_mappings_name_idx" ON "recon_csv_mappings" USING btree ("merchant_id","name");--> statement-breakpoint
CREATE INDEX "recon_exceptions_merchant_idx" ON "recon_exceptions" USING btree ("merchant_id","status","date_created_gmt" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "recon_exceptions_open_line_idx" ON "recon_exceptions" USING btree ("line_id") WHERE "recon_exceptions"."status" = 'OPEN' and "recon_exceptions"."line_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "recon_exceptions_open_trx_idx" ON "recon_exceptions" USING btree ("transaction_id") WHERE "recon_exceptions"."status" = 'OPEN' and "recon_exceptions"."transaction_id" is not null and "recon_exceptions"."line_id" is null;--> statement-breakpoint
CREATE INDEX "recon_lines_statement_idx" ON "recon_lines" USING btree ("statement_id","line_number");--> statement-breakpoint
CREATE INDEX "recon_lines_merchant_status_idx" ON "recon_lines" USING btree ("merchant_id","status","value_date");--> statement-breakpoint
CREATE INDEX "recon_lines_merchant_date_idx" ON "recon_lines" USING btree ("merchant_id","value_date");--> statement-breakpoint
CREATE INDEX "recon_matches_line_idx" ON "recon_matches" USING btree ("line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recon_matches_active_trx_idx" ON "recon_matches" USING btree ("transaction_id") WHERE "recon_matches"."unmatched_at" is null;--> statement-breakpoint
CREATE INDEX "recon_matches_merchant_idx" ON "recon_matches" USING btree ("merchant_id","date_created_gmt");--> statement-breakpoint
CREATE UNIQUE INDEX "recon_statements_hash_idx" ON "recon_statements" USING btree ("merchant_id","sha256");--> statement-breakpoint
CREATE INDEX "recon_statements_merchant_idx" ON "recon_statements" USING btree ("merchant_id","date_created_gmt" DESC NULLS LAST,"id" DESC NULLS LAST);