CREATE TABLE "author_announcement_feed" (
	"seq" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"announcement_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "author_announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"author_id" integer NOT NULL,
	"novel_id" integer,
	"kind" text NOT NULL,
	"lang" text NOT NULL,
	"body" text NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"status" text DEFAULT 'live' NOT NULL,
	"withdrawn_reason" text,
	"withdrawn_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "release_plans" (
	"novel_id" integer PRIMARY KEY NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"slots" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pause_from" date,
	"pause_to" date,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "release_queue" (
	"chapter_id" integer PRIMARY KEY NOT NULL,
	"novel_id" integer NOT NULL,
	"position" integer NOT NULL,
	"pinned_at" timestamp with time zone,
	"problem" text,
	"silent" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "writing_goals" (
	"novel_id" integer PRIMARY KEY NOT NULL,
	"period" text NOT NULL,
	"words" integer NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chapters" ADD COLUMN "release_silent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "writing_log" ADD COLUMN "source" text DEFAULT 'typed' NOT NULL;--> statement-breakpoint
ALTER TABLE "release_feed" ADD COLUMN "silent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "author_announcement_feed" ADD CONSTRAINT "author_announcement_feed_announcement_id_author_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."author_announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "author_announcements" ADD CONSTRAINT "author_announcements_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "author_announcements" ADD CONSTRAINT "author_announcements_novel_id_novels_id_fk" FOREIGN KEY ("novel_id") REFERENCES "public"."novels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_plans" ADD CONSTRAINT "release_plans_novel_id_novels_id_fk" FOREIGN KEY ("novel_id") REFERENCES "public"."novels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_queue" ADD CONSTRAINT "release_queue_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_queue" ADD CONSTRAINT "release_queue_novel_id_novels_id_fk" FOREIGN KEY ("novel_id") REFERENCES "public"."novels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "writing_goals" ADD CONSTRAINT "writing_goals_novel_id_novels_id_fk" FOREIGN KEY ("novel_id") REFERENCES "public"."novels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "author_announcement_feed_announcement_idx" ON "author_announcement_feed" USING btree ("announcement_id");--> statement-breakpoint
CREATE INDEX "author_announcements_author_idx" ON "author_announcements" USING btree ("author_id","id");--> statement-breakpoint
CREATE INDEX "release_queue_novel_idx" ON "release_queue" USING btree ("novel_id","position");