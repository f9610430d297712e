-- A series' episodes with their ids and durations from the index alone: the studio's analytics
-- list reads the episodes of a page's 50 series, and at 1M series each of them sat on a heap
-- page of its own (docs/decisions.md#performance-targets). The same uniqueness, now covering.
DROP INDEX "episodes_series_number_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "episodes_series_number_uq" ON "episodes" USING btree ("series_id","episode_number") INCLUDE ("id","duration");
