CREATE TABLE "launch_automations" (
	"launch_id" uuid NOT NULL,
	"automation_id" uuid NOT NULL,
	"state" text NOT NULL,
	"message" text,
	"paused_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "launch_automations_pkey" PRIMARY KEY("launch_id","automation_id")
);
--> statement-breakpoint
CREATE TABLE "launch_rules" (
	"launch_id" uuid NOT NULL,
	"automation_id" uuid NOT NULL,
	"rule_index" integer NOT NULL,
	"platform_rule_id" text,
	"spec_digest" text,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "launch_rules_pkey" PRIMARY KEY("launch_id","automation_id","rule_index")
);
--> statement-breakpoint
ALTER TABLE "automations" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "launch_automations" ADD CONSTRAINT "launch_automations_launch_id_fkey" FOREIGN KEY ("launch_id") REFERENCES "public"."launches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launch_rules" ADD CONSTRAINT "launch_rules_launch_id_fkey" FOREIGN KEY ("launch_id") REFERENCES "public"."launches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "launch_automations_automation_idx" ON "launch_automations" USING btree ("automation_id");--> statement-breakpoint
CREATE INDEX "launch_rules_automation_idx" ON "launch_rules" USING btree ("automation_id");