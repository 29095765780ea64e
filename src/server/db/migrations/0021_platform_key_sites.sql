ALTER TABLE "author_metrics" ALTER COLUMN "total_income_minor" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "novels" ALTER COLUMN "total_income_minor" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "platform_keys" ADD COLUMN "sites" integer[];--> statement-breakpoint
-- Keys from before sites: the records do not say which works a key wrote for (the audit log keeps counts only),
-- and binding them to no site would stop the reader site's ingestion at deploy. They keep every site (500-566),
-- unconfirmed: the back office lists them with a warning until staff choose their sites (platform.keySites).
UPDATE "platform_keys" SET "sites" = ARRAY(SELECT generate_series(500, 566));--> statement-breakpoint
ALTER TABLE "platform_keys" ALTER COLUMN "sites" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_keys" ADD COLUMN "sites_confirmed_at" timestamp with time zone;
