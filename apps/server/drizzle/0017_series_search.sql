-- The server search (docs/product/search.md#server-search): trigram matching over one text per
-- series, lowercased and without accents. Both extensions are trusted (a database owner may
-- create them) and ship with PostgreSQL's contrib and with PGlite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- unaccent() is only stable (its dictionary could change): these wrappers promise the index
-- that it will not, with the dictionary named in full so search_path cannot change it either
CREATE OR REPLACE FUNCTION search_normalize(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION series_search_text(
  title text, director text, "cast" text[], tags text[], genre text[], language text
) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT public.search_normalize(concat_ws(' ', title, director,
    array_to_string("cast", ' '), array_to_string(tags, ' '), language,
    array_to_string(genre, ' '))) $$;--> statement-breakpoint
ALTER TABLE "series" ADD COLUMN "search_text" text GENERATED ALWAYS AS (series_search_text(title, director, "cast", tags, genre, language)) STORED;--> statement-breakpoint
CREATE INDEX "series_search_text_idx" ON "series" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "series_search_prefix_idx" ON "series" USING btree ("search_text" text_pattern_ops);