-- Typo-tolerant search (docs/search.md, "Typos"): the words of end users' names, which a typed word is corrected
-- against (fuzzystrmatch's levenshtein) before the people's trigram index is asked for the corrections. Names repeat
-- (a surname is shared by many people), so the dictionary stays small next to end_users.
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.search_name_words(first_name text, last_name text, organization text, legal_name text)
  RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT DISTINCT w FROM regexp_split_to_table(public.search_norm(coalesce(first_name, '') || ' ' || coalesce(last_name, '')
    || ' ' || coalesce(organization, '') || ' ' || coalesce(legal_name, '')), '[^a-z]+') AS w WHERE length(w) BETWEEN 3 AND 40 $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.search_words_collect() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO public.search_words (word)
    SELECT w FROM public.search_name_words(NEW.first_name, NEW.last_name, NEW.organization, NEW.organization_legal_name) AS w
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER end_users_search_words_insert AFTER INSERT ON end_users
  FOR EACH ROW EXECUTE FUNCTION public.search_words_collect();--> statement-breakpoint
CREATE TRIGGER end_users_search_words_update AFTER UPDATE OF first_name, last_name, organization, organization_legal_name ON end_users
  FOR EACH ROW EXECUTE FUNCTION public.search_words_collect();--> statement-breakpoint
INSERT INTO search_words (word)
  SELECT DISTINCT w FROM end_users e, public.search_name_words(e.first_name, e.last_name, e.organization, e.organization_legal_name) AS w
  ON CONFLICT DO NOTHING;
