ALTER TABLE "automations" ALTER COLUMN "currency" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "automations" ALTER COLUMN "currency" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "launch_objects" ADD COLUMN "released_at" timestamp with time zone;