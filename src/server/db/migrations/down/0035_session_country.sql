-- Reverses 0035_session_country: sessions forget the country they were opened from.
-- Run it by hand (psql -1 -f) with the application stopped, and deploy the code from before the migration: the
-- last statement forgets the migration, so a later deploy applies it again.
ALTER TABLE "sessions" DROP COLUMN "country";--> statement-breakpoint
DELETE FROM "drizzle"."__drizzle_migrations" WHERE "created_at" = 1796608224790;
