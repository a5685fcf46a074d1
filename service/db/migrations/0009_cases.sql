CREATE TABLE "case_evidence" (
	"id" text PRIMARY KEY NOT NULL,
	"case_id" text NOT NULL,
	"merchant_id" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"content_base64" text NOT NULL,
	"date_created_gmt" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cases" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"merchant_id" text NOT NULL,
	"owner_merchant_id" text NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"payment_id" text NOT NULL,
	"debit_transaction_id" text NOT NULL,
	"credit_transaction_id" text,
	"payer_end_user_id" text,
	"respond_by" timestamp (3) with time zone NOT NULL,
	"response_text" text,
	"submitted_at" timestamp (3) with time zone,
	"decided_at" timestamp (3) with time zone,
	"process_after" timestamp (3) with time zone,
	"date_created_gmt" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"date_updated_gmt" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cases_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE INDEX "case_evidence_case_idx" ON "case_evidence" USING btree ("case_id","date_created_gmt","id");--> statement-breakpoint
CREATE INDEX "cases_merchant_created_idx" ON "cases" USING btree ("merchant_id","date_created_gmt" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cases_merchant_status_idx" ON "cases" USING btree ("merchant_id","status","date_created_gmt" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cases_merchant_kind_idx" ON "cases" USING btree ("merchant_id","kind","date_created_gmt" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cases_merchant_reason_idx" ON "cases" USING btree ("merchant_id","reason","date_created_gmt" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cases_merchant_status_due_idx" ON "cases" USING btree ("merchant_id","status","respond_by","id");--> statement-breakpoint
CREATE INDEX "cases_payment_idx" ON "cases" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "cases_payer_idx" ON "cases" USING btree ("merchant_id","payer_end_user_id","date_created_gmt" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cases_debit_idx" ON "cases" USING btree ("debit_transaction_id");--> statement-breakpoint
CREATE INDEX "cases_process_after_idx" ON "cases" USING btree ("process_after") WHERE "cases"."process_after" is not null;--> statement-breakpoint
-- Disputes and returns (docs/disputes.md): a case's snapshot in its events, the same fields as GET /cases/{uuid}'s
-- `case` (service/cases/queries.ts, serializeCase).
CREATE FUNCTION events_case_json(c cases) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object('uuid', c.id, 'code', c.code, 'kind', c.kind, 'reason', c.reason, 'status', c.status,
    'amount', c.amount, 'currency', c.currency, 'payment_id', c.payment_id, 'transaction_id', c.debit_transaction_id,
    'deposit_id', (SELECT t.deposit_id FROM transactions t WHERE t.id = c.debit_transaction_id),
    'credit_transaction_id', c.credit_transaction_id,
    'credit_deposit_id', (SELECT t.deposit_id FROM transactions t WHERE t.id = c.credit_transaction_id),
    'end_user_id', c.payer_end_user_id, 'merchant_id', c.owner_merchant_id, 'respond_by', events_iso(c.respond_by),
    'response_text', c.response_text, 'submitted_at', events_iso(c.submitted_at), 'decided_at', events_iso(c.decided_at),
    'date_created_gmt', events_iso(c.date_created_gmt), 'date_updated_gmt', events_iso(c.date_updated_gmt))
$$;
--> statement-breakpoint
CREATE FUNCTION events_cases() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  happened text := CASE NEW.status WHEN 'NEEDS_RESPONSE' THEN 'opened' WHEN 'UNDER_REVIEW' THEN 'under_review'
    WHEN 'WON' THEN 'won' WHEN 'LOST' THEN 'lost' WHEN 'ACCEPTED' THEN 'accepted' END;
BEGIN
  IF happened IS NULL OR NOT events_on() THEN
    RETURN NULL;
  END IF;
  PERFORM events_emit(NEW.merchant_id, 'case.' || happened, 'case', NEW.id,
    jsonb_build_object('object', events_case_json(NEW)), NEW.date_updated_gmt);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER cases_events_insert AFTER INSERT ON cases
  FOR EACH ROW EXECUTE FUNCTION events_cases();
--> statement-breakpoint
CREATE TRIGGER cases_events_update AFTER UPDATE OF status ON cases
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION events_cases();
