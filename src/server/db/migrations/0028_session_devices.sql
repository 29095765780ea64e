-- Sessions keep the browser they were opened in and when they were last used, for the author's list of sessions.
ALTER TABLE "sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- A session from before is said to have been seen when it was opened, never later than it was.
UPDATE "sessions" SET "last_seen_at" = "created_at";
