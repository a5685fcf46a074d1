-- Typo-tolerant search beyond names (docs/search.md, "Typos"): the words of transactions' descriptions join the
-- dictionary of migration 0024, so a misspelt description word is corrected like a name. Descriptions repeat (a shop
-- sells few things), so the dictionary stays small; a transaction adds a word only when it is new (ON CONFLICT).
CREATE OR REPLACE FUNCTION public.search_text_words(value text)
  RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT DISTINCT w FROM regexp_split_to_table(public.search_norm(coalesce(value, '')), '[^a-z]+') AS w
    WHERE length(w) BETWEEN 3 AND 40 $$;--> statement-breakpoint
-- Per statement on insert (a bulk load of a million rows adds its new words in one INSERT … SELECT DISTINCT), per row
-- on the rare update of a description (a transition table cannot go with a column list).
CREATE OR REPLACE FUNCTION public.search_description_words_collect() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO public.search_words (word)
    SELECT DISTINCT w FROM (SELECT DISTINCT description FROM new_rows WHERE description IS NOT NULL) d,
      public.search_text_words(d.description) AS w
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.search_description_word_collect() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO public.search_words (word) SELECT w FROM public.search_text_words(NEW.description) AS w
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER transactions_search_words_insert AFTER INSERT ON transactions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.search_description_words_collect();--> statement-breakpoint
CREATE TRIGGER transactions_search_words_update AFTER UPDATE OF description ON transactions
  FOR EACH ROW WHEN (NEW.description IS DISTINCT FROM OLD.description)
  EXECUTE FUNCTION public.search_description_word_collect();--> statement-breakpoint
INSERT INTO search_words (word)
  SELECT DISTINCT w FROM (SELECT DISTINCT description FROM transactions WHERE description IS NOT NULL) d,
    public.search_text_words(d.description) AS w
  ON CONFLICT DO NOTHING;
