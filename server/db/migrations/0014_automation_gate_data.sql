-- docs/automations.md#protected-from-the-first-second: objects made before launches with automations were made
-- paused count as handed on since their creation (the rules step never turns them on again).
UPDATE "launch_objects" SET "released_at" = "created_at" WHERE "released_at" IS NULL;--> statement-breakpoint
-- docs/automations.md#amounts-and-currencies: automations saved before 0012 gave them a currency kept amounts with
-- none (0012 wrote USD into them): their amounts are entered again rather than read as dollars.
UPDATE "automations" SET "currency" = NULL
WHERE "created_at" < (SELECT "applied_at" FROM "salvo_migrations" WHERE "id" = '0012_automation_rules');
