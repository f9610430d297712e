ALTER TABLE "series" ADD COLUMN "release_status" text DEFAULT 'ongoing' NOT NULL;--> statement-breakpoint
ALTER TABLE "series" ADD COLUMN "release_weekday" integer;--> statement-breakpoint
ALTER TABLE "series" ADD COLUMN "next_release_date" text;--> statement-breakpoint
ALTER TABLE "series" ADD COLUMN "final_episode_count" integer;--> statement-breakpoint
ALTER TABLE "series" ADD CONSTRAINT "series_release_weekday_range" CHECK ("series"."release_weekday" between 0 and 6);--> statement-breakpoint
ALTER TABLE "series" ADD CONSTRAINT "series_final_episode_count_positive" CHECK ("series"."final_episode_count" > 0);