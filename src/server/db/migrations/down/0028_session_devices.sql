-- Reverses 0028_session_devices: the sessions forget their browser and last use (the sessions themselves stay).
-- Run it by hand (psql -1 -f) with the application stopped, and deploy the code from before the migration: the
-- last statement forgets the migration, so a later deploy applies it again.
ALTER TABLE "sessions" DROP COLUMN "user_agent";--> statement-breakpoint
ALTER TABLE "sessions" DROP COLUMN "last_seen_at";--> statement-breakpoint
DELETE FROM "drizzle"."__drizzle_migrations" WHERE "created_at" = 1796567176723;
