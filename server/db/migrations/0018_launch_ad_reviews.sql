CREATE TABLE "launch_ad_reviews" (
	"launch_id" uuid PRIMARY KEY NOT NULL,
	"live" integer DEFAULT 0 NOT NULL,
	"in_review" integer DEFAULT 0 NOT NULL,
	"disapproved" integer DEFAULT 0 NOT NULL,
	"with_issues" integer DEFAULT 0 NOT NULL,
	"disapprovals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"checked_at" timestamp with time zone,
	"next_check_at" timestamp with time zone,
	"interval_ms" integer NOT NULL,
	"watch_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "launch_ad_reviews" ADD CONSTRAINT "launch_ad_reviews_launch_id_fkey" FOREIGN KEY ("launch_id") REFERENCES "public"."launches"("id") ON DELETE cascade ON UPDATE no action;