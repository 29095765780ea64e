-- Reverses 0025_release_feed: drops the reader site's feed of releases. A reader site that follows it starts
-- again from cursor 0 after the migration is applied again (it then announces every novel and live chapter).
-- Run it by hand (psql -1 -f) with the application stopped, and deploy the code from before the migration: the
-- last statement forgets the migration, so a later deploy applies it again.
DROP TABLE "release_feed";--> statement-breakpoint
DELETE FROM "drizzle"."__drizzle_migrations" WHERE "created_at" = 1796507963270;
