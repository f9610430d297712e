CREATE TABLE "comment_likes" (
	"comment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comment_likes_comment_id_user_id_pk" PRIMARY KEY("comment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "comment_stats" (
	"series_id" text PRIMARY KEY NOT NULL,
	"total_comments" integer DEFAULT 0 NOT NULL,
	"total_likes" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"series_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"parent_id" uuid,
	"content" text NOT NULL,
	"platform" text NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"reply_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_events" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"viewer_id" text,
	"platform" text NOT NULL,
	"client_timestamp" timestamp with time zone NOT NULL,
	"data" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "viewer_episode_stats" (
	"series_id" text NOT NULL,
	"episode_id" text NOT NULL,
	"owner" text NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"max_position" real DEFAULT 0 NOT NULL,
	"duration" real DEFAULT 0 NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "viewer_episode_stats_series_id_episode_id_owner_pk" PRIMARY KEY("series_id","episode_id","owner")
);
--> statement-breakpoint
CREATE TABLE "watch_events" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"viewer_id" text NOT NULL,
	"series_id" text NOT NULL,
	"episode_id" text NOT NULL,
	"episode_number" integer,
	"event_type" text NOT NULL,
	"current_time" real NOT NULL,
	"episode_duration" real NOT NULL,
	"platform" text NOT NULL,
	"session_id" text NOT NULL,
	"client_timestamp" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "watch_positions" (
	"owner" text NOT NULL,
	"series_id" text NOT NULL,
	"episode_id" text NOT NULL,
	"episode_number" integer,
	"position" real NOT NULL,
	"duration" real NOT NULL,
	"client_timestamp" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watch_positions_owner_series_id_pk" PRIMARY KEY("owner","series_id")
);
--> statement-breakpoint
ALTER TABLE "comment_likes" ADD CONSTRAINT "comment_likes_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_likes" ADD CONSTRAINT "comment_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_stats" ADD CONSTRAINT "comment_stats_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_parent_id_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comment_likes_user_idx" ON "comment_likes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "comments_thread_page_idx" ON "comments" USING btree ("series_id","parent_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "comments_user_idx" ON "comments" USING btree ("user_id");