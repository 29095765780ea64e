-- Reverses 0034_buffer_warnings: the planner forgets which buffer warnings it sent (the next run warns again).
-- Run it by hand (psql -1 -f) with the application stopped, and deploy the code from before the migration: the
-- last statement forgets the migration, so a later deploy applies it again.
ALTER TABLE "release_plans" DROP COLUMN "warned_for";--> statement-breakpoint
DELETE FROM "drizzle"."__drizzle_migrations" WHERE "created_at" = 1796596854577;
