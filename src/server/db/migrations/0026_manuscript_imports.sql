CREATE TABLE "manuscript_imports" (
	"id" text PRIMARY KEY NOT NULL,
	"author_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"section_id" integer NOT NULL,
	"chapters" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "manuscript_imports" ADD CONSTRAINT "manuscript_imports_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "manuscript_imports_expires_idx" ON "manuscript_imports" USING btree ("expires_at");