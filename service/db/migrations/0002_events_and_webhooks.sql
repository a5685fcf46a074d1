CREATE TABLE "events" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"merchant_id" text NOT NULL,
	"type" text NOT NULL,
	"object_type" text NOT NULL,
	"object_id" text NOT NULL,
	"data" jsonb NOT NULL,
	"dispatched" boolean DEFAULT false NOT NULL,
	"date_created_gmt" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"delivery_id" text NOT NULL,
	"endpoint_id" text NOT NULL,
	"event_id" text NOT NULL,
	"attempted_at" timestamp (3) with time zone NOT NULL,
	"response_status" integer,
	"latency_ms" integer NOT NULL,
	"response_excerpt" text,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"endpoint_id" text NOT NULL,
	"event_id" text NOT NULL,
	"event_seq" bigint NOT NULL,
	"object_id" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp (3) with time zone NOT NULL,
	"last_attempt_at" timestamp (3) with time zone,
	"last_response_status" integer,
	"date_created_gmt" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"url" text NOT NULL,
	"description" text,
	"event_types" jsonb NOT NULL,
	"status" text DEFAULT 'ENABLED' NOT NULL,
	"disabled_reason" text,
	"secret" text NOT NULL,
	"previous_secret" text,
	"previous_secret_expires_at" timestamp (3) with time zone,
	"failing_since" timestamp (3) with time zone,
	"date_created_gmt" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"date_updated_gmt" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "events_merchant_idx" ON "events" USING btree ("merchant_id","date_created_gmt" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "events_merchant_type_idx" ON "events" USING btree ("merchant_id","type","date_created_gmt" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "events_merchant_object_idx" ON "events" USING btree ("merchant_id","object_id","date_created_gmt" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "events_undispatched_idx" ON "events" USING btree ("seq") WHERE not "events"."dispatched";--> statement-breakpoint
CREATE INDEX "webhook_attempts_delivery_idx" ON "webhook_attempts" USING btree ("delivery_id","id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE "webhook_deliveries"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_order_idx" ON "webhook_deliveries" USING btree ("endpoint_id","object_id","event_seq") WHERE "webhook_deliveries"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_idx" ON "webhook_deliveries" USING btree ("endpoint_id","date_created_gmt" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "webhook_deliveries_event_idx" ON "webhook_deliveries" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "webhook_endpoints_merchant_idx" ON "webhook_endpoints" USING btree ("merchant_id","date_created_gmt" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- The events outbox: triggers write one event per state change in the writing transaction (docs/developers.md).
-- A bulk load turns them off for its transaction (merchant_console.events = off).
CREATE FUNCTION events_iso(at timestamptz) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
$$;
--> statement-breakpoint
CREATE FUNCTION events_on() RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT coalesce(current_setting('merchant_console.events', true), '') <> 'off'
$$;
--> statement-breakpoint
CREATE FUNCTION events_emit(merchant text, event_type text, object_type text, object_id text, data jsonb, at timestamptz) RETURNS void LANGUAGE sql AS $$
  INSERT INTO events (id, merchant_id, type, object_type, object_id, data, date_created_gmt)
  VALUES ('evt_' || gen_random_uuid()::text, merchant, event_type, object_type, object_id, data, coalesce(at, now()))
$$;
--> statement-breakpoint
CREATE FUNCTION events_transaction_json(t transactions) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object('uuid', t.id, 'code', t.code, 'type', t.type, 'status', t.status, 'amount', t.amount,
    'currency', t.currency, 'total_fee', t.total_fee, 'net_amount', t.net_amount, 'amount_refunded', t.amount_refunded,
    'description', t.description, 'remarks', t.remarks, 'parent_id', t.parent_id, 'merchant_id', t.owner_merchant_id,
    'primary_reference', t.primary_reference, 'secondary_reference', t.secondary_reference, 'metadata', t.metadata,
    'date_created_gmt', events_iso(t.date_created_gmt), 'date_updated_gmt', events_iso(t.date_updated_gmt))
$$;
--> statement-breakpoint
CREATE FUNCTION events_transactions() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kind text := CASE NEW.type WHEN 'PAYMENT' THEN 'payment' WHEN 'PAYOUT' THEN 'payout' WHEN 'TRANSFER' THEN 'transfer' WHEN 'DEPOSIT' THEN 'deposit' END;
  happened text := CASE NEW.status WHEN 'PROCESSING' THEN 'processing' WHEN 'SUCCESSFUL' THEN 'succeeded' WHEN 'FAILED' THEN 'failed'
    WHEN 'CANCELED' THEN 'failed' WHEN 'DISPUTED' THEN 'disputed' END;
  payment transactions;
BEGIN
  IF NOT events_on() THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' AND NEW.type = 'REFUND' AND NEW.parent_id IS NOT NULL THEN
    SELECT * INTO payment FROM transactions WHERE id = NEW.parent_id;
    PERFORM events_emit(NEW.merchant_id, 'payment.refunded', 'transaction', NEW.parent_id,
      jsonb_build_object('object', events_transaction_json(payment), 'refund', events_transaction_json(NEW)), NEW.date_created_gmt);
    RETURN NULL;
  END IF;
  IF kind IS NULL THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM events_emit(NEW.merchant_id, kind || '.created', 'transaction', NEW.id,
      jsonb_build_object('object', events_transaction_json(NEW)), NEW.date_created_gmt);
  END IF;
  IF kind <> 'deposit' AND happened IS NOT NULL AND (TG_OP = 'INSERT' OR OLD.status IS DISTINCT FROM NEW.status) THEN
    PERFORM events_emit(NEW.merchant_id, kind || '.' || happened, 'transaction', NEW.id,
      jsonb_build_object('object', events_transaction_json(NEW)), NEW.date_updated_gmt);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER transactions_events_insert AFTER INSERT ON transactions
  FOR EACH ROW EXECUTE FUNCTION events_transactions();
--> statement-breakpoint
CREATE TRIGGER transactions_events_update AFTER UPDATE OF status ON transactions
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION events_transactions();
--> statement-breakpoint
CREATE FUNCTION events_accounts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  happened text := CASE NEW.current_status WHEN 'CONNECTED' THEN 'connected' WHEN 'DISCONNECTED' THEN 'disconnected'
    WHEN 'VERIFICATION_PENDING' THEN 'verification_pending' END;
BEGIN
  IF happened IS NULL OR NOT events_on() THEN
    RETURN NULL;
  END IF;
  PERFORM events_emit(NEW.merchant_id, 'account.' || happened, 'account', NEW.id, jsonb_build_object('object', jsonb_build_object(
    'uuid', NEW.id, 'code', NEW.code, 'status', NEW.current_status, 'end_user_id', NEW.end_user_id, 'institution_id', NEW.institution_id,
    'last_4', NEW.last_4, 'type', NEW.type, 'subtype', NEW.subtype, 'currency', NEW.currency,
    'disconnection_reason', NEW.disconnection_reason, 'primary_reference', NEW.primary_reference,
    'date_created_gmt', events_iso(NEW.date_created_gmt), 'date_updated_gmt', events_iso(NEW.date_updated_gmt))), NEW.date_updated_gmt);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER accounts_events_insert AFTER INSERT ON accounts
  FOR EACH ROW EXECUTE FUNCTION events_accounts();
--> statement-breakpoint
CREATE TRIGGER accounts_events_update AFTER UPDATE OF current_status ON accounts
  FOR EACH ROW WHEN (OLD.current_status IS DISTINCT FROM NEW.current_status) EXECUTE FUNCTION events_accounts();
--> statement-breakpoint
CREATE FUNCTION events_links() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kind text := CASE TG_TABLE_NAME WHEN 'connect_links' THEN 'connect_link' ELSE 'checkout_link' END;
  happened text := CASE
    WHEN NEW.delivery_status IN ('OPENED', 'OPENNED') AND kind = 'connect_link' THEN 'opened'
    WHEN NEW.delivery_status = 'COMPLETED' THEN CASE kind WHEN 'connect_link' THEN 'completed' ELSE 'paid' END END;
  extra jsonb := CASE TG_TABLE_NAME WHEN 'connect_links' THEN jsonb_build_object('account_id', to_jsonb(NEW) -> 'account_id')
    ELSE jsonb_build_object('transaction_id', to_jsonb(NEW) -> 'transaction_id', 'recurring_plan_id', to_jsonb(NEW) -> 'recurring_plan_id') END;
BEGIN
  IF happened IS NULL OR NOT events_on() THEN
    RETURN NULL;
  END IF;
  PERFORM events_emit(NEW.merchant_id, kind || '.' || happened, kind, NEW.id, jsonb_build_object('object', jsonb_build_object(
    'uuid', NEW.id, 'code', NEW.code, 'status', NEW.delivery_status, 'end_user_id', NEW.end_user_id,
    'primary_reference', NEW.primary_reference, 'date_created_gmt', events_iso(NEW.date_created_gmt),
    'date_updated_gmt', events_iso(NEW.date_updated_gmt)) || extra), NEW.date_updated_gmt);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER connect_links_events AFTER UPDATE OF delivery_status ON connect_links
  FOR EACH ROW WHEN (OLD.delivery_status IS DISTINCT FROM NEW.delivery_status) EXECUTE FUNCTION events_links();
--> statement-breakpoint
CREATE TRIGGER checkout_links_events AFTER UPDATE OF delivery_status ON checkout_links
  FOR EACH ROW WHEN (OLD.delivery_status IS DISTINCT FROM NEW.delivery_status) EXECUTE FUNCTION events_links();
--> statement-breakpoint
CREATE FUNCTION events_plan_json(p recurring_plans) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object('uuid', p.id, 'code', p.code, 'status', p.status, 'end_user_id', p.end_user_id,
    'cycle_frequency', p.cycle_frequency, 'processing_method', p.processing_method, 'next_cycle_date', p.next_cycle_date,
    'primary_reference', p.primary_reference, 'date_created_gmt', events_iso(p.date_created_gmt),
    'date_updated_gmt', events_iso(p.date_updated_gmt))
$$;
--> statement-breakpoint
CREATE FUNCTION events_recurring_plans() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  happened text := CASE NEW.status WHEN 'PAUSED' THEN 'paused' WHEN 'ACTIVE' THEN 'activated' END;
BEGIN
  IF happened IS NULL OR NOT events_on() THEN
    RETURN NULL;
  END IF;
  PERFORM events_emit(NEW.merchant_id, 'recurring_plan.' || happened, 'recurring_plan', NEW.id,
    jsonb_build_object('object', events_plan_json(NEW)), NEW.date_updated_gmt);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER recurring_plans_events AFTER UPDATE OF status ON recurring_plans
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION events_recurring_plans();
--> statement-breakpoint
CREATE FUNCTION events_recurring_cycles() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  plan recurring_plans;
BEGIN
  IF NOT events_on() THEN
    RETURN NULL;
  END IF;
  SELECT * INTO plan FROM recurring_plans WHERE id = NEW.plan_id;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  PERFORM events_emit(plan.merchant_id, 'recurring_plan.cycle_created', 'recurring_plan', plan.id, jsonb_build_object(
    'object', events_plan_json(plan), 'cycle', jsonb_build_object('cycle', NEW.cycle, 'due_date', NEW.due_date,
    'transaction_id', NEW.transaction_id, 'checkout_link_id', NEW.checkout_link_id)), NEW.date_created_gmt);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER recurring_cycles_events AFTER INSERT ON recurring_cycles
  FOR EACH ROW EXECUTE FUNCTION events_recurring_cycles();
