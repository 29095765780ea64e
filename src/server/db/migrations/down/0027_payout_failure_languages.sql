-- Reverses 0027_payout_failure_languages: each failure reason keeps its English text (the other languages are lost).
-- Run it by hand (psql -1 -f) with the application stopped, and deploy the code from before the migration: the
-- last statement forgets the migration, so a later deploy applies it again.
ALTER TABLE "payouts" ALTER COLUMN "failure_reason" SET DATA TYPE text USING "failure_reason"->>'en';--> statement-breakpoint
DELETE FROM "drizzle"."__drizzle_migrations" WHERE "created_at" = 1796531888242;
