-- Reverses 0036_program_warnings: the planner forgets which welfare programs it warned of (the next run warns again).
-- Run it by hand (psql -1 -f) with the application stopped, and deploy the code from before the migration: the
-- last statement forgets the migration, so a later deploy applies it again.
DROP TABLE "program_warnings";--> statement-breakpoint
DELETE FROM "drizzle"."__drizzle_migrations" WHERE "created_at" = 1796616962819;
