DROP INDEX "coin_entries_user_created_idx";--> statement-breakpoint
ALTER TABLE "coin_entries" ADD COLUMN "seq" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "coin_entries_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
CREATE INDEX "coin_entries_user_seq_idx" ON "coin_entries" USING btree ("user_id","seq");