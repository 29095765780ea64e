CREATE TABLE "program_warnings" (
	"author_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"breaks_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "program_warnings_author_id_program_id_breaks_on_pk" PRIMARY KEY("author_id","program_id","breaks_on")
);
--> statement-breakpoint
ALTER TABLE "program_warnings" ADD CONSTRAINT "program_warnings_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_warnings" ADD CONSTRAINT "program_warnings_program_id_welfare_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."welfare_programs"("id") ON DELETE cascade ON UPDATE no action;