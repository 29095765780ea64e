CREATE TABLE "welfare_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"program_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"novel_id" integer,
	"claim_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"ledger_line_id" bigint,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "welfare_programs" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer,
	"kind" text NOT NULL,
	"names" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"rules" jsonb NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "welfare_claims" ADD CONSTRAINT "welfare_claims_program_id_welfare_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."welfare_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welfare_claims" ADD CONSTRAINT "welfare_claims_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welfare_claims" ADD CONSTRAINT "welfare_claims_novel_id_novels_id_fk" FOREIGN KEY ("novel_id") REFERENCES "public"."novels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welfare_claims" ADD CONSTRAINT "welfare_claims_decided_by_staff_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welfare_programs" ADD CONSTRAINT "welfare_programs_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "welfare_claim_key_idx" ON "welfare_claims" USING btree ("program_id","author_id","claim_key");--> statement-breakpoint
CREATE INDEX "welfare_claims_status_idx" ON "welfare_claims" USING btree ("status");