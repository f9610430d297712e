DROP INDEX "comments_thread_page_idx";--> statement-breakpoint
CREATE INDEX "comments_threads_page_idx" ON "comments" USING btree ("series_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "comments"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "comments_replies_idx" ON "comments" USING btree ("parent_id","created_at","id") WHERE "comments"."parent_id" is not null;