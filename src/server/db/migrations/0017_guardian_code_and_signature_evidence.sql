ALTER TABLE "contract_signatures" ADD COLUMN "image_sha256" text;--> statement-breakpoint
ALTER TABLE "contract_signatures" ADD COLUMN "device_hash" text;--> statement-breakpoint
ALTER TABLE "contract_signatures" ADD COLUMN "session_user_id" integer;--> statement-breakpoint
ALTER TABLE "contract_signatures" ADD COLUMN "evidence" jsonb;--> statement-breakpoint
ALTER TABLE "signing_links" ADD COLUMN "code_hash" text;--> statement-breakpoint
ALTER TABLE "signing_links" ADD COLUMN "code_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "signing_links" ADD COLUMN "code_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "signing_links" ADD COLUMN "codes_sent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "signing_links" ADD COLUMN "code_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "signing_links" DROP COLUMN "token";