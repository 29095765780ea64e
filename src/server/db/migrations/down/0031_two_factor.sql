-- Reverses 0031_two_factor: authenticator secrets, recovery codes and sign-in challenges go (accounts sign in with
-- the password alone again). Run it by hand (psql -1 -f) with the application stopped, and deploy the code from
-- before the migration: the last statement forgets the migration, so a later deploy applies it again.
DROP TABLE "sign_in_challenges";--> statement-breakpoint
DROP TABLE "user_recovery_codes";--> statement-breakpoint
DROP TABLE "user_totp";--> statement-breakpoint
DELETE FROM "drizzle"."__drizzle_migrations" WHERE "created_at" = 1796594974970;
