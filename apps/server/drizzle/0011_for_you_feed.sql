CREATE TABLE "feed_generations" (
	"generation" bigint PRIMARY KEY NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_rankings" (
	"generation" bigint NOT NULL,
	"rank" integer NOT NULL,
	"series_id" text NOT NULL,
	"score" real NOT NULL,
	CONSTRAINT "feed_rankings_generation_rank_pk" PRIMARY KEY("generation","rank")
);
--> statement-breakpoint
ALTER TABLE "watch_positions" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "feed_rankings" ADD CONSTRAINT "feed_rankings_generation_feed_generations_generation_fk" FOREIGN KEY ("generation") REFERENCES "public"."feed_generations"("generation") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_rankings" ADD CONSTRAINT "feed_rankings_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "feed_rankings_series_uq" ON "feed_rankings" USING btree ("generation","series_id");