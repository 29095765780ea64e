-- Reverses 0033_archives: the archives' rows and settings go (the ZIPs they name stay in storage until removed by
-- hand under archive/). Run it by hand (psql -1 -f) with the application stopped, and deploy the code from before the
-- migration: the last statement forgets the migration, so a later deploy applies it again.
DROP TABLE "archives";--> statement-breakpoint
DROP TABLE "archive_settings";--> statement-breakpoint
DELETE FROM "drizzle"."__drizzle_migrations" WHERE "created_at" = 1796595475845;
