-- Search (docs/search.md): a transaction's code and references are found by prefix through one btree
-- per field (lower case, text_pattern_ops, so `lower(x) like 'inv-678%'` is an index range whatever the
-- collation) instead of the trigram index over all four: every reference of a merchant starts alike ("INV-"), so
-- a trigram scan for a prefix walked posting lists of every row (40 ms per group at 1M on PostgreSQL, four
-- transaction groups per search). The fields stay separate: a prefix of one field, as docs/search.md says.
-- search_serial() is a marker for search's statements: a PARALLEL UNSAFE function in a statement makes PostgreSQL
-- plan it without parallel workers, whose start (tens of ms) cost more than the few thousand rows they shared.
DROP INDEX IF EXISTS "trx_search_refs_idx";--> statement-breakpoint
CREATE INDEX "trx_search_code_idx" ON "transactions" (lower("code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "trx_search_primary_ref_idx" ON "transactions" (lower("primary_reference") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "trx_search_secondary_ref_idx" ON "transactions" (lower("secondary_reference") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "trx_search_tertiary_ref_idx" ON "transactions" (lower("tertiary_reference") text_pattern_ops);--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.search_serial() RETURNS boolean
  LANGUAGE sql STABLE PARALLEL UNSAFE
  AS $$ SELECT true $$;
