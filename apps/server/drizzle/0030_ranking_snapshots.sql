-- Each ranking's last computed top, so a new process answers at once instead of waiting for
-- the computation over every rollup row (docs/product/rankings.md#cost).
CREATE TABLE "ranking_snapshots" (
	"kind" text PRIMARY KEY NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"entries" jsonb NOT NULL,
	"catalogue_changed_at" timestamp with time zone
);
