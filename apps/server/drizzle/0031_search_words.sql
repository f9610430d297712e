-- The server search's typos (docs/product/catalogue.md#server-search) are matched against the
-- catalogue's distinct words rather than every series' text: a query's trigrams then meet a few
-- thousand words instead of a share of a million series.
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_word_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- a word is what lies between spaces in the search text: punctuation stays, so the word is
-- always found in the text by LIKE
CREATE OR REPLACE FUNCTION search_words_of_new_series() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN
    INSERT INTO public.search_words (word)
      SELECT DISTINCT w FROM new_series s, regexp_split_to_table(s.search_text, '\s+') w
      WHERE w <> ''
      ON CONFLICT DO NOTHING;
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_of_changed_series() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN
    INSERT INTO public.search_words (word)
      SELECT DISTINCT w FROM regexp_split_to_table(NEW.search_text, '\s+') w
      WHERE w <> ''
      ON CONFLICT DO NOTHING;
    RETURN NULL;
  END $$;--> statement-breakpoint
-- once per statement on insert (a bulk load's words in one pass); per row on update, and only
-- when the text changed (a view count's update costs nothing)
CREATE TRIGGER "series_search_words_insert" AFTER INSERT ON "series"
  REFERENCING NEW TABLE AS new_series
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_of_new_series();--> statement-breakpoint
CREATE TRIGGER "series_search_words_update" AFTER UPDATE ON "series"
  FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text)
  EXECUTE FUNCTION search_words_of_changed_series();--> statement-breakpoint
-- also under session_replication_role = replica, which bulk loads set to skip the foreign keys'
-- checks: the words must follow every series
ALTER TABLE "series" ENABLE ALWAYS TRIGGER "series_search_words_insert";--> statement-breakpoint
ALTER TABLE "series" ENABLE ALWAYS TRIGGER "series_search_words_update";--> statement-breakpoint
INSERT INTO "search_words" ("word")
  SELECT DISTINCT w FROM "series", regexp_split_to_table("series"."search_text", '\s+') w
  WHERE w <> ''
  ON CONFLICT DO NOTHING;
