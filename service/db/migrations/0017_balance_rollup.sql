CREATE TABLE "balance_deltas" (
	"merchant_id" text NOT NULL,
	"currency" text NOT NULL,
	"category" text NOT NULL,
	"hour" timestamp (3) with time zone NOT NULL,
	"count" integer NOT NULL,
	"amount" numeric NOT NULL
);
--> statement-breakpoint
CREATE TABLE "balance_hourly" (
	"merchant_id" text NOT NULL,
	"currency" text NOT NULL,
	"hour" timestamp (3) with time zone NOT NULL,
	"category" text NOT NULL,
	"count" bigint NOT NULL,
	"amount" numeric NOT NULL,
	CONSTRAINT "balance_hourly_merchant_id_currency_hour_category_pk" PRIMARY KEY("merchant_id","currency","hour","category")
);
--> statement-breakpoint
CREATE INDEX "balance_deltas_scope_idx" ON "balance_deltas" USING btree ("merchant_id","currency","hour");--> statement-breakpoint
CREATE INDEX "recon_exceptions_line_idx" ON "recon_exceptions" USING btree ("line_id");--> statement-breakpoint
CREATE INDEX "recon_exceptions_trx_idx" ON "recon_exceptions" USING btree ("transaction_id");--> statement-breakpoint
-- The balance report's category of a merchant leg (service/reports/queries.ts): fees by kind, the rest by its
-- transaction's type; a won case's PAYMENT ('CASE_WON', core/cases.ts) puts a dispute's money back.
CREATE FUNCTION balance_category(kind text, type text, remarks text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN kind = 'fee' THEN 'fees'
    WHEN type = 'PAYMENT' AND remarks = 'CASE_WON' THEN 'disputes_and_returns'
    WHEN type = 'PAYMENT' THEN 'payments'
    WHEN type = 'REFUND' THEN 'refunds'
    WHEN type IN ('REVERSAL', 'RETURN') THEN 'disputes_and_returns'
    WHEN type = 'DEPOSIT' THEN 'deposits'
    WHEN type = 'PAYOUT' THEN 'payouts'
    WHEN type = 'TRANSFER' THEN 'transfers'
    ELSE 'other' END
$$;
--> statement-breakpoint
-- Every merchant leg appends a delta in the writing transaction (legs are only ever inserted). count = 1 on the
-- transaction's first merchant leg of that category (fee legs are one category, the others another: a transaction's
-- type does not change), by (date, id). AFTER triggers run once the whole statement is done, so a payment written
-- with its transaction row in one statement finds that row. The seed's bulk load turns it off
-- (merchant_console.analytics_deltas = off, as for the overview's deltas) and calls balance_rebuild.
CREATE FUNCTION balance_ledger_delta() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  trx record;
BEGIN
  IF NEW.ledger_account NOT LIKE 'merchant:%'
     OR coalesce(current_setting('merchant_console.analytics_deltas', true), '') = 'off' THEN
    RETURN NULL;
  END IF;
  SELECT t.type, t.remarks INTO trx FROM transactions t WHERE t.id = NEW.transaction_id;
  INSERT INTO balance_deltas VALUES (NEW.merchant_id, NEW.currency, balance_category(NEW.kind, trx.type, trx.remarks),
    analytics_hour(NEW.date_created_gmt),
    CASE WHEN EXISTS (
      SELECT 1 FROM ledger_entries o
      WHERE o.transaction_id = NEW.transaction_id AND o.merchant_id = NEW.merchant_id AND o.currency = NEW.currency
        AND o.ledger_account LIKE 'merchant:%' AND (o.kind = 'fee') = (NEW.kind = 'fee')
        AND (o.date_created_gmt, o.id) < (NEW.date_created_gmt, NEW.id)
    ) THEN 0 ELSE 1 END,
    NEW.amount);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_balance_delta AFTER INSERT ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION balance_ledger_delta();
--> statement-breakpoint
-- Folds the deltas into balance_hourly in one statement (a delta committed meanwhile stays for the next run); one
-- runner at a time across processes. Returns how many deltas were folded.
CREATE FUNCTION balance_compact() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  moved integer;
BEGIN
  IF NOT pg_try_advisory_xact_lock(727003) THEN
    RETURN 0;
  END IF;
  WITH d AS (DELETE FROM balance_deltas RETURNING *),
  h AS (
    INSERT INTO balance_hourly AS r
    SELECT merchant_id, currency, hour, category, sum(count), sum(amount)
    FROM d GROUP BY 1, 2, 3, 4
    ON CONFLICT (merchant_id, currency, hour, category) DO UPDATE
      SET count = r.count + excluded.count, amount = r.amount + excluded.amount
  )
  SELECT count(*) INTO moved FROM d;
  RETURN moved;
END
$$;
--> statement-breakpoint
-- Recomputes the rollup of one merchant (or all, NULL) from its legs: the fill below and the seed's bulk load. Not
-- for use beside concurrent postings of that merchant.
CREATE FUNCTION balance_rebuild(for_merchant text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(727003);
  DELETE FROM balance_deltas WHERE for_merchant IS NULL OR merchant_id = for_merchant;
  DELETE FROM balance_hourly WHERE for_merchant IS NULL OR merchant_id = for_merchant;
  INSERT INTO balance_hourly
  SELECT l.merchant_id, l.currency, analytics_hour(l.date_created_gmt), balance_category(l.kind, t.type, t.remarks),
    count(*) FILTER (WHERE l.first), sum(l.amount)
  FROM (
    SELECT e.*, row_number() OVER (PARTITION BY e.transaction_id, e.merchant_id, e.currency, e.kind = 'fee'
      ORDER BY e.date_created_gmt, e.id) = 1 AS first
    FROM ledger_entries e
    WHERE (for_merchant IS NULL OR e.merchant_id = for_merchant) AND e.ledger_account LIKE 'merchant:%'
  ) l
  LEFT JOIN transactions t ON t.id = l.transaction_id
  GROUP BY 1, 2, 3, 4;
END
$$;
--> statement-breakpoint
SELECT balance_rebuild(NULL);
