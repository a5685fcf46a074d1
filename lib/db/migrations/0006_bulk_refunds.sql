CREATE TABLE "console"."bulk_refund_items" (
	"bulk_refund_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"payment_id" text NOT NULL,
	"payment_code" text,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"payment_status" text,
	"idempotency_key" uuid DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"message" text,
	"error_code" text,
	"api_request_id" text,
	"finished_at" timestamp (3) with time zone,
	CONSTRAINT "bulk_refund_items_bulk_refund_id_position_pk" PRIMARY KEY("bulk_refund_id","position")
);
--> statement-breakpoint
CREATE TABLE "console"."bulk_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"maker_id" uuid NOT NULL,
	"maker_email" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"reason" text,
	"note" text,
	"source" jsonb NOT NULL,
	"approval_request_id" uuid,
	"lease_until" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp (3) with time zone,
	"finished_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "console"."bulk_refund_items" ADD CONSTRAINT "bulk_refund_items_bulk_refund_id_bulk_refunds_id_fk" FOREIGN KEY ("bulk_refund_id") REFERENCES "console"."bulk_refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bulk_refund_items_status_idx" ON "console"."bulk_refund_items" USING btree ("bulk_refund_id","status");--> statement-breakpoint
CREATE INDEX "bulk_refunds_created_idx" ON "console"."bulk_refunds" USING btree ("created_at" DESC NULLS LAST);