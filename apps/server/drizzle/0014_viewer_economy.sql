CREATE TABLE "coin_bonus_lots" (
	"entry_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"remaining" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "coin_bonus_lots_remaining_nonnegative" CHECK ("coin_bonus_lots"."remaining" >= 0)
);
--> statement-breakpoint
CREATE TABLE "coin_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"coins" integer NOT NULL,
	"reason" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"series_id" text,
	"episode_number" integer,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coin_pack_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"pack_id" text NOT NULL,
	"coins" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "episode_unlocks" (
	"user_id" uuid NOT NULL,
	"series_id" text NOT NULL,
	"episode_number" integer NOT NULL,
	"via" text NOT NULL,
	"coins" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "episode_unlocks_user_id_series_id_episode_number_pk" PRIMARY KEY("user_id","series_id","episode_number")
);
--> statement-breakpoint
CREATE TABLE "rewarded_ad_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"series_id" text NOT NULL,
	"episode_number" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"bonus_balance" integer DEFAULT 0 NOT NULL,
	"purchased_balance" integer DEFAULT 0 NOT NULL,
	"last_check_in_date" text,
	"last_check_in_zone" text,
	"last_check_in_at" timestamp with time zone,
	"check_in_streak" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_bonus_nonnegative" CHECK ("wallets"."bonus_balance" >= 0),
	CONSTRAINT "wallets_purchased_nonnegative" CHECK ("wallets"."purchased_balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "my_list_items" (
	"owner" text NOT NULL,
	"series_id" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "my_list_items_owner_series_id_pk" PRIMARY KEY("owner","series_id")
);
--> statement-breakpoint
ALTER TABLE "series" ADD COLUMN "free_episodes" integer;--> statement-breakpoint
ALTER TABLE "series" ADD COLUMN "coin_price_per_episode" integer;--> statement-breakpoint
ALTER TABLE "series" ADD COLUMN "ai_disclosure" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "coin_bonus_lots" ADD CONSTRAINT "coin_bonus_lots_entry_id_coin_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."coin_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_bonus_lots" ADD CONSTRAINT "coin_bonus_lots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_entries" ADD CONSTRAINT "coin_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_pack_payments" ADD CONSTRAINT "coin_pack_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "episode_unlocks" ADD CONSTRAINT "episode_unlocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "episode_unlocks" ADD CONSTRAINT "episode_unlocks_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewarded_ad_sessions" ADD CONSTRAINT "rewarded_ad_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewarded_ad_sessions" ADD CONSTRAINT "rewarded_ad_sessions_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_list_items" ADD CONSTRAINT "my_list_items_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coin_bonus_lots_user_expires_idx" ON "coin_bonus_lots" USING btree ("user_id","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "coin_entries_user_key_uq" ON "coin_entries" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "coin_entries_user_created_idx" ON "coin_entries" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "coin_entries_user_series_idx" ON "coin_entries" USING btree ("user_id","series_id");--> statement-breakpoint
CREATE INDEX "coin_pack_payments_user_created_idx" ON "coin_pack_payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "rewarded_ad_sessions_user_completed_idx" ON "rewarded_ad_sessions" USING btree ("user_id","completed_at");--> statement-breakpoint
CREATE INDEX "my_list_items_owner_added_idx" ON "my_list_items" USING btree ("owner","added_at");--> statement-breakpoint
ALTER TABLE "series" ADD CONSTRAINT "series_free_episodes_nonnegative" CHECK ("series"."free_episodes" >= 0);--> statement-breakpoint
ALTER TABLE "series" ADD CONSTRAINT "series_coin_price_range" CHECK ("series"."coin_price_per_episode" between 1 and 1000);