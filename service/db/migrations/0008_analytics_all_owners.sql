DROP INDEX "analytics_hourly_type_hour_idx";--> statement-breakpoint
CREATE INDEX "analytics_hourly_owner_type_hour_idx" ON "analytics_hourly" USING btree ("merchant_id","owner_merchant_id","type","hour");--> statement-breakpoint
CREATE INDEX "analytics_payer_monthly_owner_month_idx" ON "analytics_payer_monthly" USING btree ("merchant_id","currency","owner_merchant_id","month");--> statement-breakpoint
-- Each hourly and payer-monthly group is kept twice: per owner (the merchant or a sub-merchant, for the overview of
-- one of them) and for all owners together, owner_merchant_id = '*' (ALL_OWNERS in service/analytics/rollups.ts),
-- which the merchant's overview reads: at 1M transactions 90 days of payer-months are 85,000 rows per owner against
-- 31,000 for all (docs/performance.md, "The overview"). Payer-days stay per owner only
-- (a payer-day has one owner nearly always: all-owners rows would double the table for 7 % fewer rows read), as do
-- the deltas; compaction and rebuild write both kinds of the other two.
CREATE OR REPLACE FUNCTION analytics_compact() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  moved integer;
BEGIN
  IF NOT pg_try_advisory_xact_lock(727002) THEN
    RETURN 0;
  END IF;
  WITH d AS (DELETE FROM analytics_deltas RETURNING *),
  h AS (
    INSERT INTO analytics_hourly AS r
    SELECT merchant_id, currency, type, hour, status, coalesce(owner_merchant_id, '*'), sum(count), sum(amount), sum(total_fee), sum(net_amount)
    FROM d GROUP BY merchant_id, currency, type, hour, status, GROUPING SETS (owner_merchant_id, ())
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
    SELECT merchant_id, currency, date_trunc('month', hour AT TIME ZONE 'UTC')::date, end_user_id, coalesce(owner_merchant_id, '*'), sum(count), sum(amount)
    FROM d WHERE end_user_id IS NOT NULL
    GROUP BY merchant_id, currency, date_trunc('month', hour AT TIME ZONE 'UTC')::date, end_user_id, GROUPING SETS (owner_merchant_id, ())
    ON CONFLICT (merchant_id, currency, month, end_user_id, owner_merchant_id) DO UPDATE
      SET count = r.count + excluded.count, amount = r.amount + excluded.amount
  )
  SELECT count(*) INTO moved FROM d;
  RETURN moved;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_rebuild(for_merchant text) RETURNS void LANGUAGE plpgsql AS $$
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
  INSERT INTO analytics_hourly
  SELECT merchant_id, currency, type, hour, status, '*', sum(count), sum(amount), sum(total_fee), sum(net_amount)
  FROM analytics_hourly
  WHERE for_merchant IS NULL OR merchant_id = for_merchant
  GROUP BY 1, 2, 3, 4, 5;
  INSERT INTO analytics_payer_daily
  SELECT merchant_id, currency, (analytics_hour(date_created_gmt) AT TIME ZONE 'UTC')::date, origin_end_user_id, owner_merchant_id,
         count(*), sum(amount)
  FROM transactions
  WHERE (for_merchant IS NULL OR merchant_id = for_merchant) AND analytics_payer(type, status, origin_end_user_id) IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5;
  INSERT INTO analytics_payer_monthly
  SELECT merchant_id, currency, date_trunc('month', day)::date, end_user_id, coalesce(owner_merchant_id, '*'), sum(count), sum(amount)
  FROM analytics_payer_daily
  WHERE for_merchant IS NULL OR merchant_id = for_merchant
  GROUP BY merchant_id, currency, date_trunc('month', day)::date, end_user_id, GROUPING SETS (owner_merchant_id, ());
END
$$;
--> statement-breakpoint
-- The all-owners rows of the rollups already folded (the pending deltas get theirs when folded); the compaction's
-- lock keeps a process still running the old function from folding meanwhile.
SELECT pg_advisory_xact_lock(727002);
--> statement-breakpoint
INSERT INTO analytics_hourly
SELECT merchant_id, currency, type, hour, status, '*', sum(count), sum(amount), sum(total_fee), sum(net_amount)
FROM analytics_hourly GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
INSERT INTO analytics_payer_monthly
SELECT merchant_id, currency, month, end_user_id, '*', sum(count), sum(amount)
FROM analytics_payer_monthly GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
ANALYZE analytics_hourly;
--> statement-breakpoint
ANALYZE analytics_payer_monthly;
