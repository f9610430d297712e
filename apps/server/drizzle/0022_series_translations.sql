-- A series' title and description per locale (docs/product/i18n.md#series-in-the-viewers-language),
-- and its translated titles in the search text, after its own fields: a prefix search still
-- starts at the original title, and every language's title is matched word by word.
ALTER TABLE "series" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION series_search_text(
  title text, director text, "cast" text[], tags text[], genre text[], language text,
  translations jsonb
) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT concat_ws(' ', public.series_search_text(title, director, "cast", tags, genre, language),
    (SELECT public.search_normalize(string_agg(t.value->>'title', ' ' ORDER BY t.key))
     FROM jsonb_each(translations) t)) $$;--> statement-breakpoint
ALTER TABLE "series" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "series" ADD COLUMN "search_text" text GENERATED ALWAYS AS (series_search_text(title, director, "cast", tags, genre, language, translations)) STORED;--> statement-breakpoint
CREATE INDEX "series_search_text_idx" ON "series" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "series_search_prefix_idx" ON "series" USING btree ("search_text" text_pattern_ops);
