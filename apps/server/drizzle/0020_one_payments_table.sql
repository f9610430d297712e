-- One payments table for every kind of purchase (docs/decisions.md#payments): plan payments keep
-- their rows (kind 'plan'); coin pack checkouts move over with their ids, statuses and dates
-- (kind 'coin_pack'), then coin_pack_payments goes.
ALTER TABLE "payments" ALTER COLUMN "plan_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "kind" text DEFAULT 'plan' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "kind" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "pack_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "coins" integer;--> statement-breakpoint
INSERT INTO "payments" ("id", "user_id", "kind", "pack_id", "coins", "amount_cents", "currency", "status", "provider", "provider_ref", "created_at", "settled_at")
  SELECT "id", "user_id", 'coin_pack', "pack_id", "coins", "amount_cents", "currency", "status", "provider", "provider_ref", "created_at", "settled_at"
  FROM "coin_pack_payments";--> statement-breakpoint
ALTER TABLE "coin_pack_payments" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "coin_pack_payments" CASCADE;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_kind_fields" CHECK (("payments"."kind" = 'plan' and "payments"."plan_id" is not null and "payments"."pack_id" is null and "payments"."coins" is null) or ("payments"."kind" = 'coin_pack' and "payments"."pack_id" is not null and "payments"."coins" is not null and "payments"."coins" > 0 and "payments"."plan_id" is null and "payments"."content_id" is null));
