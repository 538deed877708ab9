CREATE TABLE "signed_requests" (
	"digest" text PRIMARY KEY NOT NULL,
	"confirmation_code" text,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "signed_requests_expires_idx" ON "signed_requests" USING btree ("expires_at");