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
ALTER TABLE "release_plans" ADD CONSTRAINT "release_plans_novel_id_novels_id_fk" FOREIGN KEY ("novel_id") REFERENCES "public"."novels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_queue" ADD CONSTRAINT "release_queue_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_queue" ADD CONSTRAINT "release_queue_novel_id_novels_id_fk" FOREIGN KEY ("novel_id") REFERENCES "public"."novels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "release_queue_novel_idx" ON "release_queue" USING btree ("novel_id","position");