-- Reverses 0029_comment_counts: the inbox's counts are kept by triggers no more (the code from before counts every
-- comment). Run it by hand (psql -1 -f) with the application stopped, and deploy the code from before the migration:
-- the last statement forgets the migration, so a later deploy applies it again.
DROP TRIGGER comment_counts_insert ON comments;--> statement-breakpoint
DROP TRIGGER comment_counts_update ON comments;--> statement-breakpoint
DROP TRIGGER comment_counts_delete ON comments;--> statement-breakpoint
DROP FUNCTION comment_counts_track();--> statement-breakpoint
DROP TABLE "comment_counts";--> statement-breakpoint
DELETE FROM "drizzle"."__drizzle_migrations" WHERE "created_at" = 1796568060584;
