CREATE TABLE "comment_activity" (
	"author_id" integer PRIMARY KEY NOT NULL,
	"last_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comment_feed" (
	"seq" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"author_id" integer NOT NULL,
	"novel_id" integer,
	"comment_external_id" text,
	"reader_id" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comment_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"comment_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "comment_words" (
	"id" serial PRIMARY KEY NOT NULL,
	"word" text NOT NULL,
	"added_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_id" text NOT NULL,
	"author_id" integer NOT NULL,
	"novel_id" integer NOT NULL,
	"chapter_id" integer,
	"type" text NOT NULL,
	"paragraph" integer,
	"quote" text,
	"reader_id" text NOT NULL,
	"reader_name" text NOT NULL,
	"text" text NOT NULL,
	"lang" text NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"posted_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"state" text DEFAULT 'live' NOT NULL,
	"removed_reason" text,
	"removed_at" timestamp with time zone,
	"pinned_at" timestamp with time zone,
	"replied_at" timestamp with time zone,
	"handled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reader_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"author_id" integer NOT NULL,
	"reader_id" text NOT NULL,
	"reader_name" text NOT NULL,
	"until" timestamp with time zone,
	"hide_past" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lifted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "platform_keys" ADD COLUMN "scopes" text[] DEFAULT '{income,comments,stats}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "comment_activity" ADD CONSTRAINT "comment_activity_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_replies" ADD CONSTRAINT "comment_replies_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_replies" ADD CONSTRAINT "comment_replies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_words" ADD CONSTRAINT "comment_words_added_by_staff_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_novel_id_novels_id_fk" FOREIGN KEY ("novel_id") REFERENCES "public"."novels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reader_blocks" ADD CONSTRAINT "reader_blocks_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comment_feed_at_idx" ON "comment_feed" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "comment_replies_comment_idx" ON "comment_replies" USING btree ("comment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "comment_words_word_idx" ON "comment_words" USING btree ("word");--> statement-breakpoint
CREATE UNIQUE INDEX "comments_external_idx" ON "comments" USING btree ("external_id");--> statement-breakpoint
CREATE INDEX "comments_inbox_idx" ON "comments" USING btree ("author_id","posted_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "comments_novel_pinned_idx" ON "comments" USING btree ("novel_id","pinned_at");--> statement-breakpoint
CREATE INDEX "comments_reader_idx" ON "comments" USING btree ("author_id","reader_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reader_blocks_live_idx" ON "reader_blocks" USING btree ("author_id","reader_id") WHERE "reader_blocks"."lifted_at" is null;