CREATE TABLE "author_follows" (
	"user_id" uuid NOT NULL,
	"author_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "author_follows_user_id_author_name_pk" PRIMARY KEY("user_id","author_name")
);
--> statement-breakpoint
ALTER TABLE "author_follows" ADD CONSTRAINT "author_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "author_follows_author_idx" ON "author_follows" USING btree ("author_name");--> statement-breakpoint
CREATE INDEX "series_director_idx" ON "series" USING btree ("director");--> statement-breakpoint
CREATE INDEX "series_cast_idx" ON "series" USING gin ("cast");