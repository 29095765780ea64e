CREATE TABLE "payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"author_id" integer NOT NULL,
	"month" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"threshold_minor" bigint NOT NULL,
	"status" text NOT NULL,
	"hold_reason" text,
	"held_until" timestamp with time zone,
	"failure_reason" text,
	"reference" text,
	"paid_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"ledger_line_id" bigint,
	"reversal_line_id" bigint,
	"decided_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"author_id" integer NOT NULL,
	"novel_id" integer NOT NULL,
	"month" text NOT NULL,
	"year" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"ledger_line_id" bigint,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_decided_by_staff_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_applications" ADD CONSTRAINT "reward_applications_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_applications" ADD CONSTRAINT "reward_applications_novel_id_novels_id_fk" FOREIGN KEY ("novel_id") REFERENCES "public"."novels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_applications" ADD CONSTRAINT "reward_applications_decided_by_staff_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_author_month_currency_idx" ON "payouts" USING btree ("author_id","month","currency");--> statement-breakpoint
CREATE INDEX "payouts_status_idx" ON "payouts" USING btree ("status") WHERE "payouts"."status" in ('pending', 'held');--> statement-breakpoint
CREATE UNIQUE INDEX "reward_work_month_idx" ON "reward_applications" USING btree ("novel_id","month") WHERE "reward_applications"."status" <> 'withdrawn';--> statement-breakpoint
CREATE INDEX "reward_author_year_idx" ON "reward_applications" USING btree ("author_id","year");