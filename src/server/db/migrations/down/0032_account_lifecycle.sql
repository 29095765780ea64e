-- Reverses 0032_account_lifecycle: pending account deletions are forgotten (none is completed any more; sign-in is
-- no longer refused for them) and mails lose their one-click unsubscribe address. Run it by hand (psql -1 -f) with
-- the application stopped, and deploy the code from before the migration: the last statement forgets the migration,
-- so a later deploy applies it again.
DROP TABLE "account_deletions";--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "list_unsubscribe";--> statement-breakpoint
DELETE FROM "drizzle"."__drizzle_migrations" WHERE "created_at" = 1796595139247;
