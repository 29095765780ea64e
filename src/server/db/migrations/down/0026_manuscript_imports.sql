-- Reverses 0026_manuscript_imports: drops the previews of manuscripts waiting to be confirmed (at most a day old);
-- the chapters already imported are ordinary drafts and stay.
-- Run it by hand (psql -1 -f) with the application stopped, and deploy the code from before the migration: the
-- last statement forgets the migration, so a later deploy applies it again.
DROP TABLE "manuscript_imports";--> statement-breakpoint
DELETE FROM "drizzle"."__drizzle_migrations" WHERE "created_at" = 1796510505667;
