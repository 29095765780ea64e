-- Reverses 0030_release_planner: the cadences, queues, announcements and writing goals are dropped; the writing
-- log forgets which words were typed and the release feed which releases were quiet; chapters the planner scheduled
-- stay scheduled at their dates. Run it by hand (psql -1 -f) with the application stopped, and deploy the code from
-- before the migration: the last statement forgets the migration, so a later deploy applies it again.
DROP TABLE "writing_goals";--> statement-breakpoint
ALTER TABLE "writing_log" DROP COLUMN "source";--> statement-breakpoint
ALTER TABLE "chapters" DROP COLUMN "release_silent";--> statement-breakpoint
ALTER TABLE "release_feed" DROP COLUMN "silent";--> statement-breakpoint
DROP TABLE "author_announcement_feed";--> statement-breakpoint
DROP TABLE "author_announcements";--> statement-breakpoint
DROP TABLE "release_queue";--> statement-breakpoint
DROP TABLE "release_plans";--> statement-breakpoint
DELETE FROM "drizzle"."__drizzle_migrations" WHERE "created_at" = 1796594110719;
