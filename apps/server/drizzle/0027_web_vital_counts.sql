CREATE TABLE "web_vital_counts" (
	"day" date NOT NULL,
	"page" text NOT NULL,
	"name" text NOT NULL,
	"bucket" integer NOT NULL,
	"visits" bigint NOT NULL,
	CONSTRAINT "web_vital_counts_day_page_name_bucket_pk" PRIMARY KEY("day","page","name","bucket")
);
