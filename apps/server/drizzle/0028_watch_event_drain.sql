CREATE TABLE "watch_event_drain" (
	"id" integer PRIMARY KEY NOT NULL,
	"last_xid" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- no default on the existing rows (a volatile default would rewrite the table): null, they were rolled up as they came
ALTER TABLE "watch_events" ADD COLUMN "xid" bigint;--> statement-breakpoint
ALTER TABLE "watch_events" ALTER COLUMN "xid" SET DEFAULT (pg_current_xact_id()::text::bigint);--> statement-breakpoint
CREATE INDEX "watch_events_xid_idx" ON "watch_events" USING btree ("xid") WHERE xid is not null;--> statement-breakpoint
-- the rollups start after this transaction: every later event has a larger id
INSERT INTO "watch_event_drain" ("id", "last_xid") VALUES (1, pg_current_xact_id()::text::bigint);
