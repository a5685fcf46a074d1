-- The Merchant API events the audit trail records (lib/audit/api-events.ts, docs/audit.md): one entry per event id,
-- and the newest of them found at once (where the next read of the API's events starts).
ALTER TABLE "console"."audit_log" ADD COLUMN "source_event_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_log_source_event_idx" ON "console"."audit_log" USING btree ("source_event_id");--> statement-breakpoint
CREATE INDEX "audit_log_api_events_idx" ON "console"."audit_log" USING btree ("at" DESC NULLS LAST) WHERE "console"."audit_log"."source_event_id" is not null;--> statement-breakpoint
-- What other bulk refunds hold of a payment (pendingByPayment, lib/bulk-refunds/batches.ts), looked up by payment.
CREATE INDEX "bulk_refund_items_payment_idx" ON "console"."bulk_refund_items" USING btree ("payment_id");
