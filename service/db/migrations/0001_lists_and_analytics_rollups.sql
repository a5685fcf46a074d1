CREATE TABLE "analytics_deltas" (
	"merchant_id" text NOT NULL,
	"currency" text NOT NULL,
	"type" text NOT NULL,
	"hour" timestamp (3) with time zone NOT NULL,
	"status" text NOT NULL,
	"owner_merchant_id" text NOT NULL,
	"end_user_id" text,
	"count" integer NOT NULL,
	"amount" numeric NOT NULL,
	"total_fee" numeric NOT NULL,
	"net_amount" numeric NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_hourly" (
	"merchant_id" text NOT NULL,
	"currency" text NOT NULL,
	"type" text NOT NULL,
	"hour" timestamp (3) with time zone NOT NULL,
	"status" text NOT NULL,
	"owner_merchant_id" text NOT NULL,
	"count" bigint NOT NULL,
	"amount" numeric NOT NULL,
	"total_fee" numeric NOT NULL,
	"net_amount" numeric NOT NULL,
	CONSTRAINT "analytics_hourly_merchant_id_currency_type_hour_status_owner_merchant_id_pk" PRIMARY KEY("merchant_id","currency","type","hour","status","owner_merchant_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_payer_daily" (
	"merchant_id" text NOT NULL,
	"currency" text NOT NULL,
	"day" date NOT NULL,
	"end_user_id" text NOT NULL,
	"owner_merchant_id" text NOT NULL,
	"count" bigint NOT NULL,
	"amount" numeric NOT NULL,
	CONSTRAINT "analytics_payer_daily_merchant_id_currency_day_end_user_id_owner_merchant_id_pk" PRIMARY KEY("merchant_id","currency","day","end_user_id","owner_merchant_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_payer_monthly" (
	"merchant_id" text NOT NULL,
	"currency" text NOT NULL,
	"month" date NOT NULL,
	"end_user_id" text NOT NULL,
	"owner_merchant_id" text NOT NULL,
	"count" bigint NOT NULL,
	"amount" numeric NOT NULL,
	CONSTRAINT "analytics_payer_monthly_merchant_id_currency_month_end_user_id_owner_merchant_id_pk" PRIMARY KEY("merchant_id","currency","month","end_user_id","owner_merchant_id")
);
--> statement-breakpoint
DROP INDEX "recurring_plans_merchant_status_idx";--> statement-breakpoint
DROP INDEX "trx_merchant_type_status_idx";--> statement-breakpoint
DROP INDEX "trx_tenant_idx";--> statement-breakpoint
DROP INDEX "trx_owner_merchant_idx";--> statement-breakpoint
CREATE INDEX "analytics_deltas_scope_idx" ON "analytics_deltas" USING btree ("merchant_id","currency","type","hour");--> statement-breakpoint
CREATE INDEX "analytics_hourly_type_hour_idx" ON "analytics_hourly" USING btree ("merchant_id","type","hour");--> statement-breakpoint
CREATE INDEX "end_users_first_name_idx" ON "end_users" USING btree ("merchant_id","first_name");--> statement-breakpoint
CREATE INDEX "end_users_organization_idx" ON "end_users" USING btree ("merchant_id","organization");--> statement-breakpoint
CREATE INDEX "recurring_plans_secondary_ref_idx" ON "recurring_plans" USING btree ("merchant_id","secondary_reference");--> statement-breakpoint
CREATE INDEX "recurring_plans_merchant_status_idx" ON "recurring_plans" USING btree ("merchant_id","status","date_created_gmt" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "trx_merchant_type_status_idx" ON "transactions" USING btree ("merchant_id","type","status","date_created_gmt" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "trx_tenant_idx" ON "transactions" USING btree ("merchant_id","type","tenant_id","date_created_gmt" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "trx_owner_merchant_idx" ON "transactions" USING btree ("merchant_id","type","owner_merchant_id","date_created_gmt" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
-- The hour an instant falls in, by epoch (independent of the session's time zone).
CREATE FUNCTION analytics_hour(at timestamptz) RETURNS timestamptz LANGUAGE sql IMMUTABLE AS $$
  SELECT to_timestamp(floor(extract(epoch FROM at) / 3600) * 3600)
$$;
--> statement-breakpoint
-- Which transactions the overview counts: payments, refunds, payouts, transfers, and the REVERSAL a dispute writes
-- (service/analytics/queries.ts, DISPUTE_REMARKS in service/processor/transitions.ts).
CREATE FUNCTION analytics_counted(type text, parent_id text, remarks text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT type IN ('PAYMENT', 'REFUND', 'PAYOUT', 'TRANSFER') OR (type = 'REVERSAL' AND parent_id IS NOT NULL AND remarks = 'DISPUTED_BY_CUSTOMER')
$$;
--> statement-breakpoint
-- The payer a row adds to the top end users: succeeded payments only (SUCCEEDED_PAYMENT_STATUSES).
CREATE FUNCTION analytics_payer(type text, status text, end_user_id text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN type = 'PAYMENT' AND status IN ('SUCCESSFUL', 'REFUNDED', 'DISPUTED') THEN end_user_id END
$$;
--> statement-breakpoint
-- Every change that moves a figure appends deltas in the writing transaction: minus the old row, plus the new.
-- The bulk loader of the seed turns it off for its transaction (merchant_console.analytics_deltas = off) and
-- rebuilds the merchant's rollups once at the end.
CREATE FUNCTION analytics_transactions_delta() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('merchant_console.analytics_deltas', true), '') = 'off' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND (OLD.merchant_id, OLD.currency, OLD.type, OLD.status, OLD.owner_merchant_id, OLD.date_created_gmt, OLD.amount,
      OLD.total_fee, OLD.net_amount, OLD.origin_end_user_id, OLD.parent_id, OLD.remarks)
    IS NOT DISTINCT FROM (NEW.merchant_id, NEW.currency, NEW.type, NEW.status, NEW.owner_merchant_id, NEW.date_created_gmt, NEW.amount,
      NEW.total_fee, NEW.net_amount, NEW.origin_end_user_id, NEW.parent_id, NEW.remarks) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND analytics_counted(OLD.type, OLD.parent_id, OLD.remarks) THEN
    INSERT INTO analytics_deltas VALUES (OLD.merchant_id, OLD.currency, OLD.type, analytics_hour(OLD.date_created_gmt), OLD.status,
      OLD.owner_merchant_id, analytics_payer(OLD.type, OLD.status, OLD.origin_end_user_id), -1, -OLD.amount,
      -coalesce(OLD.total_fee, 0), -coalesce(OLD.net_amount, 0));
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND analytics_counted(NEW.type, NEW.parent_id, NEW.remarks) THEN
    INSERT INTO analytics_deltas VALUES (NEW.merchant_id, NEW.currency, NEW.type, analytics_hour(NEW.date_created_gmt), NEW.status,
      NEW.owner_merchant_id, analytics_payer(NEW.type, NEW.status, NEW.origin_end_user_id), 1, NEW.amount,
      coalesce(NEW.total_fee, 0), coalesce(NEW.net_amount, 0));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER transactions_analytics_delta AFTER INSERT OR UPDATE OR DELETE ON transactions
  FOR EACH ROW EXECUTE FUNCTION analytics_transactions_delta();
--> statement-breakpoint
-- Folds the deltas into the rollups in one statement (one snapshot: a delta committed meanwhile stays for the
-- next run). One runner at a time across processes; returns how many deltas were folded.
CREATE FUNCTION analytics_compact() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  moved integer;
BEGIN
  IF NOT pg_try_advisory_xact_lock(727002) THEN
    RETURN 0;
  END IF;
  WITH d AS (DELETE FROM analytics_deltas RETURNING *),
  h AS (
    INSERT INTO analytics_hourly AS r
    SELECT merchant_id, currency, type, hour, status, owner_merchant_id, sum(count), sum(amount), sum(total_fee), sum(net_amount)
    FROM d GROUP BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (merchant_id, currency, type, hour, status, owner_merchant_id) DO UPDATE
      SET count = r.count + excluded.count, amount = r.amount + excluded.amount,
          total_fee = r.total_fee + excluded.total_fee, net_amount = r.net_amount + excluded.net_amount
  ),
  p AS (
    INSERT INTO analytics_payer_daily AS r
    SELECT merchant_id, currency, (hour AT TIME ZONE 'UTC')::date, end_user_id, owner_merchant_id, sum(count), sum(amount)
    FROM d WHERE end_user_id IS NOT NULL GROUP BY 1, 2, 3, 4, 5
    ON CONFLICT (merchant_id, currency, day, end_user_id, owner_merchant_id) DO UPDATE
      SET count = r.count + excluded.count, amount = r.amount + excluded.amount
  ),
  pm AS (
    INSERT INTO analytics_payer_monthly AS r
    SELECT merchant_id, currency, date_trunc('month', hour AT TIME ZONE 'UTC')::date, end_user_id, owner_merchant_id, sum(count), sum(amount)
    FROM d WHERE end_user_id IS NOT NULL GROUP BY 1, 2, 3, 4, 5
    ON CONFLICT (merchant_id, currency, month, end_user_id, owner_merchant_id) DO UPDATE
      SET count = r.count + excluded.count, amount = r.amount + excluded.amount
  )
  SELECT count(*) INTO moved FROM d;
  RETURN moved;
END
$$;
--> statement-breakpoint
-- Recomputes the rollups of one merchant (or all, NULL) from its transactions: the backfill below and the
-- seed's bulk load. Not for use beside concurrent writes of that merchant.
CREATE FUNCTION analytics_rebuild(for_merchant text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(727002);
  DELETE FROM analytics_deltas WHERE for_merchant IS NULL OR merchant_id = for_merchant;
  DELETE FROM analytics_hourly WHERE for_merchant IS NULL OR merchant_id = for_merchant;
  DELETE FROM analytics_payer_daily WHERE for_merchant IS NULL OR merchant_id = for_merchant;
  DELETE FROM analytics_payer_monthly WHERE for_merchant IS NULL OR merchant_id = for_merchant;
  INSERT INTO analytics_hourly
  SELECT merchant_id, currency, type, analytics_hour(date_created_gmt), status, owner_merchant_id, count(*), sum(amount),
         sum(coalesce(total_fee, 0)), sum(coalesce(net_amount, 0))
  FROM transactions
  WHERE (for_merchant IS NULL OR merchant_id = for_merchant) AND analytics_counted(type, parent_id, remarks)
  GROUP BY 1, 2, 3, 4, 5, 6;
  INSERT INTO analytics_payer_daily
  SELECT merchant_id, currency, (analytics_hour(date_created_gmt) AT TIME ZONE 'UTC')::date, origin_end_user_id, owner_merchant_id,
         count(*), sum(amount)
  FROM transactions
  WHERE (for_merchant IS NULL OR merchant_id = for_merchant) AND analytics_payer(type, status, origin_end_user_id) IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5;
  INSERT INTO analytics_payer_monthly
  SELECT merchant_id, currency, date_trunc('month', day)::date, end_user_id, owner_merchant_id, sum(count), sum(amount)
  FROM analytics_payer_daily
  WHERE for_merchant IS NULL OR merchant_id = for_merchant
  GROUP BY 1, 2, 3, 4, 5;
END
$$;
--> statement-breakpoint
SELECT analytics_rebuild(NULL);
