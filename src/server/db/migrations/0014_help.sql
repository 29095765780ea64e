CREATE TABLE "help_articles" (
	"slug" text NOT NULL,
	"lang" text NOT NULL,
	"category" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"routes" text[] DEFAULT '{}' NOT NULL,
	"published_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_articles_slug_lang_pk" PRIMARY KEY("slug","lang")
);
--> statement-breakpoint
CREATE TABLE "help_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"lang" text NOT NULL,
	"user_id" integer NOT NULL,
	"helpful" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "help_articles" ADD CONSTRAINT "help_articles_published_by_staff_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_feedback" ADD CONSTRAINT "help_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "help_articles_updated_idx" ON "help_articles" USING btree ("updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "help_feedback_user_idx" ON "help_feedback" USING btree ("slug","user_id");