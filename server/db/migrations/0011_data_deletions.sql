CREATE TABLE "data_deletions" (
	"confirmation_code" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
