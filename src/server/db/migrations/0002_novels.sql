CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"parent_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"names" jsonb NOT NULL,
	CONSTRAINT "categories_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "contests" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text,
	"names" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL,
	"section_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contests_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "genres" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"names" jsonb NOT NULL,
	CONSTRAINT "genres_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "tag_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"starred" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"names" jsonb NOT NULL,
	CONSTRAINT "tag_categories_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "tag_labels" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"category_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"names" jsonb NOT NULL,
	CONSTRAINT "tag_labels_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "chapters" (
	"id" serial PRIMARY KEY NOT NULL,
	"novel_id" integer NOT NULL,
	"code" integer NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"draft_content" text,
	"words" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"updated_content_status" text,
	"first_paid" boolean DEFAULT false NOT NULL,
	"release_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "novels" (
	"id" serial PRIMARY KEY NOT NULL,
	"author_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"title" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"blurb" text NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"protagonists" text DEFAULT '' NOT NULL,
	"category_id" integer NOT NULL,
	"sub_category_id" integer NOT NULL,
	"genre_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"label_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"content_rating" text NOT NULL,
	"cover_upload_id" text,
	"exclusive" boolean NOT NULL,
	"original_platform" text DEFAULT '' NOT NULL,
	"estimated_words" integer NOT NULL,
	"monthly_words" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"review_status" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" integer,
	"contest_id" integer,
	"contest_joined_at" timestamp with time zone,
	"word_count" integer DEFAULT 0 NOT NULL,
	"chapter_count" integer DEFAULT 0 NOT NULL,
	"total_income_minor" bigint DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"total_pv" bigint DEFAULT 0 NOT NULL,
	"followers" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"last_update_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_labels" ADD CONSTRAINT "tag_labels_category_id_tag_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."tag_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapters" ADD CONSTRAINT "chapters_novel_id_novels_id_fk" FOREIGN KEY ("novel_id") REFERENCES "public"."novels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "novels" ADD CONSTRAINT "novels_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "novels" ADD CONSTRAINT "novels_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "novels" ADD CONSTRAINT "novels_sub_category_id_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "novels" ADD CONSTRAINT "novels_cover_upload_id_uploads_id_fk" FOREIGN KEY ("cover_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "novels" ADD CONSTRAINT "novels_reviewed_by_staff_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "novels" ADD CONSTRAINT "novels_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id","sort");--> statement-breakpoint
CREATE INDEX "contests_window_idx" ON "contests" USING btree ("ends_at");--> statement-breakpoint
CREATE INDEX "tag_labels_category_idx" ON "tag_labels" USING btree ("category_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "chapters_novel_code_idx" ON "chapters" USING btree ("novel_id","code");--> statement-breakpoint
CREATE INDEX "chapters_novel_status_idx" ON "chapters" USING btree ("novel_id","status");--> statement-breakpoint
CREATE INDEX "novels_author_idx" ON "novels" USING btree ("author_id","last_update_at");--> statement-breakpoint
CREATE INDEX "novels_review_idx" ON "novels" USING btree ("review_status","created_at");