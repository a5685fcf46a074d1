-- A deposit's lines (service/deposits/queries.ts, docs/reconciliation.md): the deposit, then the spec's order
-- (creation, id), then every column a page's sort and seek and the per-type totals read. A page in the spec's order
-- walks the index; a page sorted by amount or type and the totals are index-only scans of the deposit's entries
-- instead of a heap visit per line (7,007 lines, ~730 heap pages, for the largest recent deposit at 1M).
CREATE INDEX "trx_deposit_lines_idx" ON "transactions" USING btree ("deposit_id","date_created_gmt","id","merchant_id","type","amount","total_fee","net_amount");
