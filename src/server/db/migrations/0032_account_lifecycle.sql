CREATE TABLE "account_deletions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"published_works" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undo_until" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "list_unsubscribe" text;--> statement-breakpoint
ALTER TABLE "account_deletions" ADD CONSTRAINT "account_deletions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_deletions_due_idx" ON "account_deletions" USING btree ("due_at");