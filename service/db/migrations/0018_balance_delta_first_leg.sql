-- The balance delta's first-leg check (0017) reads only the legs of the leg's own transaction. Written as a plain
-- EXISTS, the planner could answer it from ledger_merchant_currency_created_idx (merchant, currency, date), three index
-- conditions against one, and did whenever ledger_entries had no statistics yet (a new database, a fresh deployment
-- before autovacuum's first ANALYZE): every merchant leg then read all the merchant's earlier legs, a create's cost
-- growing with the ledger (5 ms a create after 2,000 payments, docs/performance.md, "Creates"). OFFSET 0 keeps the
-- transaction's legs a subquery of their own, so the scan is ledger_trx_idx whatever the statistics say. Same answer
-- as before.
CREATE OR REPLACE FUNCTION balance_ledger_delta() RETURNS trigger LANGUAGE plpgsql AS $$
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
      SELECT 1 FROM (SELECT * FROM ledger_entries WHERE transaction_id = NEW.transaction_id OFFSET 0) o
      WHERE o.merchant_id = NEW.merchant_id AND o.currency = NEW.currency
        AND o.ledger_account LIKE 'merchant:%' AND (o.kind = 'fee') = (NEW.kind = 'fee')
        AND (o.date_created_gmt, o.id) < (NEW.date_created_gmt, NEW.id)
    ) THEN 0 ELSE 1 END,
    NEW.amount);
  RETURN NULL;
END
$$;
