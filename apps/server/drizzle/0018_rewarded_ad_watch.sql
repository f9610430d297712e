ALTER TABLE "rewarded_ad_sessions" ADD COLUMN "vast_served_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rewarded_ad_sessions" ADD COLUMN "ad_duration_ms" integer;