CREATE TABLE "console"."staff_daily_movements" (
	"member_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"permission" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"business_day" text NOT NULL,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_daily_movements_member_id_idempotency_key_pk" PRIMARY KEY("member_id","idempotency_key")
);
--> statement-breakpoint
CREATE INDEX "staff_daily_movements_day_idx" ON "console"."staff_daily_movements" USING btree ("member_id","business_day","permission");--> statement-breakpoint
ALTER TABLE "console"."audit_log" ADD COLUMN "tx_id" bigint DEFAULT (pg_current_xact_id()::text::bigint) NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_log_tx_idx" ON "console"."audit_log" USING btree ("tx_id","id");--> statement-breakpoint
ALTER TABLE "console"."audit_stream" ADD COLUMN "delivered_tx" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "console"."audit_stream" ADD COLUMN "remove_before_tx" bigint;--> statement-breakpoint
-- A stream set up before: its cursor keeps its place (every earlier entry was written by this migration's rewrite).
UPDATE "console"."audit_stream" SET "delivered_tx" = (SELECT coalesce(max("tx_id"), 0) FROM "console"."audit_log");