CREATE TABLE "archive_settings" (
	"author_id" integer PRIMARY KEY NOT NULL,
	"weekly" boolean DEFAULT false NOT NULL,
	"last_weekly_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "archives" (
	"id" text PRIMARY KEY NOT NULL,
	"author_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"storage_key" text,
	"bytes" bigint,
	"automatic" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "archive_settings" ADD CONSTRAINT "archive_settings_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archives" ADD CONSTRAINT "archives_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "archives_author_idx" ON "archives" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "archives_one_building_idx" ON "archives" USING btree ("author_id","kind") WHERE "archives"."status" in ('queued', 'building');