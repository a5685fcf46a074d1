-- Search (docs/search.md): accent- and case-insensitive text through trigram (pg_trgm) GIN indexes
-- over immutable expressions, metadata through jsonb_path_ops GIN indexes. The functions are IMMUTABLE
-- wrappers (unaccent itself is only STABLE), schema-qualified so an index rebuilt under another search_path
-- computes the same keys.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.search_norm(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.search_person(first_name text, last_name text, organization text, legal_name text, email text)
  RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT public.search_norm(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(organization, '')
    || ' ' || coalesce(legal_name, '') || ' ' || coalesce(email, '')) $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.search_refs(code text, primary_reference text, secondary_reference text, other text)
  RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT ' ' || lower(coalesce(code, '')) || ' ' || lower(coalesce(primary_reference, '')) || ' '
    || lower(coalesce(secondary_reference, '')) || ' ' || lower(coalesce(other, '')) $$;--> statement-breakpoint
CREATE INDEX "end_users_search_person_idx" ON "end_users" USING gin (public.search_person("first_name", "last_name", "organization", "organization_legal_name", "email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "end_users_search_refs_idx" ON "end_users" USING gin (public.search_refs("code", "primary_reference", "secondary_reference", NULL) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "end_users_metadata_idx" ON "end_users" USING gin ("metadata" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "accounts_search_refs_idx" ON "accounts" USING gin (public.search_refs("code", "primary_reference", "secondary_reference", NULL) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "accounts_metadata_idx" ON "accounts" USING gin ("metadata" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "trx_search_refs_idx" ON "transactions" USING gin (public.search_refs("code", "primary_reference", "secondary_reference", "tertiary_reference") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "trx_search_description_idx" ON "transactions" USING gin (public.search_norm("description") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "trx_metadata_idx" ON "transactions" USING gin ("metadata" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "connect_links_search_refs_idx" ON "connect_links" USING gin (public.search_refs("code", "primary_reference", "secondary_reference", NULL) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "checkout_links_search_refs_idx" ON "checkout_links" USING gin (public.search_refs("code", "primary_reference", "secondary_reference", "link_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "recurring_plans_search_refs_idx" ON "recurring_plans" USING gin (public.search_refs("code", "primary_reference", "secondary_reference", "description") gin_trgm_ops);
