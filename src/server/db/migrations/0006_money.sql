CREATE TABLE "ledger_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"author_id" integer NOT NULL,
	"novel_id" integer,
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"coins" bigint,
	"rate" text,
	"gross_minor" bigint,
	"share_bp" integer,
	"reason" text,
	"source" text NOT NULL,
	"external_id" text,
	"corrects_line_id" bigint,
	"payout_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payee_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"author_id" integer NOT NULL,
	"fields" jsonb NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"device_id" text,
	"hold_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payee_details" (
	"author_id" integer PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"country" text,
	"bank_name" text,
	"bank_account" text,
	"bank_account_hash" text,
	"account_holder" text,
	"swift" text,
	"branch_postal_code" text,
	"paypal_email" text,
	"mobile" text NOT NULL,
	"address" text NOT NULL,
	"id_number" text NOT NULL,
	"id_number_hash" text NOT NULL,
	"social_account" text NOT NULL,
	"hold_until" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_novel_id_novels_id_fk" FOREIGN KEY ("novel_id") REFERENCES "public"."novels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payee_changes" ADD CONSTRAINT "payee_changes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payee_details" ADD CONSTRAINT "payee_details_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_external_idx" ON "ledger_lines" USING btree ("external_id") WHERE "ledger_lines"."external_id" is not null;--> statement-breakpoint
CREATE INDEX "ledger_author_day_idx" ON "ledger_lines" USING btree ("author_id","day");--> statement-breakpoint
CREATE INDEX "ledger_novel_day_idx" ON "ledger_lines" USING btree ("novel_id","day");--> statement-breakpoint
CREATE INDEX "payee_changes_author_idx" ON "payee_changes" USING btree ("author_id","created_at");
--> statement-breakpoint
-- Append-only: a line is never changed; a correction is a new line (hand-written, drizzle-kit has no triggers).
CREATE FUNCTION "ledger_lines_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger_lines is append-only: add an adjustment line instead of changing line %', OLD.id;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_lines_no_update" BEFORE UPDATE ON "ledger_lines" FOR EACH ROW EXECUTE FUNCTION "ledger_lines_append_only"();
