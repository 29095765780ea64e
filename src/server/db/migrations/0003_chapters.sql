CREATE TABLE "chapter_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"chapter_id" integer NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"words" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "writing_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"author_id" integer NOT NULL,
	"chapter_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"words" integer DEFAULT 0 NOT NULL,
	"released" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chapters" ADD COLUMN "draft_title" text;--> statement-breakpoint
ALTER TABLE "chapters" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "chapters" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "novels" ADD COLUMN "last_chapter_code" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chapter_versions" ADD CONSTRAINT "chapter_versions_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "writing_log" ADD CONSTRAINT "writing_log_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "writing_log" ADD CONSTRAINT "writing_log_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chapter_versions_chapter_version_idx" ON "chapter_versions" USING btree ("chapter_id","version");--> statement-breakpoint
CREATE INDEX "writing_log_author_at_idx" ON "writing_log" USING btree ("author_id","at");