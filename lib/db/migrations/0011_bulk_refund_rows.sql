ALTER TABLE "console"."bulk_refund_items" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "console"."bulk_refund_items" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "console"."bulk_refund_items" ADD COLUMN "line" integer;