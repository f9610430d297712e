ALTER TABLE "notifications" ALTER COLUMN "series_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "series_title" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "renews" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "renewal_payment_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "plan_id" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "renews_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_renewal_payment_id_payments_id_fk" FOREIGN KEY ("renewal_payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscriptions_renewing_idx" ON "subscriptions" USING btree ("end_date") WHERE "subscriptions"."renews";